import type { RequestContext, Services } from "../../../app/context.ts";
import type { ProductSource } from "../products/products.ts";
import type { Payments } from "../provider/setup.ts";
import type { IndividualRegistrationInput } from "../registration/form.ts";
import { intentView, type PaymentIntentView, purchaseResult, type PurchaseResultView } from "../views.ts";
import { payForProduct, productIntent, productRegisterIntent, registerWithProduct } from "./product-purchases.ts";

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
