import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../../db/database.ts";
import { localDate } from "../../accounts/index.ts";
import type { PaymentOrdersTable, PaymentOrderStatus } from "../tables.ts";

// Reads of the orders' read model (payment_orders, projections/payments.ts).

export type OrderSummary = {
  orderNumber: number;
  variableSymbol: string;
  profileId: number;
  planId: string;
  amountCents: number;
  status: PaymentOrderStatus;
  placedAt: Date;
  dueDate: string;
  paidAt: Date | null;
};

/** A profile's bank-transfer orders, newest first (for its subscription page's invoices). */
export async function listOrdersOfProfile(db: Kysely<Database>, profileId: number): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom("payment_orders")
    .selectAll()
    .where("profile_id", "=", profileId)
    .orderBy("order_number", "desc")
    .execute();
  return rows.map(toOrderSummary);
}

export async function findOrder(db: Kysely<Database>, orderNumber: number): Promise<OrderSummary | undefined> {
  const row = await db
    .selectFrom("payment_orders")
    .selectAll()
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  return row && toOrderSummary(row);
}

function toOrderSummary(r: Selectable<PaymentOrdersTable>): OrderSummary {
  return {
    orderNumber: r.order_number,
    variableSymbol: r.variable_symbol,
    profileId: r.profile_id,
    planId: r.plan_id,
    amountCents: r.amount_cents,
    status: r.status,
    placedAt: r.placed_at,
    dueDate: r.due_date,
    paidAt: r.paid_at,
  };
}

/** Unpaid orders whose due date has passed in the library's calendar, oldest first: what the expiry job expires. */
export async function findOverdueOrders(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("payment_orders")
    .select("order_number")
    .where("status", "=", "awaiting_payment")
    .where("due_date", "<", localDate(now))
    .orderBy("order_number")
    .execute();
  return rows.map((r) => r.order_number);
}
