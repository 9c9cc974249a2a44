import type { Completion, CompletionHandlers } from "../../accounts/index.ts";
import { type BuyerInput, orderDecider } from "../bank-transfer/decide.ts";
import { orderStream } from "../bank-transfer/events.ts";
import { bankTransferOrder } from "../bank-transfer/handlers.ts";
import { assignPayment } from "../card-payment/handlers.ts";
import { isPlanId, type PlanId } from "../plans/plans.ts";
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
 *                 so there is never a second order or invoice).
 */
export type CardPaymentCompletion = { kind: "card-payment"; paymentId: string; planId: PlanId };
export type BankOrderCompletion = { kind: "bank-order"; orderNumber: number; planId: PlanId; buyer: BuyerInput };

export const cardPaymentCompletion = (paymentId: string, planId: PlanId): CardPaymentCompletion => ({ kind: "card-payment", paymentId, planId });
export const bankOrderCompletion = (orderNumber: number, planId: PlanId, buyer: BuyerInput): BankOrderCompletion => ({ kind: "bank-order", orderNumber, planId, buyer });

/** The plan a completion names, as the onboarding's stream keeps it (plain JSON). */
const planOf = (completion: Completion): PlanId | null => (typeof completion.planId === "string" && isPlanId(completion.planId) ? completion.planId : null);

const isBuyerInput = (value: unknown): value is BuyerInput =>
  typeof value === "object" && value !== null && ["name", "street", "city", "country"].every((field) => typeof Reflect.get(value, field) === "string");

/** A card-payment completion read back, its fields checked. */
function readCardPayment(completion: Completion): CardPaymentCompletion {
  const { paymentId } = completion;
  const planId = planOf(completion);
  if (typeof paymentId !== "string" || !planId) throw new Error(`Not a card-payment completion: ${JSON.stringify(completion)}`);
  return cardPaymentCompletion(paymentId, planId);
}

/** A bank-order completion read back, its fields checked. */
function readBankOrder(completion: Completion): BankOrderCompletion {
  const { orderNumber, buyer } = completion;
  const planId = planOf(completion);
  if (typeof orderNumber !== "number" || !planId || !isBuyerInput(buyer)) throw new Error(`Not a bank-order completion: ${JSON.stringify(completion)}`);
  return bankOrderCompletion(orderNumber, planId, buyer);
}

/** The handlers, for the registration itself and for the payments' recovery job. */
export function registrationCompletions(payments: Payments): CompletionHandlers {
  return {
    "card-payment": async (context, completion, { profileId }) => {
      const { paymentId, planId } = readCardPayment(completion);
      await assignPayment(context, { paymentId, profileId, planId });
    },
    "bank-order": async (context, completion, { profileId, commandId }) => {
      const { orderNumber, planId, buyer } = readBankOrder(completion);
      const placeOrder = bankTransferOrder(context, payments, { profileId, subscriptionType: planId, buyer });
      await context.run(orderStream(orderNumber), orderDecider, placeOrder(orderNumber), { commandId });
    },
  };
}
