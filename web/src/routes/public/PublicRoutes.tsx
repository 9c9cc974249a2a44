import { Navigate, Outlet, Route, Routes } from "react-router-dom";
import { useLang } from "../../hooks/useLang.ts";
import { useTexts } from "../../i18n/useTexts.ts";
import { loadAccountPages } from "../chunks.ts";
import {
  AudiobookListPage,
  AudiobookPage,
  ComingSoon,
  HomePage,
  NotFound,
  PaidRegistrationPage,
  PasswordResetDonePage,
  PaymentStepPage,
  PdfPage,
  RegistrationPage,
  RegistrationThanksPage,
  ResetPasswordPage,
  TermsPage,
  TrialRegistrationPage,
  VideoPage,
  WebinarSection,
  WebinarListPage,
  WebinarPage,
  PackListPage,
  PackPage,
  PurchasePage,
  PurchaseThanksPage,
  RegisterBuyPage,
  RegisterBuyPaymentPage,
} from "./pages.ts";

/** Screens of later issues: a short "being prepared" page instead of a blank one. */
const COMING_SOON = ["workshopy", "workshop/*", "strana/:page"];

/** The path words of a webinar's and a pack's pages (visitor-side spec §2). */
const PRODUCTS = [
  ["webinar", "webinar"],
  ["balik-webinarov", "pack"],
] as const;

/** The public area, relative to /{lang}/. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="video" element={<LocalRedirect to="" />} />
      <Route path="video/:slug" element={<VideoPage />} />
      <Route path="audioknihy" element={<AudiobookListPage />} />
      <Route path="audiokniha" element={<LocalRedirect to="" />} />
      <Route path="audiokniha/:slug" element={<AudiobookPage />} />
      <Route path="workshop" element={<LocalRedirect to="workshopy" />} />
      <Route path="pdf/:name" element={<PdfPage />} />
      <Route element={<RegistrationTexts />}>
        <Route path="registracia" element={<RegistrationPage />} />
        <Route path="registracia/na-skusku" element={<TrialRegistrationPage />} />
        <Route path="registracia/dakujeme" element={<RegistrationThanksPage />} />
        <Route path="registracia/:organisationType" element={<PaidRegistrationPage />} />
        <Route path="registracia/:organisationType/platba" element={<PaymentStepPage />} />
        <Route path="obnova-hesla/:linkString" element={<ResetPasswordPage />} />
        <Route path="heslo-zresetovane" element={<PasswordResetDonePage />} />
        <Route path="podmienky-pouzivania" element={<TermsPage />} />
      </Route>
      <Route element={<WebinarSection />}>
        <Route path="webinare" element={<WebinarListPage />} />
        <Route path="webinare/baliky" element={<PackListPage />} />
        <Route path="webinar/:slug" element={<WebinarPage />} />
        <Route path="balik-webinarov/:slug" element={<PackPage />} />
        {PRODUCTS.map(([word, product]) => (
          <Route key={word} path={`${word}/:slug`}>
            <Route path="zakupenie" element={<PurchasePage product={product} />} />
            <Route path="zakupenie/dakujeme" element={<PurchaseThanksPage product={product} />} />
            <Route path="registracia" element={<RegisterBuyPage product={product} />} />
            <Route path="registracia/platba" element={<RegisterBuyPaymentPage product={product} />} />
          </Route>
        ))}
      </Route>
      {COMING_SOON.map((path) => (
        <Route key={path} path={path} element={<ComingSoon />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The registration, password and terms pages show the account part of the texts. */
function RegistrationTexts() {
  loadAccountPages().catch(() => {}); // the chunk loads beside the texts; a failure shows where the page is lazily rendered
  useTexts("account");
  return <Outlet />;
}

/** Redirects to a path in the current language. */
function LocalRedirect({ to }: { to: string }) {
  const lang = useLang();
  return <Navigate to={`/${lang}/${to}`} replace />;
}
