import { type ReactNode, useId, useState } from "react";
import { formatDateTime } from "../format/dates.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import type { EditConflict } from "./edit-conflict.ts";

interface Props {
  conflict: EditConflict;
  /** While the reload or the overwrite runs. */
  busy: "reload" | "overwrite" | null;
  /** Throws the form's changes away and shows the item as it is now. */
  onReload: () => void;
  /** Saves the fields this form changed over the other change. */
  onOverwrite: () => void;
  /** Back to the form, its changes kept (Escape, ×). */
  onCancel: () => void;
}

const ACTORS = new Set(["system", "demo"]);

/**
 * Somebody saved the item while this form was open (EDIT_CONFLICT): who and when, and the choice
 * to reload or to overwrite. Focus starts on "Back to the form", which loses nothing.
 */
export function EditConflictDialog({ conflict, busy, onReload, onOverwrite, onCancel }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const who = ACTORS.has(conflict.changedBy)
    ? t(`admin.changes.actors.${conflict.changedBy as "system" | "demo"}`)
    : conflict.changedBy;
  return (
    <Dialog
      role="alertdialog"
      title={t("admin.conflict.title")}
      describedBy={textId}
      className="confirm-dialog"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy !== null} data-autofocus>
            {t("admin.conflict.back")}
          </Button>
          <Button
            variant="secondary"
            onClick={onReload}
            busy={busy === "reload"}
            busyLabel={t("admin.conflict.reloading")}
            disabled={busy === "overwrite"}
          >
            {t("admin.conflict.reload")}
          </Button>
          <Button
            variant="danger"
            onClick={onOverwrite}
            busy={busy === "overwrite"}
            busyLabel={t("admin.saving")}
            disabled={busy === "reload"}
          >
            {t("admin.conflict.overwrite")}
          </Button>
        </>
      }
    >
      <div id={textId} className="confirm-dialog__text">
        <p>{t("admin.conflict.text", { who, date: formatDateTime(conflict.changedAt).replace(" ", ", ") })}</p>
        <p>{t("admin.conflict.choice")}</p>
      </div>
    </Dialog>
  );
}

/**
 * The conflict dialog's state for a form: `offer` shows it after a save was refused, with the way
 * to send the save again from the item's revision now (overwrite); `reload` is the other choice.
 */
export function useEditConflict(reload: (() => Promise<void>) | undefined): {
  offer: (conflict: EditConflict, overwrite: (revision: number) => void) => void;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{ conflict: EditConflict; overwrite: (revision: number) => void } | null>(null);
  const [reloading, setReloading] = useState(false);
  const dialog = open && (
    <EditConflictDialog
      conflict={open.conflict}
      busy={reloading ? "reload" : null}
      onCancel={() => setOpen(null)}
      onOverwrite={() => {
        setOpen(null);
        open.overwrite(open.conflict.revision);
      }}
      onReload={() => {
        setReloading(true);
        void Promise.resolve(reload?.()).finally(() => {
          setReloading(false);
          setOpen(null);
        });
      }}
    />
  );
  return { offer: (conflict, overwrite) => setOpen({ conflict, overwrite }), dialog };
}
