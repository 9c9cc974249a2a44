import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { commonMessages, localise } from "../../shared/messages.ts";
import { type Cents, formatEuro } from "../../shared/money.ts";
import { isAdmin, requireSignedIn } from "../access/policy.ts";
import type { ProfileView } from "../accounts/queries.ts";
import { orderStream } from "./events.ts";
import { grantSubscriptionOf } from "./grants.ts";
import { type CardPaymentStarted, type Payments, recordBankTransfer } from "./handlers.ts";
import { profileHistory } from "./history.ts";
import { paymentMessages } from "./messages.ts";
import { PLAN_IDS, PLANS } from "./plans.ts";
import { paymentClientSettings } from "./provider.ts";
import { addIndividualSubscription, addOrganisationSubscription, profileSubscriptionIntent, type PurchaseOutcome, upgradeTrial } from "./purchases.ts";
import { findOrder, listOrdersOfProfile, type OrderSummary } from "./queries.ts";
import {
  type IndividualRegistrationInput,
  type OrganisationRegistrationInput,
  registerIndividual,
  registerOrganisation,
  subscriptionIntentForRegistration,
} from "./registration.ts";
import { type TestConfirmation, TestPaymentProvider } from "./test-provider.ts";

/** The process's payments (startServices builds them). */
function paymentsOf(ctx: RequestContext): Payments {
  if (!ctx.services.payments) throw new Error("Payments are not configured in these services (startServices builds them)");
  return ctx.services.payments;
}

/** Library staff only (getProfileHistory, recordBankTransfer): LOGIN_REQUIRED, then FORBIDDEN. */
function requireLibraryAdmin(ctx: RequestContext): void {
  requireSignedIn(ctx.viewer);
  if (!isAdmin(ctx.viewer)) throw new DomainError("FORBIDDEN");
}

/** The invoice's download (src/modules/payments/routes.ts), relative to the site. */
export const invoiceUrl = (orderNumber: number) => `/invoices/${orderNumber}.pdf`;

const ORDER_STATUS = { awaiting_payment: "placed", paid: "paid", expired: "expired" } as const;

const orderView = (order: OrderSummary) => ({
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

async function orderByNumber(ctx: RequestContext, orderNumber: number) {
  const order = await findOrder(ctx.services.db, orderNumber);
  if (!order) throw new DomainError("ORDER_NOT_FOUND");
  return orderView(order);
}

async function purchaseResult(ctx: RequestContext, outcome: PurchaseOutcome) {
  if (outcome.paid) return { paid: true, invoiceUrl: null, order: null };
  const order = await orderByNumber(ctx, outcome.orderNumber);
  return { paid: false, invoiceUrl: order.invoiceUrl, order };
}

const intentView = (started: CardPaymentStarted) => ({ ...started, amountText: formatEuro(started.amountCents) });

/** The built-in provider's card form, which exists only while no Stripe key is configured. */
function testProvider(ctx: RequestContext): TestPaymentProvider {
  const { provider } = paymentsOf(ctx);
  if (!(provider instanceof TestPaymentProvider)) throw new DomainError("PAYMENT_PROVIDER_NOT_TEST");
  return provider;
}

/** "MM/YY" or "MM/YYYY", as a card shows it. */
function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) throw new ValidationError([{ field: "expiry", code: "CARD_EXPIRY_INVALID" }]);
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

/** The card form's answer; a declined card is an answer (with the reason in the request's language), not an error. */
async function testCardResult(ctx: RequestContext, confirm: () => Promise<TestConfirmation>) {
  let result: TestConfirmation;
  try {
    result = await confirm();
  } catch (error) {
    // the provider names the card's field "number"; the mutation's argument is cardNumber
    if (error instanceof ValidationError) {
      throw new ValidationError(error.issues.map((issue) => (issue.field === "number" ? { ...issue, field: "cardNumber" } : issue)));
    }
    throw error;
  }
  return { status: result.status, error: result.error && localise({ ...commonMessages, ...paymentMessages }, result.error, ctx.lang) };
}

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    paymentSettings: (_parent, _args, ctx: RequestContext) => {
      const { config } = paymentsOf(ctx);
      const client = paymentClientSettings(config);
      return { provider: client.provider, publishableKey: client.provider === "stripe" ? client.publishableKey : null, bankTransfer: config.invoicing !== null };
    },
    getPlans: () =>
      PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        return {
          id,
          profileTypeId: plan.profileTypeId,
          priceCents: plan.priceCents,
          priceText: formatEuro(plan.priceCents),
          periodUnit: plan.period.unit,
          periodCount: plan.period.count,
          seats: plan.seats,
        };
      }),
    getProfileHistory: async (_parent, args: { profileId: number }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx);
      const entries = await profileHistory(ctx.services, args.profileId);
      return entries.map((entry) => ({
        ...entry,
        occurredAt: entry.occurredAt.toISOString(),
        amountText: entry.amountCents === null ? null : formatEuro(entry.amountCents as Cents),
      }));
    },
  },
  Mutation: {
    getSubscriptionIntent: async (_parent, args: { subscriptionType: string; email: string }, ctx: RequestContext) =>
      intentView(await subscriptionIntentForRegistration(ctx, paymentsOf(ctx), args)),
    registerIndividual: async (_parent, args: IndividualRegistrationInput, ctx: RequestContext) =>
      purchaseResult(ctx, await registerIndividual(ctx, paymentsOf(ctx), args)),
    registerOrganisation: async (_parent, args: OrganisationRegistrationInput, ctx: RequestContext) =>
      purchaseResult(ctx, await registerOrganisation(ctx, paymentsOf(ctx), args)),
    getProfileSubscriptionIntent: async (_parent, args: { subscriptionType: string }, ctx: RequestContext) =>
      intentView(await profileSubscriptionIntent(ctx, paymentsOf(ctx), args.subscriptionType)),
    addIndividualSubscription: async (_parent, args: { intent: string }, ctx: RequestContext) =>
      purchaseResult(ctx, await addIndividualSubscription(ctx, paymentsOf(ctx), args.intent)),
    addOrganisationSubscription: async (_parent, args: { intent?: string | null }, ctx: RequestContext) =>
      purchaseResult(ctx, await addOrganisationSubscription(ctx, paymentsOf(ctx), args.intent)),
    upgradeTrial: async (_parent, args: { profileType: number; intent?: string | null }, ctx: RequestContext) =>
      purchaseResult(ctx, await upgradeTrial(ctx, paymentsOf(ctx), args.profileType, args.intent)),
    confirmTestCardPayment: (_parent, args: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }, ctx: RequestContext) =>
      testCardResult(ctx, () => {
        const provider = testProvider(ctx);
        return provider.confirmCardPayment(args.clientSecret, { number: args.cardNumber, cvc: args.cvc, ...parseExpiry(args.expiry) });
      }),
    completeTestCardAuthentication: (_parent, args: { clientSecret: string; approved: boolean }, ctx: RequestContext) =>
      testCardResult(ctx, () => testProvider(ctx).completeAuthentication(args.clientSecret, args.approved)),
    recordBankTransfer: async (_parent, args: { orderNumber: number; amountCents: number; receivedOn: string }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx);
      await recordBankTransfer(ctx, args);
      await grantSubscriptionOf(ctx, orderStream(args.orderNumber));
      return orderByNumber(ctx, args.orderNumber);
    },
  },
  Profile: {
    /** The profile's main admin and library admins see its orders; its other users see none. */
    orders: async (profile: ProfileView, _args, ctx: RequestContext) => {
      if (ctx.viewer.kind !== "user") return [];
      if (!ctx.viewer.isAdmin && Number(ctx.viewer.userId) !== profile.mainAdminUserId) return [];
      return (await listOrdersOfProfile(ctx.services.db, profile.id)).map(orderView);
    },
  },
};
