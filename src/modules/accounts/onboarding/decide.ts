import type { Decider } from "../../../eventstore/decider.ts";
import { DomainError } from "../../../shared/errors.ts";
import {
  evolveOnboarding,
  initialOnboardingState,
  type OnboardingEvent,
  type OnboardingPlan,
  type OnboardingState,
  onboardingEvents,
} from "./events.ts";

/**
 * The onboarding's own rules: who may work on it (the holder of the current lease) and how it ends
 * (completed, or abandoned and then rolled back — never both). The steps on other streams are the
 * other deciders' business; this stream only records the decisions, so whichever end is recorded
 * first is the end.
 */

export type StartOnboarding = {
  type: "StartOnboarding";
  data: { plan: OnboardingPlan; startedAt: Date; leaseUntil: Date };
};
/** A recovery takes over once the current lease has run out. */
export type ResumeOnboarding = { type: "ResumeOnboarding"; data: { now: Date; leaseUntil: Date } };
export type CompleteOnboarding = { type: "CompleteOnboarding"; data: { attempt: number } };
export type AbandonOnboarding = { type: "AbandonOnboarding"; data: { attempt: number; reason: string } };
export type RecordRollBack = { type: "RecordRollBack"; data: { attempt: number } };

export type OnboardingCommand =
  StartOnboarding | ResumeOnboarding | CompleteOnboarding | AbandonOnboarding | RecordRollBack;

type Known = Extract<OnboardingState, { plan: OnboardingPlan }>;

function known(state: OnboardingState): Known {
  if (state.status === "none") throw new DomainError("ONBOARDING_NOT_FOUND");
  return state;
}

/** Only the writer whose lease is the current one decides how the onboarding ends. */
function requireLease(state: Known, attempt: number): void {
  if (state.attempt !== attempt) throw new DomainError("ONBOARDING_LEASE_LOST");
}

const ids = (state: Known) => ({ userId: state.plan.userId, profileId: state.plan.profile.profileId });

export function decideOnboarding(command: OnboardingCommand, state: OnboardingState): OnboardingEvent[] {
  switch (command.type) {
    case "StartOnboarding": {
      if (state.status !== "none") throw new DomainError("ONBOARDING_ALREADY_STARTED");
      const { plan, startedAt, leaseUntil } = command.data;
      return [
        {
          type: "OnboardingStarted",
          data: { ...plan, startedAt: startedAt.toISOString(), leaseUntil: leaseUntil.toISOString() },
        },
      ];
    }
    case "ResumeOnboarding": {
      const onboarding = known(state);
      // finished meanwhile: nothing to take over
      if (onboarding.status === "completed" || onboarding.status === "rolled-back") return [];
      if (new Date(onboarding.leaseUntil) > command.data.now) throw new DomainError("ONBOARDING_IN_PROGRESS");
      return [
        {
          type: "OnboardingResumed",
          data: {
            userId: onboarding.plan.userId,
            attempt: onboarding.attempt + 1,
            leaseUntil: command.data.leaseUntil.toISOString(),
          },
        },
      ];
    }
    case "CompleteOnboarding": {
      const onboarding = known(state);
      if (onboarding.status === "completed") return [];
      if (onboarding.status !== "started") throw new DomainError("ONBOARDING_ABANDONED");
      requireLease(onboarding, command.data.attempt);
      return [{ type: "OnboardingCompleted", data: ids(onboarding) }];
    }
    case "AbandonOnboarding": {
      const onboarding = known(state);
      if (onboarding.status === "completed") throw new DomainError("ONBOARDING_ALREADY_COMPLETED");
      if (onboarding.status !== "started") return [];
      requireLease(onboarding, command.data.attempt);
      return [{ type: "OnboardingAbandoned", data: { ...ids(onboarding), reason: command.data.reason } }];
    }
    case "RecordRollBack": {
      const onboarding = known(state);
      if (onboarding.status === "rolled-back") return [];
      if (onboarding.status !== "abandoned") throw new DomainError("ONBOARDING_NOT_ABANDONED");
      requireLease(onboarding, command.data.attempt);
      return [{ type: "OnboardingRolledBack", data: ids(onboarding) }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = {
  events: onboardingEvents,
  initialState: initialOnboardingState,
  evolve: evolveOnboarding,
  decide: decideOnboarding,
};
