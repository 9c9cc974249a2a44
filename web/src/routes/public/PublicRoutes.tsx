import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { ComingSoon, NotFound } from "../../components/Notice.tsx";
import { useLang } from "../../hooks/useLang.ts";
import { HomePage } from "./home/HomePage.tsx";
import { PasswordResetDonePage } from "./password/PasswordResetDonePage.tsx";
import { ResetPasswordPage } from "./password/ResetPasswordPage.tsx";
import { PaidRegistrationPage } from "./registration/PaidRegistrationPage.tsx";
import { PaymentStepPage } from "./registration/PaymentStepPage.tsx";
import { RegistrationPage } from "./registration/RegistrationPage.tsx";
import { RegistrationThanksPage } from "./registration/RegistrationThanksPage.tsx";
import { TrialRegistrationPage } from "./registration/TrialRegistrationPage.tsx";
import { TermsPage } from "./terms/TermsPage.tsx";
import { VideoPage } from "./video/VideoPage.tsx";

// pdf.js is large and only the document viewer needs it.
const PdfPage = lazy(() => import("./pdf/PdfPage.tsx"));

/** Screens of later issues: a short "being prepared" page instead of a blank one. */
const COMING_SOON = [
  "audioknihy",
  "audiokniha/:slug",
  "webinare/*",
  "webinar/*",
  "balik-webinarov/*",
  "workshopy",
  "workshop/*",
  "strana/:page",
];

/** The public area, relative to /{lang}/. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="video" element={<LocalRedirect to="" />} />
      <Route path="video/:slug" element={<VideoPage />} />
      <Route path="audiokniha" element={<LocalRedirect to="" />} />
      <Route path="workshop" element={<LocalRedirect to="workshopy" />} />
      <Route path="pdf/:name" element={<PdfPage />} />
      <Route path="registracia" element={<RegistrationPage />} />
      <Route path="registracia/na-skusku" element={<TrialRegistrationPage />} />
      <Route path="registracia/dakujeme" element={<RegistrationThanksPage />} />
      <Route path="registracia/:organisationType" element={<PaidRegistrationPage />} />
      <Route path="registracia/:organisationType/platba" element={<PaymentStepPage />} />
      <Route path="obnova-hesla/:linkString" element={<ResetPasswordPage />} />
      <Route path="heslo-zresetovane" element={<PasswordResetDonePage />} />
      <Route path="podmienky-pouzivania" element={<TermsPage />} />
      {COMING_SOON.map((path) => (
        <Route key={path} path={path} element={<ComingSoon />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** Redirects to a path in the current language. */
function LocalRedirect({ to }: { to: string }) {
  const lang = useLang();
  return <Navigate to={`/${lang}/${to}`} replace />;
}

