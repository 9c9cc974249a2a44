import type { Kysely } from "kysely";
import type { DeliveryStatus } from "./tables.ts";
import type { Database } from "../../db/database.ts";

/** What the contact-mail reactor recorded for a message; undefined while it has not handled it. */
export async function deliveryStatusOf(db: Kysely<Database>, messageId: string): Promise<DeliveryStatus | undefined> {
  const row = await db
    .selectFrom("contact_messages")
    .select("delivery_status")
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  return row?.delivery_status;
}
