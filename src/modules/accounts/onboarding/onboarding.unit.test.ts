import { describe, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import { onboardingDecider } from "./decide.ts";
import type { OnboardingEvent, OnboardingPlan } from "./events.ts";

const onboardings = deciderSpec(onboardingDecider);

const plan: OnboardingPlan = {
  userId: 12,
  user: { email: "jana@example.sk", fullname: "Jana Nováková", userRole: 3 },
  profile: {
    kind: "new-profile",
    profileId: 40,
    profileType: 4,
    details: { phone: "0900123456" },
    registration: null,
    createdAt: "2026-03-02T09:00:00.000Z",
    subscription: null,
  },
  completion: { kind: "card-payment", paymentId: "pi_1", planId: "single" },
};
const startedAt = new Date("2026-03-02T09:00:00Z");
const leaseUntil = new Date("2026-03-02T09:02:00Z");
const started: OnboardingEvent = {
  type: "OnboardingStarted",
  data: { ...plan, startedAt: startedAt.toISOString(), leaseUntil: leaseUntil.toISOString() },
};
const resumed = (attempt: number, until: string): OnboardingEvent => ({
  type: "OnboardingResumed",
  data: { userId: 12, attempt, leaseUntil: until },
});
const completed: OnboardingEvent = { type: "OnboardingCompleted", data: { userId: 12, profileId: 40 } };
const abandoned: OnboardingEvent = {
  type: "OnboardingAbandoned",
  data: { userId: 12, profileId: 40, reason: "PAYMENT_ALREADY_USED" },
};
const rolledBack: OnboardingEvent = { type: "OnboardingRolledBack", data: { userId: 12, profileId: 40 } };

const resume = (now: string, until: string) =>
  ({ type: "ResumeOnboarding", data: { now: new Date(now), leaseUntil: new Date(until) } }) as const;
const complete = (attempt: number) => ({ type: "CompleteOnboarding", data: { attempt } }) as const;
const abandon = (attempt: number) =>
  ({ type: "AbandonOnboarding", data: { attempt, reason: "PAYMENT_ALREADY_USED" } }) as const;
const recordRollBack = (attempt: number) => ({ type: "RecordRollBack", data: { attempt } }) as const;

describe("an onboarding", () => {
  it("starts once, recording everything needed to finish it and the first writer's lease", () => {
    onboardings.given([]).when({ type: "StartOnboarding", data: { plan, startedAt, leaseUntil } }).then([started]);
    onboardings
      .given([started])
      .when({ type: "StartOnboarding", data: { plan, startedAt, leaseUntil } })
      .thenThrows("ONBOARDING_ALREADY_STARTED");
  });

  it("is completed by the writer holding the lease, once", () => {
    onboardings.given([started]).when(complete(1)).then([completed]);
    onboardings.given([started, completed]).when(complete(1)).then([]);
    onboardings
      .given([started, resumed(2, "2026-03-02T09:05:00.000Z")])
      .when(complete(1))
      .thenThrows("ONBOARDING_LEASE_LOST");
  });

  it("is taken over only once the writer's lease has run out, by one recovery at a time", () => {
    onboardings
      .given([started])
      .when(resume("2026-03-02T09:01:59Z", "2026-03-02T09:03:59Z"))
      .thenThrows("ONBOARDING_IN_PROGRESS");
    onboardings
      .given([started])
      .when(resume("2026-03-02T09:02:00Z", "2026-03-02T09:04:00Z"))
      .then([resumed(2, "2026-03-02T09:04:00.000Z")]);
    // a second recovery that read the same state conflicts, reads again and finds the new lease
    onboardings
      .given([started, resumed(2, "2026-03-02T09:04:00.000Z")])
      .when(resume("2026-03-02T09:02:00Z", "2026-03-02T09:04:00Z"))
      .thenThrows("ONBOARDING_IN_PROGRESS");
    onboardings
      .given([started, resumed(2, "2026-03-02T09:04:00.000Z")])
      .when(complete(2))
      .then([completed]);
  });

  it("needs no taking over once it has ended", () => {
    onboardings.given([started, completed]).when(resume("2026-03-02T10:00:00Z", "2026-03-02T10:02:00Z")).then([]);
    onboardings
      .given([started, abandoned, rolledBack])
      .when(resume("2026-03-02T10:00:00Z", "2026-03-02T10:02:00Z"))
      .then([]);
    onboardings
      .given([])
      .when(resume("2026-03-02T10:00:00Z", "2026-03-02T10:02:00Z"))
      .thenThrows("ONBOARDING_NOT_FOUND");
  });

  it("is abandoned when a step is refused, and then only undone, never completed", () => {
    onboardings.given([started]).when(abandon(1)).then([abandoned]);
    onboardings.given([started, abandoned]).when(abandon(1)).then([]);
    onboardings.given([started, abandoned]).when(complete(1)).thenThrows("ONBOARDING_ABANDONED");
    onboardings.given([started, completed]).when(abandon(1)).thenThrows("ONBOARDING_ALREADY_COMPLETED");
    onboardings
      .given([started, resumed(2, "2026-03-02T09:05:00.000Z")])
      .when(abandon(1))
      .thenThrows("ONBOARDING_LEASE_LOST");
  });

  it("is recorded as rolled back once everything is undone, by the writer holding the lease", () => {
    onboardings.given([started, abandoned]).when(recordRollBack(1)).then([rolledBack]);
    onboardings.given([started, abandoned, rolledBack]).when(recordRollBack(1)).then([]);
    onboardings.given([started]).when(recordRollBack(1)).thenThrows("ONBOARDING_NOT_ABANDONED");
    // a writer that died while undoing: the recovery takes over and finishes the undoing
    const retaken = resumed(2, "2026-03-02T09:05:00.000Z");
    onboardings
      .given([started, abandoned])
      .when(resume("2026-03-02T09:03:00Z", "2026-03-02T09:05:00Z"))
      .then([retaken]);
    onboardings.given([started, abandoned, retaken]).when(recordRollBack(1)).thenThrows("ONBOARDING_LEASE_LOST");
    onboardings.given([started, abandoned, retaken]).when(recordRollBack(2)).then([rolledBack]);
  });
});
