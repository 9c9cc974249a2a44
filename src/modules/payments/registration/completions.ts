import type { Completion, CompletionHandlers } from "../../accounts/index.ts";
import { type BuyerInput, orderDecider } from "../bank-transfer/decide.ts";
import { orderStream } from "../bank-transfer/events.ts";
import { bankTransferOrder } from "../bank-transfer/handlers.ts";
import { assignPayment } from "../card-payment/handlers.ts";
import { isPlanId, type PlanId } from "../plans/plans.ts";
import { periodOf, type ProductOffer, type ProductRef, productSource } from "../products/products.ts";
import type { Payments } from "../provider/setup.ts";

/**
 * The last step of a paid registration, run by the accounts' onboarding once the profile and its
 * admin exist (src/modules/accounts/onboarding): it claims the money for the profile. Recorded in
 * the onboarding's first event, so that a recovery can run it again after a crash (the payments'
 * job "payments.resume-registrations", which has these handlers); each handler is idempotent, so
 * running it again changes nothing:
 *   card-payment  the payment made before registering becomes the profile's (assigning it to the
 *                 same profile again appends nothing; to another profile is PAYMENT_ALREADY_USED,
 *                 which rolls the registration back and leaves the money with that profile);
 *   bank-order    the order, under a number allocated before the onboarding started, placed with
 *                 the onboarding's fixed command id (a retry finds the order and appends nothing,
 *                 so there is never a second order or invoice);
 *   free-product  a free webinar or pack, granted under the onboarding's fixed command id (the
 *                 admission takes that reference once).
 */
/** A plan's registration names the plan; a register-and-buy the product (the order's with its price as sold then, so a retry places the same order). */
export type CardPaymentCompletion = {
  kind: "card-payment";
  paymentId: string;
  planId: PlanId | null;
  product?: ProductRef;
};
export type BankOrderCompletion = {
  kind: "bank-order";
  orderNumber: number;
  planId: PlanId | null;
  product?: ProductOffer;
  buyer: BuyerInput;
};

export type FreeProductCompletion = { kind: "free-product"; planId: null; product: ProductOffer };
export const freeProductCompletion = (product: ProductOffer): FreeProductCompletion => ({
  kind: "free-product",
  planId: null,
  product,
});

export const cardPaymentCompletion = (
  paymentId: string,
  planId: PlanId | null,
  product?: ProductRef,
): CardPaymentCompletion => ({
  kind: "card-payment",
  paymentId,
  planId,
  ...(product ? { product } : {}),
});
export const bankOrderCompletion = (
  orderNumber: number,
  planId: PlanId | null,
  buyer: BuyerInput,
  product?: ProductOffer,
): BankOrderCompletion => ({
  kind: "bank-order",
  orderNumber,
  planId,
  ...(product ? { product } : {}),
  buyer,
});

/** The plan a completion names, as the onboarding's stream keeps it (plain JSON). */
const planOf = (completion: Completion): PlanId | null =>
  typeof completion.planId === "string" && isPlanId(completion.planId) ? completion.planId : null;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isProductRef = (value: unknown): value is ProductRef =>
  isRecord(value) && typeof value.kind === "string" && typeof value.id === "number" && typeof value.title === "string";
const isProductOffer = (value: unknown): value is ProductOffer =>
  isRecord(value) &&
  isProductRef(value.ref) &&
  typeof value.priceCents === "number" &&
  typeof value.availableForDays === "number" &&
  typeof value.invoiceText === "string";

const isBuyerInput = (value: unknown): value is BuyerInput =>
  typeof value === "object" &&
  value !== null &&
  ["name", "street", "city", "country"].every((field) => typeof Reflect.get(value, field) === "string");

/** A card-payment completion read back, its fields checked. */
function readCardPayment(completion: Completion): CardPaymentCompletion {
  const { paymentId, product } = completion;
  const planId = planOf(completion);
  if (typeof paymentId !== "string" || !(planId || isProductRef(product)))
    throw new Error(`Not a card-payment completion: ${JSON.stringify(completion)}`);
  return cardPaymentCompletion(paymentId, planId, isProductRef(product) ? product : undefined);
}

/** A bank-order completion read back, its fields checked. */
function readBankOrder(completion: Completion): BankOrderCompletion {
  const { orderNumber, buyer, product } = completion;
  const planId = planOf(completion);
  if (typeof orderNumber !== "number" || !(planId || isProductOffer(product)) || !isBuyerInput(buyer))
    throw new Error(`Not a bank-order completion: ${JSON.stringify(completion)}`);
  return bankOrderCompletion(orderNumber, planId, buyer, isProductOffer(product) ? product : undefined);
}

/** The handlers, for the registration itself and for the payments' recovery job. */
export function registrationCompletions(payments: Payments): CompletionHandlers {
  return {
    "card-payment": async (context, completion, { profileId }) => {
      const { paymentId, planId, product } = readCardPayment(completion);
      await assignPayment(context, { paymentId, profileId, planId, product });
    },
    "bank-order": async (context, completion, { profileId, commandId }) => {
      const { orderNumber, planId, buyer, product } = readBankOrder(completion);
      const placeOrder = bankTransferOrder(context, payments, {
        profileId,
        ...(product ? { product } : { subscriptionType: planId }),
        buyer,
      });
      await context.run(orderStream(orderNumber), orderDecider, placeOrder(orderNumber), { commandId });
    },
    "free-product": async (context, completion, { profileId, commandId }) => {
      const { product } = completion;
      if (!isProductOffer(product)) throw new Error(`Not a free-product completion: ${JSON.stringify(completion)}`);
      const paidAt = context.services.clock.now().toISOString();
      const grant = {
        profileId,
        product: product.ref,
        period: periodOf(product),
        paidAt,
        reference: `free-${commandId}`,
        amountCents: 0,
        free: true,
      };
      await productSource(payments.products ?? [], product.ref.kind).grant(context, grant);
    },
  };
}
