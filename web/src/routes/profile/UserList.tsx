import { useTranslation } from "../../i18n/useTranslation.tsx";
import { PROFILE_MAIN_ADMIN_ROLE_ID } from "./roles.ts";
import { USER_ACTION_TEXTS, type PendingUserAction, type UserAction } from "./useUserActions.ts";
import { Button } from "../../ui/Button.tsx";

export interface ListedUser {
  id: number;
  fullname: string;
  email: string;
  userRoleId: number;
}

interface Props {
  users: readonly ListedUser[];
  /** The logged-in main admin, who cannot delete or promote themselves. */
  viewerId: number;
  onAsk: (action: PendingUserAction) => void;
}

/** The profile's users: name (the viewer's marked), e-mail, the main admin's crown, and the actions on the others. */
export function UserList({ users, viewerId, onAsk }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="user-list" aria-labelledby="users-title">
      {users.map((user) => {
        const isMainAdmin = user.userRoleId === PROFILE_MAIN_ADMIN_ROLE_ID;
        const isViewer = user.id === viewerId;
        return (
          <li key={user.id} className="user-list__item">
            <div className="user-list__who">
              <span className="user-list__name">
                {user.fullname}
                {isViewer && <span className="user-list__you"> ({t("profile.users.you")})</span>}
              </span>
              <span className="user-list__email">{user.email}</span>
              {isMainAdmin && (
                <span className="user-list__admin">
                  <Crown label={t("profile.users.mainAdmin")} />
                  <span aria-hidden="true">{t("profile.users.mainAdmin")}</span>
                </span>
              )}
            </div>
            {!isViewer && (
              <div className="user-list__actions">
                {!isMainAdmin && <UserActionButton kind="promote" user={user} onAsk={onAsk} />}
                <UserActionButton kind="delete" user={user} onAsk={onAsk} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function UserActionButton({
  kind,
  user,
  onAsk,
}: {
  kind: UserAction;
  user: ListedUser;
  onAsk: (action: PendingUserAction) => void;
}) {
  const { t } = useTranslation();
  const texts = USER_ACTION_TEXTS[kind];
  return (
    <Button
      variant="secondary"
      size="small"
      className={kind === "delete" ? "user-list__delete" : undefined}
      aria-label={t(texts.buttonLabel, { name: user.fullname })}
      onClick={() => onAsk({ kind, userId: user.id, name: user.fullname })}
    >
      {t(texts.button)}
    </Button>
  );
}

/** The main admin's mark. */
function Crown({ label }: { label: string }) {
  return (
    <svg className="user-list__crown" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label}>
      <path
        d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z"
        fill="#d9a21b"
        stroke="#8a5a00"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
