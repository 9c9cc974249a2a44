import type { Decider } from "../../../eventstore/decider.ts";
import { DomainError } from "../../../shared/errors.ts";
import { normaliseEmail } from "../events.ts";
import { type UserState } from "../users/events.ts";
import { type EmailEvent, emailEvents, type EmailState, evolveEmail, initialEmailState } from "./events.ts";
import { isUnfinished, ONBOARDING_LEASE_MS, type OnboardingState } from "../onboarding/events.ts";

// E-mail reservation: an address is unique because only one user can hold its stream.

/** `email` is the normalised address (the stream's name); `reservedAt` the writer's clock. */
export type ReserveEmail = { type: "ReserveEmail"; data: { email: string; userId: number; reservedAt: Date } };
export type ReleaseEmail = { type: "ReleaseEmail"; data: { email: string; userId: number } };
/**
 * A stale reservation (see standingOf) changes hands in one append, and only if it is still the
 * one that was judged stale: same holder, same `reservedAt`. A holder who renewed it meanwhile
 * (an edit back to this address) keeps it.
 */
export type TakeOverEmail = {
  type: "TakeOverEmail";
  data: { email: string; userId: number; from: number; fromReservedAt: string | null; reservedAt: Date };
};
export type EmailCommand = ReserveEmail | ReleaseEmail | TakeOverEmail;

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  const { email, userId } = command.data;
  switch (command.type) {
    case "ReserveEmail":
      // the holder asking again renews it: the time tells an operation in progress from one left behind
      if (state.holder !== null && state.holder !== userId) throw new DomainError("EMAIL_TAKEN");
      return [{ type: "EmailReserved", data: { email, userId, reservedAt: command.data.reservedAt.toISOString() } }];
    case "ReleaseEmail":
      // only the holder gives an address up; anyone else's release changes nothing
      return state.holder === userId ? [{ type: "EmailReleased", data: { email, userId } }] : [];
    case "TakeOverEmail": {
      const { from, fromReservedAt, reservedAt } = command.data;
      if (state.holder !== from || state.reservedAt !== fromReservedAt) throw new DomainError("EMAIL_TAKEN");
      return [
        { type: "EmailReleased", data: { email, userId: from } },
        { type: "EmailReserved", data: { email, userId, reservedAt: reservedAt.toISOString() } },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  events: emailEvents,
  initialState: initialEmailState,
  evolve: evolveEmail,
  decide: decideEmail,
};

// ---------------------------------------------------------------------------------------------
// Whether a reservation still stands

/**
 * How long a reservation whose holder does not (or not yet) use the address is respected: the
 * time an operation in progress has to finish (an edit reserves the new address before the user
 * takes it). The same as an onboarding's lease.
 */
export const RESERVATION_GRACE_MS = ONBOARDING_LEASE_MS;

/**
 *   free     nobody holds it
 *   held     its holder uses it, or an operation that reserved it may still be running: EMAIL_TAKEN
 *   stale    left behind by an operation that stopped halfway: it may be taken over
 *   stalled  held by an unfinished onboarding whose writer's lease ran out: finish that onboarding
 *            (forward or back) first, and look again
 */
export type ReservationStanding = "free" | "held" | "stale" | "stalled";

export type ReservationFacts = {
  /** Normalised. */
  address: string;
  reservation: EmailState;
  /** The holder's user stream and onboarding stream (either may be "none"). */
  holder: UserState;
  holderOnboarding: OnboardingState;
  now: Date;
};

export function standingOf({
  address,
  reservation,
  holder,
  holderOnboarding,
  now,
}: ReservationFacts): ReservationStanding {
  if (reservation.holder === null) return "free";
  // an onboarding's steps are only ever finished by the onboarding itself, never taken over
  if (isUnfinished(holderOnboarding)) return new Date(holderOnboarding.leaseUntil) > now ? "held" : "stalled";
  if (holder.status === "active" && normaliseEmail(holder.user.email) === address) return "held";
  // a deleted user never comes back
  if (holder.status === "deleted") return "stale";
  // the holder does not use it (yet): an edit may be about to; give it the grace period
  const since = reservation.reservedAt === null ? null : new Date(reservation.reservedAt);
  return since !== null && now.getTime() - since.getTime() < RESERVATION_GRACE_MS ? "held" : "stale";
}
