/**
 * Asks before an action that cannot be undone. Render it while the question is open: focus starts
 * on Cancel (the safe choice), Escape cancels, focus returns to the button that asked. The caller
 * runs the action on confirm (`busy` meanwhile) and removes the dialog when done; a failure stays
 * in the dialog (`error`) so the visitor can try again or cancel. Its Cancel is in the "account"
 * part of the texts (loaded in the profile and admin areas).
 *
 *   {pending && (
 *     <ConfirmDialog title="Odstrániť používateľa" text={`Naozaj odstrániť ${name}?`} warning="Túto akciu nemožno vrátiť."
 *       confirmLabel="Odstrániť" busyLabel="Odstraňuje sa…" danger busy={busy} error={error}
 *       onConfirm={remove} onCancel={() => setPending(null)} />
 *   )}
 */
import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

interface ConfirmDialogProps {
  title: string;
  /** Up to three lines: the question, a warning in red, and a further note. */
  text: string;
  warning?: string;
  note?: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
  /** A choice the action needs (e.g. where to move what is deleted), under the text. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  text,
  warning,
  note,
  confirmLabel,
  busyLabel,
  busy,
  error,
  danger,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      describedBy={textId}
      className="confirm-dialog"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t("confirm.cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={textId} className="confirm-dialog__text">
        <p>{text}</p>
        {warning && <p className="confirm-dialog__warning">{warning}</p>}
        {note && <p>{note}</p>}
      </div>
      {children}
      <p className="form-message form-message--error" role="alert">
        {error ?? ""}
      </p>
    </Dialog>
  );
}
