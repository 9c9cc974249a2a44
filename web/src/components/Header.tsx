import { Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link, NavLink } from "react-router-dom";
import { markSignedOut, useSessionKey } from "../auth/session-store.ts";
import { useViewer } from "../auth/useViewer.ts";
import { useLang } from "../hooks/useLang.ts";
import { loginPathFor } from "../routes/paths.ts";
import { buttonClass } from "../ui/button-class.ts";
import { OPERATOR_SITE_URL } from "../site.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { LanguageLinks, LanguageMenu } from "./LanguageMenu.tsx";
import { Logo } from "./Logo.tsx";
import { useMenuPanel } from "./useMenuPanel.ts";
import { paths } from "../routes/route-table.ts";
import "./Header.css";

/**
 * The site header; `pagePath` is the page shown (without a /login overlay suffix). On a wide
 * screen: the brand, the navigation and the account and language controls in one bar. On a phone
 * (at most 64 px high): the brand, the account link and a menu button opening a panel with the
 * navigation, the languages and the operator's site.
 */
export function Header({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const home = paths.home(lang);
  const menu = useMenuPanel();
  // a signed-in visitor has an account already: no registration in the navigation
  const signedIn = useSessionKey() !== null;

  return (
    <header className="site-header" data-menu-open={menu.open || undefined}>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <div className="site-header__utility">
        <OperatorLink />
      </div>
      <div className="site-header__bar">
        <Link to={home} className="brand">
          <Logo />
          <span>
            <span className="brand__name">{t("app.name")}</span>
            <span className="brand__tagline">{t("app.tagline")}</span>
          </span>
        </Link>
        <div id="site-menu" ref={menu.panel} className="site-header__panel">
          <nav className="site-nav" aria-label={t("header.mainNavigation")}>
            <ul>
              {!signedIn && (
                <li>
                  <NavLink to={paths.registration(lang)}>{t("header.registration")}</NavLink>
                </li>
              )}
              <li>
                <NavLink to={paths.audiobookList(lang)}>{t("header.audiobooks")}</NavLink>
              </li>
              <li>
                <NavLink to={paths.webinarList(lang)}>{t("header.webinars")}</NavLink>
              </li>
              <li>
                <Link to={{ pathname: home, hash: "#about" }}>{t("header.about")}</Link>
              </li>
              <li>
                <Link to={{ pathname: home, hash: "#contact" }}>{t("header.contact")}</Link>
              </li>
            </ul>
          </nav>
          <div className="site-header__panel-extra">
            {menu.open && (
              <Suspense>
                <LanguageLinks />
              </Suspense>
            )}
            <OperatorLink />
          </div>
        </div>
        <div className="site-header__actions">
          <AccountLink pagePath={pagePath} />
          <LanguageMenu />
          <button
            ref={menu.button}
            type="button"
            className="menu-toggle"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            aria-label={t("header.navigationButton")}
            onClick={() => menu.setOpen(!menu.open)}
          />
        </div>
      </div>
    </header>
  );
}

function OperatorLink() {
  const { t } = useTranslation();
  return (
    <a
      className="operator-link"
      href={OPERATOR_SITE_URL}
      target="_blank"
      rel="noopener"
      title={t("header.operatorSiteTitle")}
    >
      {t("header.operatorSite")}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

const ACCOUNT_LINK = buttonClass({ size: "small" }, "account-link");

/**
 * "Log in", or "My account" when the server knows the browser's session. Signed out (no marker)
 * nothing is asked; a failed request leaves the login link.
 */
function AccountLink({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sessionKey = useSessionKey();
  const loginLink = (
    <Link className={ACCOUNT_LINK} to={loginPathFor(pagePath, lang)}>
      {t("header.login")}
    </Link>
  );
  if (!sessionKey) return loginLink;
  return (
    <ErrorBoundary key={sessionKey} fallback={loginLink}>
      <Suspense fallback={<span className="site-header__account-placeholder" aria-hidden="true" />}>
        <MyAccountLink loginLink={loginLink} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MyAccountLink({ loginLink }: { loginLink: ReactNode }) {
  // Only the server's fresh answer may sign the tab out below; a cached `me: null` from before
  // the login must not.
  const me = useViewer("network-only");
  const { t } = useTranslation();
  const lang = useLang();
  // Signed in by the marker but not by the server (the cookie expired, or a password reset
  // elsewhere revoked the session): this tab and the others forget the marker, so the header and
  // every viewer-dependent page agree that the visitor is signed out.
  useEffect(() => {
    if (!me) markSignedOut();
  }, [me]);
  if (!me) return loginLink;
  return (
    <NavLink className={ACCOUNT_LINK} to={paths.profile(lang)}>
      {t("header.myAccount")}
    </NavLink>
  );
}
