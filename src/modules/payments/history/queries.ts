import { type Kysely, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Database } from "../../../db/database.ts";
import type { GlobalPosition } from "../../../eventstore/types.ts";
import { emailsOfUsersQuery } from "../../accounts/index.ts";

// Reads of the money events' read model (money_events, projections/payments.ts).

export type MoneyEvent = {
  /** Where the event is in the global order (to merge the trail with other streams' events). */
  position: GlobalPosition;
  occurredAt: Date;
  /** PaymentIntentCreated, PaymentSucceeded, OrderPlaced, BankTransferRecorded… */
  type: string;
  /** The acting user id, or "system" / "provider" / "anonymous". */
  actor: string;
  amountCents: number;
  /** "payment-pi_…" or "order-12". */
  reference: string;
  detail: string | null;
};

/** A money event's columns, its position as text (it is 64-bit, and JSON has no such numbers). */
const eventColumns = [
  sql<string>`commit_position::text`.as("commit"),
  sql<string>`prepare_position::text`.as("prepare"),
  "occurred_at",
  "type",
  "actor",
  "amount_cents",
  "reference",
  "detail",
] as const;

type EventRow = { commit: string; prepare: string; occurred_at: Date | string; amount_cents: number } & Pick<
  MoneyEvent,
  "type" | "actor" | "reference" | "detail"
>;

const toMoneyEvent = (r: EventRow): MoneyEvent => ({
  position: { commit: BigInt(r.commit), prepare: BigInt(r.prepare) },
  occurredAt: new Date(r.occurred_at),
  type: r.type,
  actor: r.actor,
  amountCents: r.amount_cents,
  reference: r.reference,
  detail: r.detail,
});

/** Every money event of a profile, in the order it happened: the audit trail. */
export async function listMoneyEvents(db: Kysely<Database>, profileId: number): Promise<MoneyEvent[]> {
  const rows = await db
    .selectFrom("money_events")
    .select(eventColumns)
    .where("profile_id", "=", profileId)
    .orderBy("commit_position")
    .orderBy("prepare_position")
    .execute();
  return rows.map(toMoneyEvent);
}

/**
 * A profile's money events, in order, and the e-mail addresses of the users who acted in them or in
 * `alsoUserIds` (the actors of its access events), in one statement whatever their number: the
 * events and the actors come back as two JSON lists.
 */
export async function moneyEventsWithActors(
  db: Kysely<Database>,
  profileId: number,
  alsoUserIds: readonly number[],
): Promise<{ events: MoneyEvent[]; emails: Map<number, string> }> {
  const ofProfile = db.selectFrom("money_events").where("profile_id", "=", profileId);
  // an actor is a user id or "system", "provider", "anonymous"
  const actorIds = ofProfile.select(
    sql<number | null>`CASE WHEN actor ~ '^[0-9]{1,9}$' THEN actor::integer END`.as("id"),
  );
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(ofProfile.select(eventColumns).orderBy("commit_position").orderBy("prepare_position")).as("events"),
      jsonArrayFrom(emailsOfUsersQuery(db, alsoUserIds, actorIds)).as("actors"),
    ])
    .executeTakeFirstOrThrow();
  return { events: row.events.map(toMoneyEvent), emails: new Map(row.actors.map((actor) => [actor.id, actor.email])) };
}
