import * as Schema from "effect/Schema";
import type { RequestContext, Services } from "../../../app/context.ts";
import { ValidationError } from "../../../shared/errors.ts";
import { validate } from "../../../shared/validation.ts";
import { UserEmail } from "../../accounts/index.ts";
import { placeBankTransferOrder } from "../bank-transfer/handlers.ts";
import { requirePaymentId, requireSucceededPayment } from "../card-payment/claim.ts";
import { type CardPaymentStarted, createProductPayment, withOpenPayment } from "../card-payment/handlers.ts";
import { applyOwedGrant } from "../grants/apply.ts";
import { owedByPayment } from "../grants/owed.ts";
import { PLANS } from "../plans/plans.ts";
import {
  findOffer,
  type ProductOffer,
  type ProductSource,
  periodOf,
  requireMethodForPrice,
  requireOffer,
} from "../products/products.ts";
import type { Payments } from "../provider/setup.ts";
import {
  type IndividualRegistrationInput,
  paymentMethodOf,
  validateRegistration,
  withoutNulls,
} from "../registration/form.ts";
import { refuseTakenAddress, register } from "../registration/registration.ts";
import { intentView, type PaymentIntentView, purchaseResult, type PurchaseResultView } from "../views.ts";
import { buyerOf, payingProfile, type PurchaseContext, type PurchaseOutcome } from "./purchases.ts";

/**
 * Buying a webinar or a pack (a product another module sells, see products/products.ts): by the
 * signed-in profile's main admin, or together with registering an individual profile (register-and-
 * buy, which creates no subscription). The server takes the price from the product's source; the
 * card payment is checked to be for this very product. Card: granted at once; invoice: an order
 * whose recorded transfer grants it. Either way through the grant ledger, once per payment. A free
 * product (price 0) is obtained with the method "free" only, granted at once without any payment
 * (its admission's rule keeps a claim while admitted from changing anything).
 */

/** A free product's admission for the profile, recorded under the request's (or onboarding's) reference; the actor is the command's. */
async function grantFree(
  context: Pick<PurchaseContext, "services" | "commandContext">,
  source: ProductSource,
  offer: ProductOffer,
  profileId: number,
  reference: string,
): Promise<void> {
  const paidAt = context.services.clock.now().toISOString();
  await source.grant(context, {
    profileId,
    product: offer.ref,
    period: periodOf(offer),
    paidAt,
    reference,
    amountCents: 0,
    free: true,
  });
}

/** getWebinarIntent, getWebinarPackIntent: a card payment for the product, for the viewer's profile. */
async function productIntent(
  context: PurchaseContext,
  payments: Payments,
  source: ProductSource,
  id: unknown,
): Promise<CardPaymentStarted> {
  const profile = await payingProfile(context);
  const offer = await requireOffer(context.services, source, id);
  return createProductPayment(context, payments, offer, profile.profileId);
}

/** payForWebinar, payForWebinarPack: by card with a paid payment (`intent`), by invoice, or "free" for a free product. */
async function payForProduct(
  context: PurchaseContext,
  payments: Payments,
  source: ProductSource,
  input: { id: unknown; paymentMethod: unknown; intent?: unknown },
): Promise<PurchaseOutcome> {
  const profile = await payingProfile(context);
  const offer = await findOffer(context.services, source, input.id);
  const method = paymentMethodOf(input.paymentMethod);
  if (!method) throw new ValidationError([{ field: "paymentMethod", code: "PAYMENT_METHOD_INVALID" }]);
  requireMethodForPrice(offer, method);
  if (method === "free") {
    await grantFree(context, source, offer, profile.profileId, `free-${context.commandContext.correlationId}`);
    return { paid: true, orderNumber: null };
  }
  if (method === "invoice") {
    const buyer = await buyerOf(context, profile);
    const { orderNumber } = await placeBankTransferOrder(context, payments, {
      profileId: profile.profileId,
      product: offer,
      buyer,
    });
    return { paid: false, orderNumber };
  }
  const paymentId = requirePaymentId(input.intent);
  await withOpenPayment(context, paymentId, async (open) => {
    const sale = { planId: null, product: offer.ref, profileId: profile.profileId, claim: true };
    const payment = await requireSucceededPayment(context, payments, open, sale);
    const owed = owedByPayment(payment);
    if (owed) await applyOwedGrant(context, owed, open.session, payments.products ?? []);
  });
  return { paid: true, orderNumber: null };
}

const IntentEmail = Schema.Struct({ email: UserEmail });

/** getWebinarRegisterIntent, getWebinarPackRegisterIntent: a card payment before registering; the address is checked first. */
async function productRegisterIntent(
  context: PurchaseContext,
  payments: Payments,
  source: ProductSource,
  input: { id: unknown; email: unknown },
): Promise<CardPaymentStarted> {
  const offer = await requireOffer(context.services, source, input.id);
  const { email } = validate(IntentEmail, withoutNulls({ email: input.email }));
  await refuseTakenAddress(context, payments, email);
  return createProductPayment(context, payments, offer, null);
}

/**
 * registerIndividualWithWebinar, registerIndividualWithWebinarPack: an individual profile (type
 * single, without a subscription) with its user, and the product bought by card or invoice, as a
 * paid registration is (registration.ts): all checked first, the claim the creation's last step.
 * A free product ("free", no intent) is granted as that last step.
 */
async function registerWithProduct(
  context: PurchaseContext,
  payments: Payments,
  source: ProductSource,
  input: IndividualRegistrationInput & { id: unknown },
): Promise<PurchaseOutcome> {
  const offer = await findOffer(context.services, source, input.id);
  requireMethodForPrice(offer, paymentMethodOf(input.paymentMethod));
  return register(context, payments, validateRegistration(PLANS.single, input, offer));
}

/**
 * The four purchase use cases of a product another module sells, for that module's resolvers
 * (webinars: getWebinarIntent, payForWebinar, getWebinarRegisterIntent, registerIndividualWithWebinar).
 * They pay with the process's running payments (its provider and invoicing settings), which
 * start.ts registers for the process's services.
 */
export type ProductCheckout = {
  /** A card payment for the product, for the signed-in viewer's profile. */
  intent(ctx: RequestContext, id: number): Promise<PaymentIntentView>;
  /** Buys it for the viewer's profile: by card with a paid payment (`intent`), by invoice, or "free". */
  pay(
    ctx: RequestContext,
    input: { id: number; paymentMethod: string; intent?: string | null },
  ): Promise<PurchaseResultView>;
  /** A card payment made before registering; the address is checked first. */
  registerIntent(ctx: RequestContext, input: { id: number; email: string }): Promise<PaymentIntentView>;
  /** Registers an individual profile and buys the product with it. */
  register(ctx: RequestContext, input: IndividualRegistrationInput & { id: number }): Promise<PurchaseResultView>;
};

/** By the process's database handle, which every copy of its services shares. */
const runningPayments = new WeakMap<Services["db"], Payments>();

/** The process's payments, for the checkouts of its services (start.ts). */
export function registerRunningPayments(services: Services, payments: Payments): void {
  runningPayments.set(services.db, payments);
}

function paymentsFor(services: Services, source: ProductSource): Payments {
  const payments = runningPayments.get(services.db);
  if (!payments) throw new Error("The payments module is not started in this process");
  // a product unknown to the payments module could be paid for, but never granted by its ledger
  if (!payments.products?.includes(source))
    throw new Error(`The product "${source.kind}" is not among the payments module's products (src/app/modules.ts)`);
  return payments;
}

export function productCheckout(source: ProductSource): ProductCheckout {
  return {
    intent: async (ctx, id) => intentView(await productIntent(ctx, paymentsFor(ctx.services, source), source, id)),
    pay: async (ctx, input) =>
      purchaseResult(ctx, await payForProduct(ctx, paymentsFor(ctx.services, source), source, input)),
    registerIntent: async (ctx, input) =>
      intentView(await productRegisterIntent(ctx, paymentsFor(ctx.services, source), source, input)),
    register: async (ctx, input) =>
      purchaseResult(ctx, await registerWithProduct(ctx, paymentsFor(ctx.services, source), source, input)),
  };
}
