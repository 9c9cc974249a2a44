import { aggregateStream } from "../../../eventstore/aggregate.ts";
import { type CommandSession, commandSession, createWithSequenceId } from "../../../eventstore/pipeline.ts";
import type { EventStore } from "../../../eventstore/types.ts";
import { DomainError } from "../../../shared/errors.ts";
import type { Cents } from "../../../shared/money.ts";
import type { PaymentsContext, PaymentsRunContext } from "../card-payment/handlers.ts";
import { applyOwedGrant } from "../grants/apply.ts";
import { type OwedGrant, owedGrantOf } from "../grants/owed.ts";
import { purchasablePlan } from "../plans/plans.ts";
import type { ProductOffer, ProductSource } from "../products/products.ts";
import type { Payments } from "../provider/setup.ts";
import { type BuyerInput, orderDecider, type PlaceOrder, validateBuyer } from "./decide.ts";
import { type Order, orderStream } from "./events.ts";
import { findOverdueOrders } from "./queries.ts";

/**
 * Orders paid by bank transfer, with their invoices: placed by a profile's main admin (or a
 * registration), paid when an administrator records the money, expired when the due date passes.
 */

/** An order for a plan (`subscriptionType`, as the client names it) or for a product as sold now. */
export type OrderInput = { profileId: number; subscriptionType?: unknown; product?: ProductOffer; buyer: BuyerInput };
export type OrderPlacement = { orderNumber: number; variableSymbol: string; amountCents: Cents; dueDate: string };

/**
 * The order that would be placed (bank transfer offered, a plan that can be bought, a valid
 * buyer), as a command for an order number: throws what placing it would, writes nothing. A
 * registration checks this before it creates the profile, and runs the command as its last step.
 */
export function bankTransferOrder(
  context: Pick<PaymentsContext, "services">,
  payments: Payments,
  input: OrderInput,
): (orderNumber: number) => PlaceOrder {
  const invoicing = payments.config.invoicing;
  if (!invoicing) throw new DomainError("BANK_TRANSFER_UNAVAILABLE");
  const sale = input.product ? { product: input.product } : { planId: purchasablePlan(input.subscriptionType).id };
  validateBuyer(input.buyer);
  const placedAt = context.services.clock.now();
  return (orderNumber) => ({
    type: "PlaceOrder",
    data: { orderNumber, profileId: input.profileId, ...sale, buyer: input.buyer, invoicing, placedAt },
  });
}

/**
 * An order paid by bank transfer, with its invoice (addOrganisationSubscription, an upgrade).
 * `buyer` is the profile's address and organisation ids, with the organisation's name (school,
 * firm) or the person's (individual). Bad input is refused before an order number is taken, so the
 * numbers have no gaps from refused input.
 */
export async function placeBankTransferOrder(
  context: PaymentsContext,
  payments: Payments,
  input: OrderInput,
): Promise<OrderPlacement> {
  const command = bankTransferOrder(context, payments, input);
  const { id: orderNumber, result } = await createWithSequenceId(context.services, context.commandContext, {
    kind: "order",
    stream: orderStream,
    decider: orderDecider,
    command,
  });
  const placed = result.events.find((e) => e.type === "OrderPlaced");
  if (!placed) throw new Error(`Order ${orderNumber} was not placed`);
  const { variableSymbol, amountCents, dueDate } = placed.data;
  return { orderNumber, variableSymbol, amountCents, dueDate };
}

/**
 * An administrator records the money credited for an order (the day on the bank statement and the
 * amount, which must be the order's). Once per order. An order that expired unpaid is still
 * honoured: the money is the customer's payment, and the subscription starts now. In the caller's
 * `session` the caller waits for the read models; without, this waits. Returns what it owes.
 */
export async function recordBankTransfer(
  context: PaymentsContext,
  input: { orderNumber: number; amountCents: Cents; receivedOn: string },
  options: { session?: CommandSession } = {},
): Promise<OwedGrant | null> {
  const session = options.session ?? commandSession(context.services, context.commandContext);
  const { events } = await session.run(orderStream(input.orderNumber), orderDecider, {
    type: "RecordBankTransfer",
    data: { ...input, recordedAt: context.services.clock.now() },
  });
  if (!options.session) await session.settled();
  return events.map(owedGrantOf).find((grant) => grant !== null) ?? null;
}

/** recordBankTransfer as the administrator asks for it: the profile is given what it bought, and the answer waits once for both. */
export async function recordBankTransferAndGrant(
  context: PaymentsContext,
  input: { orderNumber: number; amountCents: Cents; receivedOn: string },
  products: readonly ProductSource[] = [],
): Promise<void> {
  const session = commandSession(context.services, context.commandContext);
  try {
    const owed = await recordBankTransfer(context, input, { session });
    if (owed) await applyOwedGrant(context, owed, session, products);
  } finally {
    await session.settled();
  }
}

/** Closes an order left unpaid after its due date; a paid or already expired order is left as it is. */
export async function expireOrder(context: PaymentsRunContext, orderNumber: number): Promise<void> {
  await context.run(orderStream(orderNumber), orderDecider, {
    type: "ExpireOrder",
    data: { orderNumber, now: context.services.clock.now() },
  });
}

/** What the expiry job runs (hourly): every unpaid order past its due date expires. Returns their numbers. */
export async function expireOverdueOrders(context: PaymentsRunContext): Promise<number[]> {
  const overdue = await findOverdueOrders(context.services.db, context.services.clock.now());
  for (const orderNumber of overdue) await expireOrder(context, orderNumber);
  return overdue;
}

export async function loadOrder(store: EventStore, orderNumber: number): Promise<Order | null> {
  return (await aggregateStream(store, orderStream(orderNumber), orderDecider)).state.order;
}
