import type { Services } from "../../../app/context.ts";
import type { CommandContext } from "../../../eventstore/command-handler.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import { DomainError } from "../../../shared/errors.ts";
import type { Cents } from "../../../shared/money.ts";
import type { AccessEntry, Period } from "../../accounts/index.ts";
import type { PlanId } from "../plans/plans.ts";

/**
 * Besides the subscription plans, a payment or an order can buy a product another module sells (a
 * webinar, a pack of webinars). The payments module knows such a product only by its kind, id and
 * title: its price and what buying it gives come from the product's source, which the app hands
 * the module (src/app/modules.ts), as the media module gets its file sources.
 */
export type ProductRef = { kind: string; id: number; title: string };

/** A product as it is sold now: the server's price (the client never sends an amount) and its access period in days. */
export type ProductOffer = { ref: ProductRef; priceCents: Cents; availableForDays: number; invoiceText: string };

/**
 * What a paid product owes a profile, under the payment's or order's reference (taken once). A
 * free product's claim (`free`) admits only a profile not admitted now: while admitted it changes nothing.
 */
export type ProductGrant = {
  profileId: number;
  product: ProductRef;
  period: Period;
  paidAt: string;
  reference: string;
  amountCents: Cents;
  free?: boolean;
};

export type GrantContext = { services: Services; commandContext: CommandContext };

/** A module's products, as the payments module sees them. */
export type ProductSource = {
  kind: string;
  /** The product as sold now; null when there is none (never created, or deleted). */
  offer(services: Services, id: number): Promise<ProductOffer | null>;
  /**
   * Gives the profile what was paid. Idempotent per `reference`: applied again (a redelivered
   * webhook, the sweeper after the request) it changes nothing. In the caller's `session` the caller
   * waits for the read models; without, this waits. Returns whether anything was granted.
   */
  grant(context: GrantContext, grant: ProductGrant, session?: CommandSession): Promise<boolean>;
  /**
   * The profile's access events of this kind of product for its audit trail (admissions granted,
   * extended, revoked); sources that share one function are asked once.
   */
  accessHistory?: ProductAccessHistory;
};

/** A product's access events of a profile, as the audit trail lists them. */
export type ProductAccessHistory = (
  services: Pick<Services, "db" | "store">,
  profileId: number,
) => Promise<AccessEntry[]>;

/** What a payment or an order is for: a plan, or a product (then `planId` is null). Older events name only the plan. */
export type Sale = { planId: PlanId | null; product?: ProductRef | undefined };

/** Whether a payment made for one thing is used for that thing (an intent paid for a webinar buys no pack). */
export const sameSale = (a: Sale, b: Sale): boolean =>
  a.product || b.product
    ? a.product?.kind === b.product?.kind && a.product?.id === b.product?.id
    : a.planId === b.planId;

/** The refusal of a payment used for another sale: a plan's wording, or a product's when a webinar or pack is involved. */
// one code a line, as the module's message test reads the codes it answers with
type SaleMismatch = "PAYMENT_PLAN_MISMATCH" | "PAYMENT_PRODUCT_MISMATCH";
export const saleMismatchCode = (a: Sale, b: Sale): SaleMismatch =>
  a.product || b.product ? "PAYMENT_PRODUCT_MISMATCH" : "PAYMENT_PLAN_MISMATCH";

/** How a sale reads in the audit trail: the plan's id, or "webinar 3: Title". */
export const saleText = (sale: Sale): string =>
  sale.product ? `${sale.product.kind} ${sale.product.id}: ${sale.product.title}` : String(sale.planId);

export function productSource(sources: readonly ProductSource[], kind: string): ProductSource {
  const source = sources.find((s) => s.kind === kind);
  if (!source) throw new Error(`No product source sells "${kind}"`);
  return source;
}

/** The product as sold now, free or not; PRODUCT_NOT_FOUND when there is none. */
export async function findOffer(services: Services, source: ProductSource, id: unknown): Promise<ProductOffer> {
  const offer = typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? await source.offer(services, id) : null;
  if (!offer) throw new DomainError("PRODUCT_NOT_FOUND");
  return offer;
}

export const isFree = (offer: ProductOffer): boolean => offer.priceCents <= 0;

/**
 * The method fits the price: a free product is obtained only with "free" (card and invoice are
 * PRODUCT_NOT_PURCHASABLE), a priced one never with it (PRODUCT_NOT_FREE).
 */
export function requireMethodForPrice(offer: ProductOffer, method: string | null): void {
  if (isFree(offer) && method !== null && method !== "free") throw new DomainError("PRODUCT_NOT_PURCHASABLE");
  if (!isFree(offer) && method === "free") throw new DomainError("PRODUCT_NOT_FREE");
}

/** The product as sold for money now (a card payment's); PRODUCT_NOT_FOUND when there is none, PRODUCT_NOT_PURCHASABLE when it is free. */
export async function requireOffer(services: Services, source: ProductSource, id: unknown): Promise<ProductOffer> {
  const offer = await findOffer(services, source, id);
  requireMethodForPrice(offer, "card");
  return offer;
}

/** A product's access period as the payment's events carry it. */
export const periodOf = (offer: ProductOffer): Period => ({ unit: "day", count: offer.availableForDays });
