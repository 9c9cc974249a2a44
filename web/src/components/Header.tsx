import { Suspense, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router-dom";
import type { HeaderQuery } from "../__generated__/HeaderQuery.graphql.ts";
import { useAuthToken } from "../auth/token-store.ts";
import { useLang } from "../hooks/useLang.ts";
import { loginPathFor } from "../routes/paths.ts";
import { OPERATOR_SITE_URL } from "../site.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
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
          <AccountLink pagePath={pagePath} />
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * "Log in", or "My account" when the token belongs to a user. Without a token nothing is asked;
 * a token the server no longer knows (or a failed request) leaves the login link.
 */
function AccountLink({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const token = useAuthToken();
  const loginLink = (
    <Link className="button button--small" to={loginPathFor(pagePath, lang)}>
      {t("header.login")}
    </Link>
  );
  if (!token) return loginLink;
  return (
    <ErrorBoundary key={token} fallback={loginLink}>
      <Suspense fallback={<span className="site-header__account-placeholder" aria-hidden="true" />}>
        <MyAccountLink token={token} loginLink={loginLink} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MyAccountLink({ token, loginLink }: { token: string; loginLink: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { me } = useLazyLoadQuery<HeaderQuery>(
    graphql`
      query HeaderQuery {
        me {
          id
        }
      }
    `,
    {},
    { fetchKey: token, fetchPolicy: "store-and-network" },
  );
  if (!me) return loginLink;
  return (
    <NavLink className="button button--small" to={`/${lang}/profil`}>
      {t("header.myAccount")}
    </NavLink>
  );
}
