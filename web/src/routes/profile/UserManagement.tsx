import { useState, type FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { UserManagement_profile$key } from "../../__generated__/UserManagement_profile.graphql.ts";
import type { UserManagementAddMutation } from "../../__generated__/UserManagementAddMutation.graphql.ts";
import type { UserManagementDeleteMutation } from "../../__generated__/UserManagementDeleteMutation.graphql.ts";
import type { UserManagementPromoteMutation } from "../../__generated__/UserManagementPromoteMutation.graphql.ts";
import { MAX_LENGTH, newUserProblems } from "../../auth/account-rules.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../components/forms.tsx";
import { PROFILE_MAIN_ADMIN_ROLE_ID } from "./roles.ts";

interface Props {
  profile: UserManagement_profile$key;
  /** The logged-in user (the profile's main admin), who cannot delete or promote themselves. */
  viewerId: number;
  /** Reads the page again; resolves when the new data is shown. */
  refresh: () => Promise<void>;
  /** Tells the result of a change in a place that survives this block disappearing. */
  announce: (message: string) => void;
}

type PendingAction = { kind: "delete" | "promote"; userId: number; name: string };

/**
 * The users of a school or firm profile, for its main admin: who they are (the main admin with a
 * crown), how many seats are taken, adding a user, and deleting or promoting one after a
 * confirmation. Promoting hands the administration over, so afterwards this block is gone.
 */
export function UserManagement({ profile, viewerId, refresh, announce }: Props) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
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
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteUser] = useMutation<UserManagementDeleteMutation>(graphql`
    mutation UserManagementDeleteMutation($userId: Int!) {
      deleteUser(userId: $userId)
    }
  `);
  const [promoteUser] = useMutation<UserManagementPromoteMutation>(graphql`
    mutation UserManagementPromoteMutation($userId: Int!) {
      promoteToUserAdmin(userId: $userId)
    }
  `);

  const ask = (action: PendingAction) => {
    setPendingError(null);
    setPending(action);
  };

  const confirm = () => {
    if (!pending) return;
    const action = pending;
    setBusy(true);
    setPendingError(null);
    const fail = (failure: unknown) => {
      setBusy(false);
      setPendingError(failureMessage(failure));
    };
    const done = () => {
      void refresh()
        .catch(() => undefined) // the change is made; a failed re-read only leaves older data on screen
        .then(() => {
          setBusy(false);
          setPending(null);
          announce(action.kind === "delete" ? t("profile.users.deleted", { name: action.name }) : t("profile.users.promoted", { name: action.name }));
        });
    };
    const variables = { userId: action.userId };
    if (action.kind === "delete") deleteUser({ variables, onCompleted: done, onError: fail });
    else promoteUser({ variables, onCompleted: done, onError: fail });
  };

  const seatsLeft = data.userCount < data.userLimit;
  return (
    <section className="profile-section user-management" aria-labelledby="users-title">
      <h2 id="users-title">{t("profile.users.title")}</h2>
      <p className="user-management__seats">{t("profile.users.seats", { count: data.userCount, limit: data.userLimit })}</p>
      {data.users.length === 0 ? (
        <p className="profile-section__empty">{t("profile.users.empty")}</p>
      ) : (
        <ul className="user-list" aria-labelledby="users-title">
          {data.users.map((user) => {
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
                    {!isMainAdmin && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t("profile.users.promoteLabel", { name: user.fullname })}
                        onClick={() => ask({ kind: "promote", userId: user.id, name: user.fullname })}
                      >
                        {t("profile.users.promote")}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--secondary button--small user-list__delete"
                      aria-label={t("profile.users.deleteLabel", { name: user.fullname })}
                      onClick={() => ask({ kind: "delete", userId: user.id, name: user.fullname })}
                    >
                      {t("profile.users.delete")}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {seatsLeft ? <AddUserForm /> : <p className="user-management__full">{t("profile.users.full")}</p>}
      {pending && (
        <ConfirmDialog
          title={pending.kind === "delete" ? t("profile.users.confirmDeleteTitle") : t("profile.users.confirmPromoteTitle")}
          text={pending.kind === "delete" ? t("profile.users.confirmDelete", { name: pending.name }) : t("profile.users.confirmPromote", { name: pending.name })}
          warning={pending.kind === "delete" ? t("profile.users.confirmDeleteWarning") : t("profile.users.confirmPromoteWarning")}
          confirmLabel={pending.kind === "delete" ? t("profile.users.delete") : t("profile.users.promote")}
          busyLabel={pending.kind === "delete" ? t("profile.users.deleting") : t("profile.users.promoting")}
          danger={pending.kind === "delete"}
          busy={busy}
          error={pendingError}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}

/** A new user of the profile; the answer carries the profile's new user list and seat count. */
function AddUserForm() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors, reset } = useForm({ fullname: "", email: "", password: "" });
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [commit, adding] = useMutation<UserManagementAddMutation>(graphql`
    mutation UserManagementAddMutation($email: String!, $password: String!, $fullname: String!) {
      addUser(email: $email, password: $password, fullname: $fullname) {
        id
        profile {
          id
          ...UserManagement_profile
        }
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult({});
    const problems = newUserProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    const fullname = values.fullname.trim();
    commit({
      variables: { fullname, email: values.email.trim(), password: values.password },
      onCompleted: () => {
        reset();
        setResult({ success: t("profile.users.added", { name: fullname }) });
      },
      onError: (failure) => {
        showServerErrors(failure);
        setResult({ error: failureMessage(failure) });
      },
    });
  };

  return (
    <form ref={form} className="form-panel user-management__add" onSubmit={submit} noValidate aria-labelledby="add-user-title">
      <h3 id="add-user-title">{t("profile.users.addTitle")}</h3>
      <div className="form-fieldset">
        <TextField form="add-user" label={t("profile.users.fullname")} autoComplete="off" maxLength={MAX_LENGTH.name} required {...text("fullname")} />
        <TextField form="add-user" label={t("profile.users.email")} type="email" autoComplete="off" maxLength={MAX_LENGTH.email} required {...text("email")} />
        <TextField form="add-user" className="field--wide" label={t("profile.users.password")} type="password" autoComplete="new-password" required hint={t("profile.users.passwordHint")} {...text("password")} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={adding}>
          {adding ? t("profile.users.adding") : t("profile.users.add")}
        </button>
        <FormMessage error={result.error} success={result.success} />
      </div>
    </form>
  );
}

/** The main admin's mark. */
function Crown({ label }: { label: string }) {
  return (
    <svg className="user-list__crown" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label}>
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z" fill="#d9a21b" stroke="#8a5a00" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}
