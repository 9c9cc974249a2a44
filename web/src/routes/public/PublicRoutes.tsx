import { Navigate, Outlet, Route, Routes } from "react-router-dom";
import { useLang } from "../../hooks/useLang.ts";
import type { Lang } from "../../i18n/index.ts";
import { useTexts } from "../../i18n/useTexts.ts";
import { loadAccountPages } from "../chunks.ts";
import { below, paths, ROUTES } from "../route-table.ts";
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
const COMING_SOON = [ROUTES.workshops, `${ROUTES.workshop}/*`, ROUTES.staticPage];

/** A webinar's and a pack's pages below their detail (visitor-side spec §2). */
const PRODUCTS = [
  {
    product: "webinar",
    detail: ROUTES.webinar,
    purchase: ROUTES.webinarPurchase,
    thanks: ROUTES.webinarPurchaseThanks,
    register: ROUTES.webinarRegister,
    registerPayment: ROUTES.webinarRegisterPayment,
  },
  {
    product: "pack",
    detail: ROUTES.pack,
    purchase: ROUTES.packPurchase,
    thanks: ROUTES.packPurchaseThanks,
    register: ROUTES.packRegister,
    registerPayment: ROUTES.packRegisterPayment,
  },
] as const;

/** The public area, relative to /{lang}/. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route index path={ROUTES.home} element={<HomePage />} />
      <Route path={ROUTES.videoWithoutSlug} element={<LocalRedirect to={paths.home} />} />
      <Route path={ROUTES.video} element={<VideoPage />} />
      <Route path={ROUTES.audiobookList} element={<AudiobookListPage />} />
      <Route path={ROUTES.audiobookWithoutSlug} element={<LocalRedirect to={paths.home} />} />
      <Route path={ROUTES.audiobook} element={<AudiobookPage />} />
      <Route path={ROUTES.workshop} element={<LocalRedirect to={paths.workshops} />} />
      <Route path={ROUTES.pdf} element={<PdfPage />} />
      <Route element={<RegistrationTexts />}>
        <Route path={ROUTES.registration} element={<RegistrationPage />} />
        <Route path={ROUTES.trialRegistration} element={<TrialRegistrationPage />} />
        <Route path={ROUTES.registrationThanks} element={<RegistrationThanksPage />} />
        <Route path={ROUTES.paidRegistration} element={<PaidRegistrationPage />} />
        <Route path={ROUTES.registrationPayment} element={<PaymentStepPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={ROUTES.passwordResetDone} element={<PasswordResetDonePage />} />
        <Route path={ROUTES.terms} element={<TermsPage />} />
      </Route>
      <Route element={<WebinarSection />}>
        <Route path={ROUTES.webinarList} element={<WebinarListPage />} />
        <Route path={ROUTES.packList} element={<PackListPage />} />
        <Route path={ROUTES.webinar} element={<WebinarPage />} />
        <Route path={ROUTES.pack} element={<PackPage />} />
        {PRODUCTS.map(({ product, detail, ...pages }) => {
          const relative = below(detail);
          return (
            <Route key={product} path={detail}>
              <Route path={relative(pages.purchase)} element={<PurchasePage product={product} />} />
              <Route path={relative(pages.thanks)} element={<PurchaseThanksPage product={product} />} />
              <Route path={relative(pages.register)} element={<RegisterBuyPage product={product} />} />
              <Route path={relative(pages.registerPayment)} element={<RegisterBuyPaymentPage product={product} />} />
            </Route>
          );
        })}
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

/** Redirects to a page in the current language. */
function LocalRedirect({ to }: { to: (lang: Lang) => string }) {
  const lang = useLang();
  return <Navigate to={to(lang)} replace />;
}
