import type { Generated } from "kysely";

/** sent: the mail server accepted it; failed: it refused or could not be reached; skipped: too old to send. */
export type DeliveryStatus = "sent" | "failed" | "skipped";

/** What the contact-mail reactor did with each message, keyed by the event's id (its ledger: it outlives rebuilds). */
export interface ContactMessagesTable {
  event_id: string;
  message_id: string;
  received_at: Date;
  recipient: string;
  delivery_status: DeliveryStatus;
  delivery_error: string | null;
  attempted_at: Generated<Date>;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
