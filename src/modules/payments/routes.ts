import type { Middleware } from "koa";
import type { Services } from "../../app/context.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { isDomainError } from "../../shared/errors.ts";
import { resolveViewer, tokenFromRequest } from "../access/viewer.ts";
import { findProfile } from "../accounts/queries.ts";
import { paymentStream } from "./events.ts";
import { grantSubscriptionOf } from "./grants.ts";
import { handleStripeWebhook, invoicePdf, loadOrder } from "./handlers.ts";

/** Stripe's events are a few kilobytes; anything far bigger is not one of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /webhooks/stripe: Stripe tells us about a payment intent. The body is read raw (the signature
 * is over its bytes; no body parser runs in front of this). Answers 400 to a bad signature, 200
 * once the outcome is recorded and, for a payment that belongs to a profile, its subscription
 * granted — also for a redelivery, which records nothing. Any other failure is a 5xx, so Stripe
 * delivers the event again later.
 */
export function stripeWebhookRoute(services: Services): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== "/webhooks/stripe" || !services.payments) return next();
    if (ctx.method !== "POST") {
      ctx.status = 405;
      ctx.set("Allow", "POST");
      return;
    }
    const body = await readBody(ctx.req, WEBHOOK_BODY_LIMIT);
    if (body === null) {
      ctx.status = 413;
      return;
    }
    let paymentId: string | null;
    try {
      ({ paymentId } = await handleStripeWebhook(services, services.payments, body, ctx.get("stripe-signature") || undefined));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const signatureProblem = error.code === "WEBHOOK_SIGNATURE_INVALID";
      if (!signatureProblem) services.log("Stripe webhook refused", { code: error.code });
      // not configured here: 404, as if the route did not exist; a refused outcome (an amount that
      // is not the plan's) stays visible in Stripe's dashboard as a failing delivery
      ctx.status = signatureProblem ? 400 : error.code === "WEBHOOK_NOT_CONFIGURED" ? 404 : 422;
      ctx.body = { error: error.code };
      return;
    }
    if (paymentId) await grantSubscriptionOf({ services, commandContext: { ...systemContext(), actor: "provider" } }, paymentStream(paymentId));
    ctx.status = 200;
    ctx.body = { received: true };
  };
}

/**
 * GET /invoices/<order number>.pdf: the order's invoice, for the main admin of the profile it was
 * issued to and for library admins, with the login token as a Bearer header or the `token` cookie
 * (so a plain link works). 404 for an unknown order, 403 for anyone else.
 */
export function invoiceRoute(services: Services): Middleware {
  return async (ctx, next) => {
    const match = /^\/invoices\/(\d{1,9})\.pdf$/.exec(ctx.path);
    if (!match || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const orderNumber = Number(match[1]);
    const order = await loadOrder(services.store, orderNumber);
    if (!order?.invoice) {
      ctx.status = 404;
      return;
    }
    const viewer = await resolveViewer(services, tokenFromRequest(ctx.get("authorization"), ctx.get("cookie")));
    const allowed =
      viewer.kind === "user" && (viewer.isAdmin || (await findProfile(services.db, order.profileId))?.mainAdminUserId === Number(viewer.userId));
    ctx.set("Cache-Control", "private, no-store");
    if (!allowed) {
      ctx.status = 403;
      return;
    }
    ctx.type = "application/pdf";
    ctx.attachment(`faktura-${order.invoice.invoiceNumber}.pdf`);
    ctx.body = Buffer.from(await invoicePdf(services.store, orderNumber));
  };
}

/** The request body as bytes, or null when it is larger than `limit`. */
async function readBody(request: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
