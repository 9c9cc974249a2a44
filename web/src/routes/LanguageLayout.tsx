import { lazy, Suspense, useLayoutEffect } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router-dom";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Footer } from "../components/Footer.tsx";
import { Header } from "../components/Header.tsx";
import { Loading } from "../components/Loading.tsx";
import { LoginOverlay } from "../components/LoginOverlay.tsx";
import { htmlLang, i18n, isLang, type Lang } from "../i18n/index.ts";
import { splitLoginOverlay, withDefaultLanguage } from "./paths.ts";

// One lazily loaded bundle per area of the site; the admin area comes later.
const PublicRoutes = lazy(() => import("./public/PublicRoutes.tsx"));
const ProfileRoutes = lazy(() => import("./profile/ProfileRoutes.tsx"));

/** Everything under /{lang}/: a path with an unknown language goes to the same page in Slovak. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLang(lang)) {
    return <Navigate replace to={{ pathname: withDefaultLanguage(location.pathname), search: location.search, hash: location.hash }} />;
  }
  return <LocalisedSite lang={lang} />;
}

function LocalisedSite({ lang }: { lang: Lang }) {
  const location = useLocation();
  const { pagePath, loginOpen } = splitLoginOverlay(location.pathname);

  // Before paint, so the first frame already shows the texts and <html lang> of the new language.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);

  // A new page starts at its top; switching language or opening the login overlay keeps the place.
  const pageWithoutLanguage = pagePath.replace(/^\/[^/]+/, "");
  useLayoutEffect(() => {
    if (!location.hash) window.scrollTo({ top: 0, behavior: "instant" }); // a #section link scrolls to its section instead
  }, [pageWithoutLanguage]);

  return (
    <>
      <Header pagePath={pagePath} />
      <main id="main" tabIndex={-1}>
        {/* A new page gets a fresh boundary; the same page in another language keeps its state. */}
        <ErrorBoundary key={pageWithoutLanguage}>
          <Suspense fallback={<Loading />}>
            <Routes location={{ ...location, pathname: pagePath }}>
              <Route path="profil/*" element={<ProfileRoutes />} />
              <Route path="*" element={<PublicRoutes />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {loginOpen && <LoginOverlay pagePath={pagePath} search={location.search} />}
    </>
  );
}
