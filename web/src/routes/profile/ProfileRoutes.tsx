import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { useSessionKey } from "../../auth/session-store.ts";
import { useViewer } from "../../auth/useViewer.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { Loading } from "../../ui/Loading.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLang } from "../../hooks/useLang.ts";
import { useTexts } from "../../i18n/useTexts.ts";
import { prefetchTexts } from "../../i18n/index.ts";
import { AccountPage } from "./AccountPage.tsx";
import { ProfileHistoryPage } from "./admin/ProfileHistoryPage.tsx";
import { LoginRequired } from "./LoginRequired.tsx";
import { NotYetAvailable } from "./NotYetAvailable.tsx";
import { PasswordChangePage } from "./PasswordChangePage.tsx";
import { ProfileSidebar } from "./ProfileSidebar.tsx";
import { SubscriptionPage } from "./subscription/SubscriptionPage.tsx";
import { LIBRARY_ADMIN_ROLE_ID, USER_ADMIN_ROLE_ID } from "./roles.ts";
import { below, paths, ROUTES } from "../route-table.ts";
import "./Profile.css";

// The admin zone's screens are a chunk of their own (with the rich-text editor a further one):
// a member's profile never loads them, unless they open an admin address, which the server refuses.
const AdminRoutes = lazy(() => {
  prefetchTexts("admin");
  return import("./admin/AdminRoutes.tsx");
});

/** The profile area (/{lang}/profil/…), loaded lazily: only for a logged-in user. */
export default function ProfileRoutes() {
  useTexts("account", "profile");
  const sessionKey = useSessionKey();
  if (!sessionKey) return <LoginRequired />;
  return <ProfileArea />;
}

const inProfile = below(ROUTES.profile);

function ProfileArea() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = useLang();
  const me = useViewer("store-and-network");
  // A session the server no longer knows (expired, revoked elsewhere) is as good as none; the
  // header forgets its marker.
  if (!me) return <LoginRequired />;
  const isUserAdmin = me.userRole.id === USER_ADMIN_ROLE_ID;

  return (
    <div className="page profile">
      <PageTitle title={t("profile.title")} className="profile__title" />
      <div className="profile__layout">
        <ProfileSidebar libraryAdmin={me.userRole.id === LIBRARY_ADMIN_ROLE_ID} />
        <div className="profile__content">
          {/* as the site's layout: one boundary, so a move between the profile's pages keeps the old
              one until the next is ready; a fresh error boundary per page inside it */}
          <Suspense fallback={<Loading />}>
            <ErrorBoundary key={pathname.replace(/^\/[^/]+/, "")}>
              <Routes>
                <Route
                  index
                  path={inProfile(ROUTES.profile)}
                  element={isUserAdmin ? <Navigate replace to={paths.users(lang)} /> : <AccountPage />}
                />
                <Route path={inProfile(ROUTES.passwordChange)} element={<PasswordChangePage />} />
                <Route path={inProfile(ROUTES.subscription)} element={<SubscriptionPage />} />
                <Route
                  path={inProfile(ROUTES.promoCode)}
                  element={<NotYetAvailable title={t("profile.nav.promoCode")} />}
                />
                <Route
                  path={inProfile(ROUTES.profileWorkshops)}
                  element={<NotYetAvailable title={t("profile.nav.workshops")} />}
                />
                <Route path={inProfile(ROUTES.userHistory)} element={<ProfileHistoryPage />} />
                <Route
                  path={`${inProfile(ROUTES.users)}/*`}
                  element={<NotYetAvailable title={t("profile.usersAdmin.title")} />}
                />
                {/* the admin zone's routes, and the profile's "not found" */}
                <Route path="*" element={<AdminRoutes />} />
              </Routes>
            </ErrorBoundary>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
