/** The webinar section's pages, one chunk (routes/chunks.ts, loadWebinarPages). */
export { WebinarSection } from "./WebinarSection.tsx";
export { WebinarListPage } from "./WebinarListPage.tsx";
export { WebinarPage } from "./WebinarPage.tsx";
export { PackListPage } from "./PackListPage.tsx";
export { PackPage } from "./PackPage.tsx";
export { PurchasePage } from "./PurchasePage.tsx";
export { PurchaseThanksPage } from "./PurchaseThanksPage.tsx";
export { RegisterBuyPage } from "./RegisterBuyPage.tsx";
export { RegisterBuyPaymentPage } from "./RegisterBuyPaymentPage.tsx";
