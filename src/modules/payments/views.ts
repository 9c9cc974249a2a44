import type { RequestContext } from "../../app/context.ts";
import { DomainError } from "../../shared/errors.ts";
import { formatEuro } from "../../shared/money.ts";
import { findOrder, type OrderSummary } from "./bank-transfer/queries.ts";
import type { CardPaymentStarted } from "./card-payment/handlers.ts";
import { invoiceUrl } from "./invoices/route.ts";
import type { PurchaseOutcome } from "./purchases/purchases.ts";

/** How the API answers with the payments' results: a payment intent, an order, a purchase. */

const ORDER_STATUS = { awaiting_payment: "placed", paid: "paid", expired: "expired" } as const;

export type OrderView = ReturnType<typeof orderView>;

export const orderView = (order: OrderSummary) => ({
  orderNumber: order.orderNumber,
  variableSymbol: order.variableSymbol,
  planId: order.planId,
  amountCents: order.amountCents,
  amountText: formatEuro(order.amountCents),
  status: ORDER_STATUS[order.status],
  dueDate: order.dueDate,
  issuedAt: order.placedAt.toISOString(),
  invoiceUrl: invoiceUrl(order.orderNumber),
});

export async function orderByNumber(ctx: Pick<RequestContext, "services">, orderNumber: number): Promise<OrderView> {
  const order = await findOrder(ctx.services.db, orderNumber);
  if (!order) throw new DomainError("ORDER_NOT_FOUND");
  return orderView(order);
}

/** A PurchaseResult without its `profile`, which the type's field resolver reads for the signed-in buyer. */
export type PurchaseResultView = { paid: boolean; invoiceUrl: string | null; order: OrderView | null };

export async function purchaseResult(
  ctx: Pick<RequestContext, "services">,
  outcome: PurchaseOutcome,
): Promise<PurchaseResultView> {
  if (outcome.paid) return { paid: true, invoiceUrl: null, order: null };
  const order = await orderByNumber(ctx, outcome.orderNumber);
  return { paid: false, invoiceUrl: order.invoiceUrl, order };
}

/** A PaymentIntent: the payment the server prepared, with its amount as shown. */
export type PaymentIntentView = CardPaymentStarted & { amountText: string };

export const intentView = (started: CardPaymentStarted): PaymentIntentView => ({
  ...started,
  amountText: formatEuro(started.amountCents),
});
