import type { Kysely } from "kysely";
import type { Database } from "../../../db/database.ts";
import type { GlobalPosition } from "../../../eventstore/types.ts";

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

/** Every money event of a profile, in the order it happened: the audit trail. */
export async function listMoneyEvents(db: Kysely<Database>, profileId: number): Promise<MoneyEvent[]> {
  const rows = await db
    .selectFrom("money_events")
    .select(["commit_position", "prepare_position", "occurred_at", "type", "actor", "amount_cents", "reference", "detail"])
    .where("profile_id", "=", profileId)
    .orderBy("commit_position")
    .orderBy("prepare_position")
    .execute();
  return rows.map((r) => ({
    position: { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) },
    occurredAt: r.occurred_at, type: r.type, actor: r.actor, amountCents: r.amount_cents, reference: r.reference, detail: r.detail }));
}
