/**
 * A modal dialog: the page behind is inert, Tab stays inside, Escape (or ×) calls `onClose`, the
 * element marked `data-autofocus` takes the focus and, when the dialog goes, the focus returns to
 * where it was. Render it while it is open; remove it to close.
 *
 *   {editing && (
 *     <Dialog title="Upraviť tému" onClose={() => setEditing(false)} actions={<Button onClick={save}>Uložiť</Button>}>
 *       <TextField form="theme" name="name" label="Názov" data-autofocus … />
 *     </Dialog>
 *   )}
 *
 * For a yes/no question before an action that cannot be undone, use ConfirmDialog.
 */
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useModalDialog } from "./useModalDialog.ts";

interface DialogProps {
  /** The visible heading, which names the dialog. */
  title?: ReactNode;
  /** The dialog's name when it shows no title of its own (or a title that changes). */
  label?: string;
  /** alertdialog for questions that interrupt (ConfirmDialog). */
  role?: "dialog" | "alertdialog";
  /** Called on Escape and on the × button; the caller removes the dialog (or not, while busy). */
  onClose: () => void;
  /** Shows a × button in the corner. */
  closeButton?: boolean;
  /** Buttons in the dialog's footer, the main action last. */
  actions?: ReactNode;
  /** The id of the text that describes the dialog (read out when it opens). */
  describedBy?: string;
  className?: string;
  children?: ReactNode;
}

export function Dialog({
  title,
  label,
  role = "dialog",
  onClose,
  closeButton = false,
  actions,
  describedBy,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog, onClose);
  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : "modal"}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={title && !label ? titleId : undefined}
      aria-label={label}
      aria-describedby={describedBy}
    >
      {closeButton && (
        <button type="button" className="modal__close" onClick={onClose} aria-label={t("app.close")}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      {title && (
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
      )}
      {children}
      {actions && <div className="modal__actions">{actions}</div>}
    </dialog>
  );
}
