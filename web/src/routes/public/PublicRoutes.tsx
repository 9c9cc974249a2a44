import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { ComingSoon, NotFound } from "../../components/Notice.tsx";
import { useLang } from "../../hooks/useLang.ts";
import { HomePage } from "./home/HomePage.tsx";
import { VideoPage } from "./video/VideoPage.tsx";

// pdf.js is large and only the document viewer needs it.
const PdfPage = lazy(() => import("./pdf/PdfPage.tsx"));

/** Screens of later issues: a short "being prepared" page instead of a blank one. */
const COMING_SOON = [
  "registracia/*",
  "audioknihy",
  "audiokniha/:slug",
  "webinare/*",
  "webinar/*",
  "balik-webinarov/*",
  "workshopy",
  "workshop/*",
  "strana/:page",
  "obnova-hesla/:linkString",
  "heslo-zresetovane",
  "podmienky-pouzivania",
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
