import type { Middleware } from "koa";
import type { Services } from "../../../app/context.ts";
import type { EventStore } from "../../../eventstore/types.ts";
import { DomainError } from "../../../shared/errors.ts";
import { findProfile, resolveViewer, tokenFromRequest } from "../../accounts/index.ts";
import { loadOrder } from "../bank-transfer/handlers.ts";
import type { Invoice } from "./invoice.ts";

/** The PDF writer (pdf-lib) loads with the first invoice asked for: most processes never write one. */
const renderInvoicePdf = async (invoice: Invoice): Promise<Uint8Array> =>
  (await import("./invoice-pdf.ts")).renderInvoicePdf(invoice);

/** The invoice's download (invoiceRoute), relative to the site. */
export const invoiceUrl = (orderNumber: number) => `/invoices/${orderNumber}.pdf`;

/** The order's invoice as a PDF (the invoice url's download), made from the issued invoice every time. */
export async function invoicePdf(store: EventStore, orderNumber: number): Promise<Uint8Array> {
  const invoice = (await loadOrder(store, orderNumber))?.invoice;
  if (!invoice) throw new DomainError("ORDER_NOT_FOUND");
  return renderInvoicePdf(invoice);
}

/**
 * GET /invoices/<order number>.pdf: the order's invoice, for the main admin of the profile it was
 * issued to and for library admins, with the login token as a Bearer header or the session cookie
 * (so a plain link works). Anyone else gets the same 404 as for an order that does not exist, so
 * order numbers cannot be probed.
 */
export function invoiceRoute(services: Services): Middleware {
  return async (ctx, next) => {
    const match = /^\/invoices\/(\d{1,9})\.pdf$/.exec(ctx.path);
    if (!match || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const orderNumber = Number(match[1]);
    ctx.set("Cache-Control", "private, no-store");
    // who asks is settled first: an anonymous request learns nothing, not even from timing
    const viewer = await resolveViewer(services, tokenFromRequest(ctx.get("authorization"), ctx.get("cookie")));
    const order = viewer.kind === "user" ? await loadOrder(services.store, orderNumber) : null;
    const allowed =
      viewer.kind === "user" &&
      !!order?.invoice &&
      (viewer.isAdmin || (await findProfile(services.db, order.profileId))?.mainAdminUserId === Number(viewer.userId));
    if (!allowed || !order?.invoice) {
      ctx.status = 404;
      return;
    }
    ctx.type = "application/pdf";
    ctx.attachment(`faktura-${order.invoice.invoiceNumber}.pdf`);
    ctx.body = Buffer.from(await renderInvoicePdf(order.invoice));
  };
}
