import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useLocation } from "react-router-dom";
import type { HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { Loading } from "../../../ui/Loading.tsx";
import { useNearViewport } from "../../../hooks/useNearViewport.ts";
import { prefetchTexts } from "../../../i18n/index.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { FeaturedStory } from "./FeaturedStory.tsx";
import { VideoCatalogue } from "./VideoCatalogue.tsx";
import "./HomePage.css";

// its texts load beside its code
const HomeMore = lazy(() => (prefetchTexts("home"), import("./HomeMore.tsx")));

/**
 * The home page: the video catalogue, then about, testimonials, FAQ and the contact form (their
 * code loads as the visitor scrolls towards them, or follows a link to one of them). The
 * title and intro need no data: they show while the page's query is on its way, and they are
 * painted before the much larger rest is rendered (in the background, right after).
 */
export function HomePage() {
  const { t } = useTranslation();
  const showSections = useDeferredValue(true, false);
  return (
    <div className="page home">
      <title>{`${t("app.name")} – ${t("app.tagline")}`}</title>
      <header className="home__intro">
        <h1>{t("app.name")}</h1>
        <p>{t("app.tagline")}</p>
      </header>
      <Suspense fallback={<Loading />}>{showSections ? <HomeSections /> : <Loading />}</Suspense>
    </div>
  );
}

function HomeSections() {
  const query = useScreenQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        ...FeaturedStory_query
        ...VideoCatalogue_query
        ...Testimonials_query
      }
    `,
    {},
  );
  const { hash, key } = useLocation();
  const more = useRef<HTMLDivElement>(null);
  // watched once the catalogue's results are on screen: until then the sections below would seem near
  const [resultsShown, setResultsShown] = useState(false);
  const showRest = useNearViewport(resultsShown ? more : null, hash !== "");

  return (
    <>
      <FeaturedStory query={query} />
      <VideoCatalogue query={query} onResultsShown={useCallback(() => setResultsShown(true), [])} />
      <div ref={more} className="home__more">
        {showRest && (
          <Suspense fallback={<Loading />}>
            <HomeMore query={query} />
            <ScrollToSection hash={hash} locationKey={key} />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** The header's "about" and "contact" links point to /{lang}/#about and #contact: scrolled to once those sections are there. */
function ScrollToSection({ hash, locationKey }: { hash: string; locationKey: string }) {
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, locationKey]);
  return null;
}
