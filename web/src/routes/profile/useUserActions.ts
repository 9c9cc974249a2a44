import { useState } from "react";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { useFailureMessage } from "../../components/useForm.ts";
import { useDeleteUserMutation } from "../../mutations/useDeleteUserMutation.ts";
import { usePromoteToUserAdminMutation } from "../../mutations/usePromoteToUserAdminMutation.ts";

export type UserAction = "delete" | "promote";

/** An action the main admin asked for, waiting for the confirmation. */
export interface PendingUserAction {
  kind: UserAction;
  userId: number;
  name: string;
}

/** The texts of each action: its button, its confirmation and what is said once it is done. */
export const USER_ACTION_TEXTS = {
  delete: {
    button: "profile.users.delete",
    buttonLabel: "profile.users.deleteLabel",
    title: "profile.users.confirmDeleteTitle",
    question: "profile.users.confirmDelete",
    warning: "profile.users.confirmDeleteWarning",
    busy: "profile.users.deleting",
    done: "profile.users.deleted",
  },
  promote: {
    button: "profile.users.promote",
    buttonLabel: "profile.users.promoteLabel",
    title: "profile.users.confirmPromoteTitle",
    question: "profile.users.confirmPromote",
    warning: "profile.users.confirmPromoteWarning",
    busy: "profile.users.promoting",
    done: "profile.users.promoted",
  },
} as const;

/**
 * Deleting or promoting a user after a confirmation: `ask` opens it, `confirm` runs the action
 * (optimistic: the row goes or the crown moves at once, and back on a refusal, which the
 * confirmation then shows), and once the server agreed the result is announced.
 */
export function useUserActions(announce: (message: string) => void) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [deleteUser] = useDeleteUserMutation();
  const [promoteToUserAdmin] = usePromoteToUserAdminMutation();
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const variables = { userId: pending.userId };
      await (pending.kind === "delete" ? deleteUser(variables) : promoteToUserAdmin(variables));
      setPending(null);
      announce(t(USER_ACTION_TEXTS[pending.kind].done, { name: pending.name }));
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(false);
  };

  return {
    pending,
    error,
    busy,
    ask: (action: PendingUserAction) => {
      setError(null);
      setPending(action);
    },
    confirm,
    cancel: () => setPending(null),
  };
}
