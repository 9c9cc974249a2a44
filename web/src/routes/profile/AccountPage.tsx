import { useCallback, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import type { AccountPageQuery } from "../../__generated__/AccountPageQuery.graphql.ts";
import { useScreenQuery } from "../../relay/useScreenQuery.ts";
import { AccountForm } from "./AccountForm.tsx";
import { ProfileDetailsForm } from "./ProfileDetailsForm.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { isOrganisation, PROFILE_MAIN_ADMIN_ROLE_ID } from "./roles.ts";
import { UserManagement } from "./UserManagement.tsx";
import { MyWebinars } from "./MyWebinars.tsx";
import { Note } from "../../ui/Note.tsx";

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
 * for a school or firm, the management of its users for the main admin; the profile's webinars.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { me, getFullProfile: profile } = useScreenQuery<AccountPageQuery>(
    accountPageQuery,
    {},
    { perViewer: true, fetchPolicy: "store-and-network" },
  );
  const [notice, setNotice] = useState<string | null>(null);
  const noticeElement = useRef<HTMLParagraphElement>(null);

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
      <Note ref={noticeElement} tone="success" className="profile__notice" role="status" tabIndex={-1}>
        {notice ?? ""}
      </Note>
      <ProfileSection id="account-title" title={t("profile.account.title")}>
        <AccountForm user={me} />
      </ProfileSection>
      {profile && (
        <ProfileSection id="profile-details-title" title={t("profile.details.title")}>
          <ProfileDetailsForm profile={profile} editable={isMainAdmin} />
        </ProfileSection>
      )}
      {profile && managesUsers && <UserManagement profile={profile} viewerId={me.id} announce={announce} />}
      {profile && <MyWebinars />}
    </div>
  );
}
