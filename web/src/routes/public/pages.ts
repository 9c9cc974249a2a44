import { type ComponentType, lazy } from "react";
import { type Chunk, loadAccountPages, loadHomePage, loadVideoPage } from "../chunks.ts";

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
    const now = { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded[name] as ComponentType }) };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
}

export const HomePage = lazyNamed(loadHomePage, "HomePage");
export const VideoPage = lazyNamed(loadVideoPage, "VideoPage");
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
