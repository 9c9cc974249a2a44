import type { DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/** Every contact-form message is its own stream: `contact-<message uuid>`. */
export const contactStream = (messageId: string) => `contact-${messageId}`;

/** A visitor sent the contact form; the team is mailed about it by the contact-mail reactor. */
export type ContactMessageReceived = DomainEvent<
  "ContactMessageReceived",
  {
    messageId: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    /** ISO time from the injected clock. */
    receivedAt: string;
  }
>;

export type ContactEvent = ContactMessageReceived;

/** How recorded contact events are read back. */
export const contactEvents = eventCodec<ContactEvent>({ types: { ContactMessageReceived: true } });

export type ContactState = { status: "empty" } | { status: "received"; messageId: string };

export const initialContactState = (): ContactState => ({ status: "empty" });

export function evolve(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case "ContactMessageReceived":
      return { status: "received", messageId: event.data.messageId };
    default: {
      const unexpected: never = event.type;
      throw new Error(`Unknown contact event ${String(unexpected)}`);
    }
  }
}
