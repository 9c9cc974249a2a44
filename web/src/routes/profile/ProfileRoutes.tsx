import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router-dom";
import type { ProfileRoutesQuery } from "../../__generated__/ProfileRoutesQuery.graphql.ts";
import { useAuthToken } from "../../auth/token-store.ts";
import { useRetryKey } from "../../components/ErrorBoundary.tsx";
import { Loading } from "../../components/Loading.tsx";
import { NotFound } from "../../components/Notice.tsx";
import { useLang } from "../../hooks/useLang.ts";
import { AccountPage } from "./AccountPage.tsx";
import { ProfileHistoryPage } from "./admin/ProfileHistoryPage.tsx";
import { LoginRequired } from "./LoginRequired.tsx";
import { NotYetAvailable } from "./NotYetAvailable.tsx";
import { PasswordChangePage } from "./PasswordChangePage.tsx";
import { ProfileSidebar } from "./ProfileSidebar.tsx";
import { SubscriptionPage } from "./subscription/SubscriptionPage.tsx";
import { USER_ADMIN_ROLE_ID } from "./roles.ts";
import "./Profile.css";

/** The profile area (/{lang}/profil/…), loaded lazily: only for a logged-in user. */
export default function ProfileRoutes() {
  const token = useAuthToken();
  if (!token) return <LoginRequired />;
  return <ProfileArea token={token} />;
}

function ProfileArea({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const retryKey = useRetryKey();
  const { me } = useLazyLoadQuery<ProfileRoutesQuery>(
    graphql`
      query ProfileRoutesQuery {
        me {
          id
          userRole {
            id
          }
        }
      }
    `,
    {},
    { fetchKey: `${token}:${retryKey}`, fetchPolicy: "store-and-network" },
  );
  // A token the server no longer accepts (expired, revoked elsewhere) is as good as none.
  if (!me) return <LoginRequired />;
  const isUserAdmin = me.userRole.id === USER_ADMIN_ROLE_ID;

  return (
    <div className="page profile">
      <title>{`${t("profile.title")} – ${t("app.name")}`}</title>
      <h1 className="profile__title">{t("profile.title")}</h1>
      <div className="profile__layout">
        <ProfileSidebar />
        <div className="profile__content">
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route index element={isUserAdmin ? <Navigate replace to={`/${lang}/profil/pouzivatelia`} /> : <AccountPage />} />
              <Route path="zmena-hesla" element={<PasswordChangePage />} />
              <Route path="predplatne" element={<SubscriptionPage />} />
              <Route path="promo-kod" element={<NotYetAvailable title={t("profile.nav.promoCode")} />} />
              <Route path="workshopy" element={<NotYetAvailable title={t("profile.nav.workshops")} />} />
              <Route path="pouzivatelia/:profileId/historia" element={<ProfileHistoryPage />} />
              <Route path="pouzivatelia/*" element={<NotYetAvailable title={t("profile.usersAdmin.title")} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
