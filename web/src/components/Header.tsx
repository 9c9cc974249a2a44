import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router-dom";
import { useLang } from "../hooks/useLang.ts";
import { loginPathFor } from "../routes/paths.ts";
import { OPERATOR_SITE_URL } from "../site.ts";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { Logo } from "./Logo.tsx";
import "./Header.css";

/** The site header; `pagePath` is the page shown (without a /login overlay suffix). */
export function Header({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const home = `/${lang}/`;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <div className="site-header__utility">
        <a href={OPERATOR_SITE_URL} target="_blank" rel="noopener" title={t("header.operatorSiteTitle")}>
          {t("header.operatorSite")}
          <span aria-hidden="true"> ↗</span>
        </a>
      </div>
      <div className="site-header__bar">
        <Link to={home} className="brand">
          <Logo />
          <span>
            <span className="brand__name">{t("app.name")}</span>
            <span className="brand__tagline">{t("app.tagline")}</span>
          </span>
        </Link>
        <nav className="site-nav" aria-label={t("header.mainNavigation")}>
          <ul>
            <li>
              <NavLink to={`/${lang}/registracia`}>{t("header.registration")}</NavLink>
            </li>
            <li>
              <NavLink to={`/${lang}/audioknihy`}>{t("header.audiobooks")}</NavLink>
            </li>
            <li>
              <NavLink to={`/${lang}/webinare`}>{t("header.webinars")}</NavLink>
            </li>
            <li>
              <Link to={{ pathname: home, hash: "#about" }}>{t("header.about")}</Link>
            </li>
            <li>
              <Link to={{ pathname: home, hash: "#contact" }}>{t("header.contact")}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link className="button button--small" to={loginPathFor(pagePath, lang)}>
            {t("header.login")}
          </Link>
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
