import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import type { UserManagement_profile$key } from "../../__generated__/UserManagement_profile.graphql.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { AddUserForm } from "./AddUserForm.tsx";
import { EmptyNote, ProfileSection } from "./ProfileSection.tsx";
import { useUserActions, USER_ACTION_TEXTS } from "./useUserActions.ts";
import { UserList } from "./UserList.tsx";

interface Props {
  profile: UserManagement_profile$key;
  /** The logged-in user (the profile's main admin), who cannot delete or promote themselves. */
  viewerId: number;
  /** Tells the result of a change in a place that survives this block disappearing. */
  announce: (message: string) => void;
}

/**
 * The users of a school or firm profile, for its main admin: who they are (the main admin with a
 * crown), how many seats are taken, adding a user, and deleting or promoting one after a
 * confirmation. Every change updates Relay's store from the mutation (nothing is read again):
 * promoting hands the administration over, so afterwards this block is gone.
 */
export function UserManagement({ profile, viewerId, announce }: Props) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment UserManagement_profile on Profile {
        userCount
        userLimit
        users {
          id
          fullname
          email
          userRoleId
        }
      }
    `,
    profile,
  );
  const actions = useUserActions(announce);
  const { pending } = actions;
  const texts = pending && USER_ACTION_TEXTS[pending.kind];

  return (
    <ProfileSection id="users-title" title={t("profile.users.title")} className="user-management">
      <p className="user-management__seats">
        {t("profile.users.seats", { count: data.userCount, limit: data.userLimit })}
      </p>
      {data.users.length === 0 ? (
        <EmptyNote>{t("profile.users.empty")}</EmptyNote>
      ) : (
        <UserList users={data.users} viewerId={viewerId} onAsk={actions.ask} />
      )}
      {data.userCount < data.userLimit ? (
        <AddUserForm lastSeat={data.userCount === data.userLimit - 1} announce={announce} />
      ) : (
        <p className="user-management__full">{t("profile.users.full")}</p>
      )}
      {pending && texts && (
        <ConfirmDialog
          title={t(texts.title)}
          text={t(texts.question, { name: pending.name })}
          warning={t(texts.warning)}
          confirmLabel={t(texts.button)}
          busyLabel={t(texts.busy)}
          danger={pending.kind === "delete"}
          busy={actions.busy}
          error={actions.error}
          onConfirm={() => void actions.confirm()}
          onCancel={actions.cancel}
        />
      )}
    </ProfileSection>
  );
}
