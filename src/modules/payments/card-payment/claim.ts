import { DomainError } from "../../../shared/errors.ts";
import { type Sale, saleMismatchCode, sameSale } from "../products/products.ts";
import type { Payments } from "../provider/setup.ts";
import type { Payment } from "./events.ts";
import { type OpenPayment, type PaymentsContext, settleReportedPayment } from "./handlers.ts";

/** A payment id as the client sends it (GraphQL's `intent` argument), or absent (null, blank). */
export const paymentIdOf = (argument: unknown): string | null =>
  typeof argument === "string" && argument.trim() !== "" ? argument.trim() : null;

/** The payment id the client must send: PAYMENT_INTENT_REQUIRED without one. */
export function requirePaymentId(argument: unknown): string {
  const paymentId = paymentIdOf(argument);
  if (!paymentId) throw new DomainError("PAYMENT_INTENT_REQUIRED");
  return paymentId;
}

/**
 * The card payment the client sends, checked for this plan (or product) and profile (null: a profile being
 * registered) and confirmed with the provider: only a payment the server has seen succeed passes.
 * With `claim`, a payment made before logging in becomes the profile's in the same append.
 * Otherwise a code the client can show: PAYMENT_NOT_FOUND, PAYMENT_PLAN_MISMATCH or PAYMENT_PRODUCT_MISMATCH (an intent bought
 * for another plan), PAYMENT_ALREADY_USED, PAYMENT_REQUIRES_ACTION (3-D Secure not done),
 * CARD_DECLINED, CARD_AUTHENTICATION_FAILED, PAYMENT_NOT_COMPLETED (the card step has not
 * finished), PAYMENT_PROVIDER_UNAVAILABLE.
 */
export async function requireSucceededPayment(
  context: PaymentsContext,
  payments: Payments,
  open: OpenPayment,
  input: Sale & { profileId: number | null; claim?: boolean },
): Promise<Payment> {
  const { payment } = open;
  if (!payment || payment.provider !== payments.provider.name) throw new DomainError("PAYMENT_NOT_FOUND");
  // checked before the provider is asked: an intent bought for 8,90 € never pays for a school
  if (!sameSale(payment, input)) throw new DomainError(saleMismatchCode(payment, input));
  if (payment.profileId !== null && payment.profileId !== input.profileId)
    throw new DomainError("PAYMENT_ALREADY_USED");
  const claimFor =
    input.claim && input.profileId !== null
      ? { profileId: input.profileId, planId: input.planId, product: input.product }
      : undefined;
  const settled = await settleReportedPayment(context, payments, open, claimFor);
  switch (settled.payment.status) {
    case "succeeded":
      return settled.payment;
    case "requires_action":
      throw new DomainError("PAYMENT_REQUIRES_ACTION");
    case "failed":
      throw new DomainError(
        settled.failure?.code === "payment_intent_authentication_failure"
          ? "CARD_AUTHENTICATION_FAILED"
          : "CARD_DECLINED",
      );
    case "pending":
      throw new DomainError("PAYMENT_NOT_COMPLETED");
    default: {
      const unknown: never = settled.payment.status;
      throw new Error(`Unknown payment status ${String(unknown)}`);
    }
  }
}
