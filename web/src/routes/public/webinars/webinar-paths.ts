import type { Lang } from "../../../../../src/shared/lang.ts";
import { paths } from "../../route-table.ts";

/**
 * The webinar section's addresses (visitor-side spec §2) and where a purchase goes once it is made
 * (§4). A webinar and a pack are bought the same way; only their path word differs.
 */
export type Product = "webinar" | "pack";
export type PurchaseMethod = "card" | "invoice";

/** Each product's pages: /{lang}/webinar/{slug}…, /{lang}/balik-webinarov/{slug}… (route-table.ts). */
const PAGES = {
  webinar: {
    detail: paths.webinar,
    purchase: paths.webinarPurchase,
    thanks: paths.webinarPurchaseThanks,
    register: paths.webinarRegister,
    registerPayment: paths.webinarRegisterPayment,
  },
  pack: {
    detail: paths.pack,
    purchase: paths.packPurchase,
    thanks: paths.packPurchaseThanks,
    register: paths.packRegister,
    registerPayment: paths.packRegisterPayment,
  },
} as const;

export const webinarListPath = (lang: Lang) => paths.webinarList(lang);
export const packListPath = (lang: Lang) => paths.packList(lang);
export const productPath = (lang: Lang, product: Product, slug: string) => PAGES[product].detail(lang, slug);
export const purchasePath = (lang: Lang, product: Product, slug: string) => PAGES[product].purchase(lang, slug);
export const thanksPath = (lang: Lang, product: Product, slug: string) => PAGES[product].thanks(lang, slug);
export const registerPath = (lang: Lang, product: Product, slug: string) => PAGES[product].register(lang, slug);
export const registerPaymentPath = (lang: Lang, product: Product, slug: string) =>
  PAGES[product].registerPayment(lang, slug);

/**
 * The thank-you page's variants (§2 "Other"): `?login` offers signing in to see the webinars,
 * `?paid` a link to them, none says they open once the transfer is credited.
 */
export type ThanksVariant = "login" | "paid" | "plain";

export function thanksVariantOf(search: URLSearchParams): ThanksVariant {
  if (search.has("login")) return "login";
  if (search.has("paid")) return "paid";
  return "plain";
}

interface PurchaseDone {
  lang: Lang;
  product: Product;
  slug: string;
  method: PurchaseMethod;
  /** Bought by a visitor who registered in the same step (register-and-buy). */
  registered: boolean;
}

/**
 * Where the buyer goes after paying (§4). Logged in: a webinar by card back to its page (it plays
 * now), by invoice to the thank-you page; a pack by card to the thank-you page with `paid`, by
 * invoice to the plain one. Register-and-buy: a pack by card to the thank-you page with `login`,
 * a webinar by card to its page, an invoice to the plain thank-you page.
 */
export function afterPurchasePath({ lang, product, slug, method, registered }: PurchaseDone): string {
  if (method === "invoice") return thanksPath(lang, product, slug);
  if (product === "webinar") return productPath(lang, product, slug);
  return `${thanksPath(lang, product, slug)}?${registered ? "login" : "paid"}`;
}
