import type { Services } from "../../../app/context.ts";
import { combinedCodec } from "../../../eventstore/event-codec.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import { grantSubscription } from "../../accounts/index.ts";
import { type OrderEvent, orderEvents } from "../bank-transfer/events.ts";
import type { PaymentsContext } from "../card-payment/handlers.ts";
import { type PaymentEvent, paymentEvents } from "../card-payment/events.ts";
import { type ProductSource, productSource } from "../products/products.ts";
import { type OwedGrant, owedGrantOf, productGrantFor, subscriptionGrantFor } from "./owed.ts";

/**
 * The second half of the bridge from payments to subscriptions (the first is the ledger projector,
 * projections/payments-grants.ts). A grant is given through the accounts module, which takes its
 * reference once, so it is safe to apply it more than once and from several places at the same time:
 *   - right away, by the request that saw the money confirmed (the client's report, the webhook,
 *     the administrator recording a transfer), which then answers with the subscription visible;
 *   - later, by the sweeper (sweeper.ts), for any ledger row still owed: a process that stopped
 *     between recording the payment and granting it, a grant that failed.
 * See docs/decisions.md, "Payments".
 */

/**
 * Gives the profile the subscription the grant owes (or nothing, when it has it already) and marks
 * the ledger row. In the caller's `session` the caller waits for the read models; without, this
 * waits. Returns whether anything was granted.
 */
export async function applyOwedGrant(
  context: PaymentsContext,
  owed: OwedGrant,
  session?: CommandSession,
  products: readonly ProductSource[] = [],
): Promise<boolean> {
  const { product } = owed;
  // a webinar or pack is granted by the module that sells it (its admission), a plan by the accounts module
  const granted = product
    ? await productSource(products, product.kind).grant(context, productGrantFor({ ...owed, product }), session)
    : await grantSubscription(context, subscriptionGrantFor(owed), { session });
  await markGranted(context.services, owed.reference);
  return granted;
}

const moneyEvents = combinedCodec<PaymentEvent | OrderEvent>(paymentEvents, orderEvents);

/** Applies what a payment's or order's stream owes, if anything (see applyOwedGrant). */
export async function grantSubscriptionOf(
  context: PaymentsContext,
  streamName: string,
  products: readonly ProductSource[] = [],
): Promise<OwedGrant | null> {
  for (const recorded of await context.services.store.readStream(streamName)) {
    const event = moneyEvents.decode(recorded);
    const owed = event && owedGrantOf(event);
    if (owed) {
      await applyOwedGrant(context, owed, undefined, products);
      return owed;
    }
  }
  return null;
}

async function markGranted(services: Pick<Services, "db" | "clock">, reference: string): Promise<void> {
  // the row may not be there yet (its projector lags): the sweeper then finds it, grants nothing and marks it
  await services.db
    .updateTable("subscription_grants")
    .set({ granted_at: services.clock.now(), last_error: null })
    .where("reference", "=", reference)
    .where("granted_at", "is", null)
    .execute();
}
