import { useId, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useModalDialog } from "./useModalDialog.ts";
import "./ConfirmDialog.css";

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
  /** A failure of the action, shown in the dialog so the visitor can try again or cancel. */
  error?: string | null;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone. Render it while the question is open: it is a
 * modal alert dialog (focus starts on Cancel, the safe choice; Escape cancels; focus returns to
 * the button that asked). The caller runs the action on confirm and removes the dialog when done.
 */
export function ConfirmDialog({ title, text, warning, note, confirmLabel, busyLabel, busy, error, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(dialog, () => {
    if (!busy) onCancel();
  });

  return (
    <dialog ref={dialog} className="modal confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={`${id}-text`}>
        <p>{text}</p>
        {warning && <p className="confirm-dialog__warning">{warning}</p>}
        {note && <p>{note}</p>}
      </div>
      <p className="form-message form-message--error" role="alert">
        {error ?? ""}
      </p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {t("confirm.cancel")}
        </button>
        <button type="button" className={danger ? "button button--danger" : "button"} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
