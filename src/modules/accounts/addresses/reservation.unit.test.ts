import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import type { UserState } from "../users/events.ts";
import type { EmailEvent, EmailState } from "./events.ts";
import type { OnboardingState } from "../onboarding/events.ts";
import { emailDecider, RESERVATION_GRACE_MS, type ReservationFacts, standingOf } from "./decide.ts";

const emails = deciderSpec(emailDecider);
const address = "jana@example.sk";
const at = (iso: string) => new Date(iso);

describe("an e-mail reservation", () => {
  const reservedAt = "2026-03-02T09:00:00.000Z";
  const reserved = (userId: number, when = reservedAt): EmailEvent => ({
    type: "EmailReserved",
    data: { email: address, userId, reservedAt: when },
  });
  const released = (userId: number): EmailEvent => ({ type: "EmailReleased", data: { email: address, userId } });
  const reserve = (userId: number, when = reservedAt) =>
    ({ type: "ReserveEmail", data: { email: address, userId, reservedAt: at(when) } }) as const;
  const release = (userId: number) => ({ type: "ReleaseEmail", data: { email: address, userId } }) as const;
  const takeOver = (userId: number, from: number, fromReservedAt: string | null) =>
    ({
      type: "TakeOverEmail",
      data: { email: address, userId, from, fromReservedAt, reservedAt: at("2026-03-02T10:00:00Z") },
    }) as const;

  it("gives a free address to the first user who asks, with the time", () =>
    emails
      .given([])
      .when(reserve(5))
      .then([reserved(5)]));
  it("refuses an address someone else holds", () =>
    emails
      .given([reserved(5)])
      .when(reserve(6))
      .thenThrows("EMAIL_TAKEN"));
  it("renews it when the holder asks again (an edit back to it)", () => {
    emails
      .given([reserved(5)])
      .when(reserve(5, "2026-03-02T09:30:00.000Z"))
      .then([reserved(5, "2026-03-02T09:30:00.000Z")]);
  });
  it("is released only by its holder", () => {
    emails
      .given([reserved(5)])
      .when(release(5))
      .then([released(5)]);
    emails
      .given([reserved(5)])
      .when(release(6))
      .then([]);
    emails.given([]).when(release(5)).then([]);
  });
  it("can be taken again once released", () =>
    emails
      .given([reserved(5), released(5)])
      .when(reserve(6))
      .then([reserved(6)]));

  it("changes hands in one append when taken over as it was judged", () => {
    emails
      .given([reserved(5)])
      .when(takeOver(6, 5, reservedAt))
      .then([released(5), reserved(6, "2026-03-02T10:00:00.000Z")]);
    // a version 1 reservation has no time: it is taken over as such
    const v1: EmailEvent = { type: "EmailReserved", data: { email: address, userId: 5 } };
    emails
      .given([v1])
      .when(takeOver(6, 5, null))
      .then([released(5), reserved(6, "2026-03-02T10:00:00.000Z")]);
  });

  it("is not taken over when it changed since it was judged stale", () => {
    // the holder renewed it meanwhile
    emails
      .given([reserved(5), reserved(5, "2026-03-02T09:59:00.000Z")])
      .when(takeOver(6, 5, reservedAt))
      .thenThrows("EMAIL_TAKEN");
    // someone else took it over first
    emails
      .given([reserved(5), released(5), reserved(7)])
      .when(takeOver(6, 5, reservedAt))
      .thenThrows("EMAIL_TAKEN");
  });
});

describe("whether a reservation still stands", () => {
  const now = at("2026-03-02T12:00:00Z");
  const longAgo = "2026-03-01T12:00:00.000Z";
  const justNow = new Date(now.getTime() - RESERVATION_GRACE_MS / 2).toISOString();
  const heldBy = (userId: number, reservedAt: string | null = longAgo): EmailState => ({ holder: userId, reservedAt });
  const active = (email: string): UserState => ({
    status: "active",
    user: { userId: 5, profileId: 7, email, fullname: "Jana", userRole: 3 },
  });
  const onboarding = (
    status: "started" | "abandoned" | "completed" | "rolled-back",
    leaseUntil: string,
  ): OnboardingState => ({
    status,
    attempt: 1,
    leaseUntil,
    reason: null,
    plan: {
      userId: 5,
      user: { email: address, fullname: "Jana", userRole: 3 },
      profile: { kind: "existing-profile", profileId: 7, by: { kind: "library" } },
      completion: null,
    },
  });
  const facts = (changes: Partial<ReservationFacts>): ReservationFacts => ({
    address,
    reservation: heldBy(5),
    holder: { status: "none" },
    holderOnboarding: { status: "none" },
    now,
    ...changes,
  });

  it("is free when nobody holds it", () =>
    expect(standingOf(facts({ reservation: { holder: null, reservedAt: null } }))).toBe("free"));

  it("is held by a user who uses it, in any case, however old", () => {
    expect(standingOf(facts({ holder: active("Jana@Example.sk") }))).toBe("held");
    expect(standingOf(facts({ holder: active(address), holderOnboarding: onboarding("completed", longAgo) }))).toBe(
      "held",
    );
  });

  it("is held by an onboarding whose writer's lease runs, and stalled once it ran out", () => {
    const later = new Date(now.getTime() + 60_000).toISOString();
    expect(standingOf(facts({ holderOnboarding: onboarding("started", later) }))).toBe("held");
    expect(standingOf(facts({ holderOnboarding: onboarding("started", longAgo) }))).toBe("stalled");
    // being undone: still the onboarding's to release
    expect(
      standingOf(facts({ holder: { status: "deleted" }, holderOnboarding: onboarding("abandoned", longAgo) })),
    ).toBe("stalled");
  });

  it("is stale once its holder is deleted", () => {
    expect(standingOf(facts({ holder: { status: "deleted" }, reservation: heldBy(5, justNow) }))).toBe("stale");
    expect(
      standingOf(facts({ holder: { status: "deleted" }, holderOnboarding: onboarding("rolled-back", longAgo) })),
    ).toBe("stale");
  });

  it("gives a holder who does not use it the grace period: an edit in progress, then stale", () => {
    // an edit reserved the new address and has not changed the user yet; or one never released the old one
    expect(standingOf(facts({ holder: active("other@example.sk"), reservation: heldBy(5, justNow) }))).toBe("held");
    expect(standingOf(facts({ holder: active("other@example.sk"), reservation: heldBy(5, longAgo) }))).toBe("stale");
    // a version 1 reservation (no time) counts as old
    expect(standingOf(facts({ holder: active("other@example.sk"), reservation: heldBy(5, null) }))).toBe("stale");
    // a user who never came to exist, with no onboarding (left by an older version)
    expect(standingOf(facts({ reservation: heldBy(5, justNow) }))).toBe("held");
    expect(standingOf(facts({ reservation: heldBy(5, longAgo) }))).toBe("stale");
  });
});
