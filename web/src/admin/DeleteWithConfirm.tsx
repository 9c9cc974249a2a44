import { useState } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button, type ButtonProps } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { useAdminFeedback } from "./useAdminFeedback.ts";

export interface DeleteTexts {
  /** The button's label. */
  button: string;
  /** The dialog's heading, its question and the spec's warning. */
  title: string;
  text: string;
  warning?: string;
  /** The dialog's confirming button, when not "Delete" (removing an admission deletes nothing else). */
  confirm?: string;
  /** The notification after the deletion. */
  deleted: string;
}

interface Props {
  /** Deletes on the server; a rejection is the server's refusal, shown as a notification. */
  remove: () => Promise<unknown>;
  removing: boolean;
  texts: DeleteTexts;
  /** After the deletion succeeded (a form leaves for its list). */
  onDeleted?: () => void;
  disabled?: boolean;
  /** The button's look: a form's red button by default, a small one in a list row. */
  button?: Pick<ButtonProps, "variant" | "size" | "className" | "aria-label">;
}

/** A delete button that asks first (the spec's confirm dialog) and says how it went. */
export function DeleteWithConfirm({
  remove,
  removing,
  texts,
  onDeleted,
  disabled,
  button = { variant: "danger" },
}: Props) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove().then(
      () => {
        setAsking(false);
        feedback.success(texts.deleted);
        onDeleted?.();
      },
      (failure: unknown) => {
        setAsking(false);
        feedback.failure(failure);
      },
    );
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => setAsking(true)}>
        {texts.button}
      </Button>
      {asking && (
        <ConfirmDialog
          title={texts.title}
          text={texts.text}
          warning={texts.warning}
          confirmLabel={texts.confirm ?? t("admin.delete")}
          busyLabel={t("admin.deleting")}
          danger
          busy={removing}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
