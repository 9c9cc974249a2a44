import type { MutationResolvers } from "../../__generated__/resolvers-types.ts";
import { productCheckout } from "../payments/index.ts";
import { webinarPackProduct, webinarProduct } from "./products.ts";

/**
 * Buying a webinar or a pack, signed in or together with registering: the payments module's
 * checkout (prices, card payments, invoices, the grant ledger) with this module's products.
 */
const webinar = productCheckout(webinarProduct);
const pack = productCheckout(webinarPackProduct);

export const purchaseMutations = {
  getWebinarIntent: (_parent, args, ctx) => webinar.intent(ctx, args.webinarId),
  payForWebinar: (_parent, { webinarId, ...payment }, ctx) => webinar.pay(ctx, { id: webinarId, ...payment }),
  getWebinarRegisterIntent: (_parent, { webinarId, email }, ctx) =>
    webinar.registerIntent(ctx, { id: webinarId, email }),
  registerIndividualWithWebinar: (_parent, { webinarId, ...registration }, ctx) =>
    webinar.register(ctx, { id: webinarId, ...registration }),

  getWebinarPackIntent: (_parent, args, ctx) => pack.intent(ctx, args.webinarPackId),
  payForWebinarPack: (_parent, { webinarPackId, ...payment }, ctx) => pack.pay(ctx, { id: webinarPackId, ...payment }),
  getWebinarPackRegisterIntent: (_parent, { webinarPackId, email }, ctx) =>
    pack.registerIntent(ctx, { id: webinarPackId, email }),
  registerIndividualWithWebinarPack: (_parent, { webinarPackId, ...registration }, ctx) =>
    pack.register(ctx, { id: webinarPackId, ...registration }),
} satisfies MutationResolvers;
