import * as Schema from "effect/Schema";
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
export async function grantFree(
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
export async function productIntent(
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
export async function payForProduct(
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
export async function productRegisterIntent(
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
export async function registerWithProduct(
  context: PurchaseContext,
  payments: Payments,
  source: ProductSource,
  input: IndividualRegistrationInput & { id: unknown },
): Promise<PurchaseOutcome> {
  const offer = await findOffer(context.services, source, input.id);
  requireMethodForPrice(offer, paymentMethodOf(input.paymentMethod));
  return register(context, payments, validateRegistration(PLANS.single, input, offer));
}
