import { useEffect } from "react";
import { graphql } from "react-relay";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import type { HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { About } from "./About.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { Faq } from "./Faq.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { VideoCatalogue } from "./VideoCatalogue.tsx";
import "./HomePage.css";

/** The home page: the video catalogue, then about, testimonials, FAQ and the contact form. */
export function HomePage() {
  const { t } = useTranslation();
  const query = useScreenQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        ...VideoCatalogue_query
        ...Testimonials_query
      }
    `,
    {},
  );
  useScrollToSection();

  return (
    <div className="page home">
      <title>{`${t("app.name")} – ${t("app.tagline")}`}</title>
      <header className="home__intro">
        <h1>{t("app.name")}</h1>
        <p>{t("app.tagline")}</p>
      </header>
      <VideoCatalogue query={query} />
      <About />
      <Testimonials query={query} />
      <Faq />
      <ContactForm />
    </div>
  );
}

/** The header's "about" and "contact" links point to /{lang}/#about and #contact. */
function useScrollToSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, key]);
}
