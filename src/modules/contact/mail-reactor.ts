import type { Projector } from "../../eventstore/projector.ts";
import type { Clock } from "../../shared/clock.ts";
import type { MailTransport } from "../../shared/mail.ts";
import { contactMailForTeam } from "./contact-mail.ts";
import { contactEvents } from "./events.ts";
import type { ContactTables, DeliveryStatus } from "./tables.ts";

/**
 * Only a message this recent is mailed. A replay into an empty ledger (a new read-model database
 * beside an old event store) must not mail the team years of old messages again.
 */
export const CONTACT_MAIL_SEND_WINDOW_MS = 10 * 60_000;

export type ContactMailReactorOptions = {
  mail: MailTransport;
  /** The team's address (config.contactMailTo). */
  teamAddress: string;
  clock: Clock;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

/**
 * Mails the team about every ContactMessageReceived event, exactly once per event, and records the
 * outcome in contact_messages (keyed by the event id) in the transaction that moves its checkpoint.
 *
 * If sending fails, the failure is recorded (status "failed") instead of thrown, so the checkpoint
 * moves on and later messages are not held up; sendContactMail reads that row and answers the
 * visitor with CONTACT_MAIL_NOT_SENT rather than claiming success. A failed mail is never tried
 * again: the visitor was told it failed and may send the form again, which is a new message.
 * A replay, a retried batch or a rebuild finds the row and sends nothing. The one window left is a
 * crash (or a database failure later in the same batch) after the mail server accepted a mail but
 * before the transaction committed: that mail may then go out a second time.
 */
export function createContactMailReactor(options: ContactMailReactorOptions): Projector<ContactTables> {
  return {
    name: "contact-mail",
    version: 1,
    handles: contactEvents.types,
    // The ledger must outlive a rebuild: emptying it would mail every old message again.
    tables: [],
    async apply(writes, event) {
      const received = contactEvents.decode(event);
      if (!received) return;
      const recorded = await writes.execute((trx) =>
        trx.selectFrom("contact_messages").select("event_id").where("event_id", "=", event.eventId).executeTakeFirst(),
      );
      if (recorded) return;
      const message = received.data;
      let status: DeliveryStatus;
      let error: string | null = null;
      if (options.clock.now().getTime() - event.createdAt.getTime() > CONTACT_MAIL_SEND_WINDOW_MS) {
        status = "skipped";
      } else {
        try {
          await options.mail.send(contactMailForTeam(message, options.teamAddress));
          status = "sent";
        } catch (failure) {
          status = "failed";
          error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 1000);
          options.log("Contact mail could not be sent", {
            messageId: message.messageId,
            eventId: event.eventId,
            error,
          });
        }
      }
      // written at once, like the read above: this projector stages nothing, so its batch never fails
      // set-based and is never applied a second time (which would mail twice)
      await writes.execute((trx) =>
        trx
          .insertInto("contact_messages")
          .values({
            event_id: event.eventId,
            message_id: message.messageId,
            received_at: new Date(message.receivedAt),
            recipient: options.teamAddress,
            delivery_status: status,
            delivery_error: error,
          })
          .execute(),
      );
    },
  };
}
