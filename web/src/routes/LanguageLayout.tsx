import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router-dom";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Header } from "../components/Header.tsx";
import { Loading } from "../ui/Loading.tsx";
import { useNearViewport } from "../hooks/useNearViewport.ts";
import { htmlLang, i18n, isLang, type Lang } from "../i18n/index.ts";
import { useTexts } from "../i18n/useTexts.ts";
import { loadLoginOverlay, loadProfileRoutes } from "./chunks.ts";
import { splitLoginOverlay, withDefaultLanguage } from "./paths.ts";
import { ROUTES } from "./route-table.ts";
import { PublicRoutes } from "./public/PublicRoutes.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { useNavigationFocus } from "./useNavigationFocus.ts";

// The public pages are chunks of their own (public/pages.ts); the profile area is one chunk.
const ProfileRoutes = lazy(loadProfileRoutes);
const LoginOverlay = lazy(() => loadLoginOverlay().then((module) => ({ default: module.LoginOverlay })));
const Footer = lazy(() => import("../components/Footer.tsx").then((module) => ({ default: module.Footer })));

/** Everything under /{lang}/: a path with an unknown language goes to the same page in Slovak. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLang(lang)) {
    return (
      <Navigate
        replace
        to={{ pathname: withDefaultLanguage(location.pathname), search: location.search, hash: location.hash }}
      />
    );
  }
  return <LocalisedSite lang={lang} />;
}

const PROFILE_AREA = `/${ROUTES.profile}`;

function LocalisedSite({ lang }: { lang: Lang }) {
  const location = useLocation();
  const { pagePath, loginOpen } = splitLoginOverlay(location.pathname);
  useTexts("site");

  // Before paint, so the first frame already shows the texts and <html lang> of the new language.
  useLayoutEffect(() => {
    i18n.changeLanguage(lang);
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);

  // A new page starts at its top; switching language or opening the login overlay keeps the place.
  // The first page of a visit is at its top already (or where the browser puts it back on a
  // reload): scrolling there would only force a layout into the first render.
  const pageWithoutLanguage = pagePath.replace(/^\/[^/]+/, "");
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (!location.hash) window.scrollTo({ top: 0, behavior: "instant" }); // a #section link scrolls to its section instead
  }, [pageWithoutLanguage]);
  // ...and keyboard and screen-reader users land on its heading, hearing its title.
  const main = useRef<HTMLElement>(null);
  const arrival = useNavigationFocus(pageWithoutLanguage, location.hash, main);

  return (
    <>
      <Header pagePath={pagePath} />
      <NavigationProgress shownPath={location.pathname + location.search} />
      <main id="main" tabIndex={-1} ref={main}>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {arrival}
        </p>
        {/* One boundary for every page: a navigation is a transition, so the old page stays until the
            new one has its code and data, and no spinner flashes for a quick page (React holds back
            content that comes shortly after a spinner was shown, up to 300 ms). A new page gets a
            fresh error boundary (the profile area one for all its pages, which keeps its sidebar and
            gives each page its own inside); the same page in another language keeps its state. */}
        <Suspense fallback={<Loading />}>
          <ErrorBoundary key={pageWithoutLanguage.startsWith(PROFILE_AREA) ? PROFILE_AREA : pageWithoutLanguage}>
            <Routes location={{ ...location, pathname: pagePath }}>
              <Route path={`${ROUTES.profile}/*`} element={<ProfileRoutes />} />
              <Route path="*" element={<PublicRoutes />} />
            </Routes>
          </ErrorBoundary>
        </Suspense>
      </main>
      <FooterWhenNear />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginOverlay pagePath={pagePath} search={location.search} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The footer starts below the first screen on every page (main is at least a screen high): its
 * code loads when the visitor scrolls to it, not with the first page.
 */
function FooterWhenNear() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, false, 0);
  return (
    <div ref={place} className="site-footer-place">
      {near && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
