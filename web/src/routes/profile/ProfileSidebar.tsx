import { useEffect, useId } from "react";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { NavLink, useLocation } from "react-router-dom";
import { useLogout } from "../../auth/useLogout.ts";
import { useDisclosure } from "../../components/useDisclosure.ts";
import { useLang } from "../../hooks/useLang.ts";
import { paths } from "../route-table.ts";

/** The admin zone's screens, for library admins (later ones, webinars to promo codes, join here). */
const ADMIN_LINKS = [
  { path: paths.adminVideos, label: "videos" },
  { path: paths.adminTestVideos, label: "testVideos" },
  { path: paths.adminAudiobooks, label: "audiobooks" },
  { path: paths.adminTestAudiobooks, label: "testAudiobooks" },
  { path: paths.adminWebinars, label: "webinars" },
  { path: paths.adminPacks, label: "webinarPacks" },
  { path: paths.adminThemesAndFilters, label: "themesAndFilters" },
  { path: paths.adminLanguages, label: "languages" },
  { path: paths.adminReferences, label: "references" },
] as const;

/**
 * The profile's menu. On a narrow screen it folds behind a menu button (aria-expanded), which
 * closes again on a pick or Escape; logging out is its last item. A library admin also sees the
 * admin zone's links, in a group of their own: the links only, since the server decides what
 * each screen shows.
 */
export function ProfileSidebar({ libraryAdmin = false }: { libraryAdmin?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const { logOut, loggingOut } = useLogout();
  const { open, setOpen, listId, buttonProps, closeOnEscape } = useDisclosure();
  const adminTitleId = useId();
  useEffect(() => setOpen(false), [pathname]);

  const links = [
    { to: paths.profile(lang), label: t("profile.nav.account"), end: true },
    { to: paths.passwordChange(lang), label: t("profile.nav.password") },
    { to: paths.subscription(lang), label: t("profile.nav.subscription") },
    { to: paths.promoCode(lang), label: t("profile.nav.promoCode") },
    { to: paths.profileWorkshops(lang), label: t("profile.nav.workshops") },
  ];

  return (
    <nav className="profile-nav" aria-label={t("profile.navigation")} onKeyDown={closeOnEscape}>
      <button
        {...buttonProps}
        className="surface-control menu-button profile-nav__toggle"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="profile-nav__burger" aria-hidden="true" />
        {t("profile.menu")}
      </button>
      <ul id={listId} className={open ? "profile-nav__list profile-nav__list--open" : "profile-nav__list"}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {libraryAdmin && (
          <li className="profile-nav__group">
            <span id={adminTitleId} className="profile-nav__group-title">
              {t("profile.adminNav.title")}
            </span>
            <ul aria-labelledby={adminTitleId}>
              {ADMIN_LINKS.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.path(lang)}>{t(`profile.adminNav.${link.label}`)}</NavLink>
                </li>
              ))}
            </ul>
          </li>
        )}
        <li className="profile-nav__logout">
          <button type="button" onClick={logOut} disabled={loggingOut}>
            {loggingOut ? t("profile.nav.loggingOut") : t("profile.nav.logout")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
