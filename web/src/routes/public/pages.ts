import { type ComponentType, lazy } from "react";
import {
  type Chunk,
  loadAccountPages,
  loadAudiobookPages,
  loadHomePage,
  loadVideoPage,
  loadWebinarPages,
} from "../chunks.ts";

/**
 * The public pages, each area a chunk of its own (routes/chunks.ts) loaded when first shown. The
 * home page and video pages are where visits start: their chunk and queries are started before
 * the first render (routes/first-page.ts).
 */

/**
 * A named export of a lazily loaded module as a lazy component. A module already loaded (the first
 * page, which main.tsx waits for) is handed over synchronously: a promise, even a resolved one,
 * would show the Suspense fallback for a frame and paint the page a render later.
 */
function lazyNamed<M, K extends keyof M>(load: Chunk<M>, name: K) {
  return lazy(() => {
    const loaded = load.loaded();
    if (!loaded) return load().then((module) => ({ default: module[name] as ComponentType }));
    const now = {
      then: (resolve: (module: { default: ComponentType }) => void) =>
        resolve({ default: loaded[name] as ComponentType }),
    };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
}

/** As lazyNamed, for the webinar section's pages that serve a webinar and a pack alike. */
function lazyProduct<M, K extends keyof M>(load: Chunk<M>, name: K) {
  return lazyNamed(load, name) as unknown as ComponentType<{ product: "webinar" | "pack" }>;
}

export const HomePage = lazyNamed(loadHomePage, "HomePage");
export const VideoPage = lazyNamed(loadVideoPage, "VideoPage");
export const AudiobookListPage = lazyNamed(loadAudiobookPages, "AudiobookListPage");
export const AudiobookPage = lazyNamed(loadAudiobookPages, "AudiobookPage");
export const WebinarSection = lazyNamed(loadWebinarPages, "WebinarSection");
export const WebinarListPage = lazyNamed(loadWebinarPages, "WebinarListPage");
export const WebinarPage = lazyNamed(loadWebinarPages, "WebinarPage");
export const PackListPage = lazyNamed(loadWebinarPages, "PackListPage");
export const PackPage = lazyNamed(loadWebinarPages, "PackPage");
// pages with a `product` prop
export const PurchasePage = lazyProduct(loadWebinarPages, "PurchasePage");
export const PurchaseThanksPage = lazyProduct(loadWebinarPages, "PurchaseThanksPage");
export const RegisterBuyPage = lazyProduct(loadWebinarPages, "RegisterBuyPage");
export const RegisterBuyPaymentPage = lazyProduct(loadWebinarPages, "RegisterBuyPaymentPage");
// Pages that are only a message: rarely where a visit starts.
export const NotFound = lazy(() => import("../../ui/Notice.tsx").then((module) => ({ default: module.NotFound })));
export const ComingSoon = lazy(() => import("../../ui/Notice.tsx").then((module) => ({ default: module.ComingSoon })));
// pdf.js is large and only the document viewer needs it.
export const PdfPage = lazy(() => import("./pdf/PdfPage.tsx"));

export const RegistrationPage = lazyNamed(loadAccountPages, "RegistrationPage");
export const TrialRegistrationPage = lazyNamed(loadAccountPages, "TrialRegistrationPage");
export const RegistrationThanksPage = lazyNamed(loadAccountPages, "RegistrationThanksPage");
export const PaidRegistrationPage = lazyNamed(loadAccountPages, "PaidRegistrationPage");
export const PaymentStepPage = lazyNamed(loadAccountPages, "PaymentStepPage");
export const ResetPasswordPage = lazyNamed(loadAccountPages, "ResetPasswordPage");
export const PasswordResetDonePage = lazyNamed(loadAccountPages, "PasswordResetDonePage");
export const TermsPage = lazyNamed(loadAccountPages, "TermsPage");
