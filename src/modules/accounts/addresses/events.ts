import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";

/** The events of an e-mail address's reservation stream (`email-<address>`): who holds the address. */

/**
 * Schema version 2 added `reservedAt` (ISO, the writer's clock): how long a reservation has been
 * held is what tells an edit in progress from one a crash left behind. Version 1 events lack it and
 * count as old.
 */
export type EmailReserved = DomainEvent<"EmailReserved", { email: string; userId: number; reservedAt?: string }>;
export type EmailReleased = DomainEvent<"EmailReleased", { email: string; userId: number }>;
export type EmailEvent = EmailReserved | EmailReleased;

/** How recorded e-mail reservation events are read back; version 1 of EmailReserved lacks `reservedAt`. */
export const emailEvents = eventCodec<EmailEvent>({
  types: { EmailReserved: true, EmailReleased: true },
  upcasters: { EmailReserved: [(data) => data] },
});

/** Which user holds the address, if any, and since when (ISO; null for a version 1 reservation). */
export type EmailState = { holder: number | null; reservedAt: string | null };

export const initialEmailState = (): EmailState => ({ holder: null, reservedAt: null });

export function evolveEmail(state: EmailState, event: EmailEvent): EmailState {
  switch (event.type) {
    case "EmailReserved":
      return { holder: event.data.userId, reservedAt: event.data.reservedAt ?? null };
    case "EmailReleased":
      return { holder: null, reservedAt: null };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
