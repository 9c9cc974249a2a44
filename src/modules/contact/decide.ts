import * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { Email, Phone, RequiredString, validate } from "../../shared/validation.ts";
import { type ContactEvent, type ContactState, evolve, initialContactState, contactEvents } from "./events.ts";

/** Long enough for any real name and letter, short enough that the form cannot carry a book. */
export const NAME_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** The contact form: all four fields required; the e-mail address-shaped; the phone per spec §5. */
export const ContactForm = Schema.Struct({
  name: RequiredString.check(Schema.isMaxLength(NAME_MAX_LENGTH, { message: "TOO_LONG" })),
  email: Email.check(Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: "TOO_LONG" })),
  phone: Phone,
  message: RequiredString.check(Schema.isMaxLength(MESSAGE_MAX_LENGTH, { message: "TOO_LONG" })),
});

export type SendContactMessage = {
  type: "SendContactMessage";
  messageId: string;
  /** The fields as the visitor sent them; validated (and trimmed) here. */
  form: Record<string, unknown>;
  receivedAt: Date;
};

export type ContactCommand = SendContactMessage;

/**
 * Records a valid message; refuses invalid input with one ValidationError listing every bad field.
 * Sending the same message (same stream) again records nothing: it has already been received.
 */
export function decide(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case "SendContactMessage": {
      const form = validate(ContactForm, command.form);
      if (state.status === "received") return [];
      return [
        {
          type: "ContactMessageReceived",
          data: { messageId: command.messageId, ...form, receivedAt: command.receivedAt.toISOString() },
        },
      ];
    }
    default: {
      const unexpected: never = command.type;
      throw new Error(`Unknown contact command ${String(unexpected)}`);
    }
  }
}

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  events: contactEvents,
  initialState: initialContactState,
  evolve,
  decide,
};
