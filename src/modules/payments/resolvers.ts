import type { RequestContext } from "../../app/context.ts";
import type { QueryResolvers, Resolvers } from "../../__generated__/resolvers-types.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { commonMessages, localise } from "../../shared/messages.ts";
import { formatEuro } from "../../shared/money.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { findProfile } from "../accounts/index.ts";
import { recordBankTransferAndGrant } from "./bank-transfer/handlers.ts";
import { listOrdersOfProfile } from "./bank-transfer/queries.ts";
import { profileHistory } from "./history/history.ts";
import { paymentMessages } from "./messages.ts";
import { PLAN_IDS, PLANS } from "./plans/plans.ts";
import { paymentClientSettings } from "./provider/provider.ts";
import type { Payments } from "./provider/setup.ts";
import { type TestConfirmation, TestPaymentProvider } from "./provider/test-provider.ts";
import {
  addIndividualSubscription,
  addOrganisationSubscription,
  profileSubscriptionIntent,
  type PurchaseOutcome,
  upgradeTrial,
} from "./purchases/purchases.ts";
import {
  registerIndividual,
  registerOrganisation,
  subscriptionIntentForRegistration,
} from "./registration/registration.ts";
import { intentView, orderByNumber, orderView, purchaseResult } from "./views.ts";

/** The built-in provider's card form, which exists only without a Stripe key, in development or with TEST_PAYMENTS=true. */
function testProvider(payments: Payments): TestPaymentProvider {
  const { provider } = payments;
  if (!(provider instanceof TestPaymentProvider) || !payments.config.testCards)
    throw new DomainError("PAYMENT_PROVIDER_NOT_TEST");
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
      throw new ValidationError(
        error.issues.map((issue) => (issue.field === "number" ? { ...issue, field: "cardNumber" } : issue)),
      );
    }
    throw error;
  }
  return {
    status: result.status,
    error: result.error && localise({ ...commonMessages, ...paymentMessages }, result.error, ctx.lang),
  };
}

/** Settings and plans for everyone; a profile's money history for library admins. */
const paymentQueries = (payments: Payments) =>
  ({
    paymentSettings: () => {
      const { config } = payments;
      const client = paymentClientSettings(config);
      return {
        provider: client.provider,
        publishableKey: client.provider === "stripe" ? client.publishableKey : null,
        bankTransfer: config.invoicing !== null,
      };
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
    getProfileHistory: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      const entries = await profileHistory(ctx.services, args.profileId, payments.products ?? []);
      return entries.map((entry) => ({
        ...entry,
        occurredAt: entry.occurredAt.toISOString(),
        amountText: entry.amountCents === null ? null : formatEuro(entry.amountCents),
      }));
    },
  }) satisfies QueryResolvers;

/** The payments' resolvers, with the process's provider and settings (the module's start builds them). */
export const paymentResolvers = (payments: Payments) =>
  ({
    Query: paymentQueries(payments),
    Mutation: {
      getSubscriptionIntent: async (_parent, args, ctx) =>
        intentView(await subscriptionIntentForRegistration(ctx, payments, args)),
      registerIndividual: async (_parent, args, ctx) =>
        purchaseResult(ctx, await registerIndividual(ctx, payments, args)),
      registerOrganisation: async (_parent, args, ctx) =>
        purchaseResult(ctx, await registerOrganisation(ctx, payments, args)),
      getProfileSubscriptionIntent: async (_parent, args, ctx) =>
        intentView(await profileSubscriptionIntent(ctx, payments, args.subscriptionType)),
      // `intent`: the payment id (the argument's name is the API's)
      addIndividualSubscription: async (_parent, args, ctx) =>
        purchaseResult(ctx, await addIndividualSubscription(ctx, payments, args.intent)),
      addOrganisationSubscription: async (_parent, args, ctx) =>
        purchaseResult(ctx, await addOrganisationSubscription(ctx, payments, args.intent)),
      upgradeTrial: async (_parent, args, ctx) =>
        purchaseResult(ctx, await upgradeTrial(ctx, payments, args.profileType, args.intent)),
      confirmTestCardPayment: (
        _parent,
        args: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
        ctx: RequestContext,
      ) =>
        testCardResult(ctx, () => {
          const provider = testProvider(payments);
          return provider.confirmCardPayment(args.clientSecret, {
            number: args.cardNumber,
            cvc: args.cvc,
            ...parseExpiry(args.expiry),
          });
        }),
      completeTestCardAuthentication: (_parent, args, ctx) =>
        testCardResult(ctx, () => testProvider(payments).completeAuthentication(args.clientSecret, args.approved)),
      recordBankTransfer: async (
        _parent,
        args: { orderNumber: number; amountCents: number; receivedOn: string },
        ctx: RequestContext,
      ) => {
        requireLibraryAdmin(ctx.viewer);
        // the transfer, and the subscription it pays for, both shown before the answer
        await recordBankTransferAndGrant(ctx, args, payments.products ?? []);
        return orderByNumber(ctx, args.orderNumber);
      },
    },
    PurchaseResult: {
      /** The buyer's profile as the purchase left it (subscriptions, orders), for a signed-in buyer. */
      profile: async (_result, _args, ctx) =>
        ctx.viewer.kind === "user"
          ? ((await findProfile(ctx.services.db, Number(ctx.viewer.profileId))) ?? null)
          : null,
    },
    Profile: {
      /** The profile's main admin and library admins see its orders; its other users see none. */
      orders: async (profile, _args, ctx) => {
        if (ctx.viewer.kind !== "user") return [];
        if (!ctx.viewer.isAdmin && Number(ctx.viewer.userId) !== profile.mainAdminUserId) return [];
        return (await listOrdersOfProfile(ctx.services.db, profile.id)).map(orderView);
      },
    },
  }) satisfies Resolvers;
