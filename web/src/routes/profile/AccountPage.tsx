import { useCallback, useRef, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { AccountPageQuery } from "../../__generated__/AccountPageQuery.graphql.ts";
import { useAuthToken } from "../../auth/token-store.ts";
import { useRetryKey } from "../../components/ErrorBoundary.tsx";
import { AccountForm } from "./AccountForm.tsx";
import { ProfileDetailsForm } from "./ProfileDetailsForm.tsx";
import { isOrganisation, PROFILE_MAIN_ADMIN_ROLE_ID } from "./roles.ts";
import { UserManagement } from "./UserManagement.tsx";

const accountPageQuery = graphql`
  query AccountPageQuery {
    me {
      id
      userRoleId
      ...AccountForm_user
    }
    getFullProfile {
      id
      profileType {
        id
      }
      ...ProfileDetailsForm_profile
      ...UserManagement_profile
    }
  }
`;

/**
 * /profil: the user's own details; the profile's details (which only its main admin edits); and,
 * for a school or firm, the management of its users for the main admin.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const token = useAuthToken();
  const retryKey = useRetryKey();
  const { me, getFullProfile: profile } = useLazyLoadQuery<AccountPageQuery>(accountPageQuery, {}, { fetchKey: `${token}:${retryKey}`, fetchPolicy: "store-and-network" });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeElement = useRef<HTMLParagraphElement>(null);

  // After a change that moves rights around (promoting, deleting) the whole page is read again.
  const refresh = useCallback(() => fetchQuery<AccountPageQuery>(environment, accountPageQuery, {}, { fetchPolicy: "network-only" }).toPromise().then(() => undefined), [environment]);
  // A message about a change that may have removed the control the user was on: it takes the focus.
  const announce = useCallback((message: string) => {
    setNotice(message);
    setTimeout(() => noticeElement.current?.focus());
  }, []);

  if (!me) return null; // the area's layout already asked for a login
  const isMainAdmin = me.userRoleId === PROFILE_MAIN_ADMIN_ROLE_ID;
  const managesUsers = profile != null && isOrganisation(profile.profileType.id) && isMainAdmin;

  return (
    <div className="account-page">
      <p ref={noticeElement} className="profile__notice" role="status" tabIndex={-1}>
        {notice ?? ""}
      </p>
      <section className="profile-section" aria-labelledby="account-title">
        <h2 id="account-title">{t("profile.account.title")}</h2>
        <AccountForm user={me} />
      </section>
      {profile && (
        <section className="profile-section" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title">{t("profile.details.title")}</h2>
          <ProfileDetailsForm profile={profile} editable={isMainAdmin} />
        </section>
      )}
      {profile && managesUsers && <UserManagement profile={profile} viewerId={me.id} refresh={refresh} announce={announce} />}
    </div>
  );
}
