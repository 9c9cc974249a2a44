import { useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button } from "../ui/Button.tsx";
import { FormMessage } from "../ui/FormMessage.tsx";
import { useNotificationClearance } from "../ui/notification-clearance.ts";
import type { SavePhase } from "./useAdminSave.ts";

export interface FormSaver {
  phase: SavePhase;
  busy: boolean;
  invalidMessage: string | null;
  submit: (andBack: boolean) => Promise<void>;
  /** Lets the navigation away from the form through (after deleting its item). */
  release: () => void;
}

/**
 * An admin form's save and save-and-go-back (their labels say what runs: uploading, then saving),
 * the client's check message under them, and then `more`: the public page, deleting.
 */
export function AdminFormActions({ saver, more }: { saver: FormSaver; more?: ReactNode }) {
  const { t } = useTranslation();
  const busyLabel = saver.phase === "uploading" ? t("admin.uploading") : t("admin.saving");
  const bar = useRef<HTMLDivElement>(null);
  useNotificationClearance(bar);
  return (
    <>
      <div ref={bar} className="admin-form__actions">
        <div className="admin-form__buttons">
          <Button type="submit" busy={saver.busy} busyLabel={busyLabel}>
            {t("admin.save")}
          </Button>
          <Button variant="secondary" busy={saver.busy} busyLabel={busyLabel} onClick={() => void saver.submit(true)}>
            {t("admin.saveAndBack")}
          </Button>
        </div>
        <FormMessage error={saver.invalidMessage} />
      </div>
      {more && <div className="admin-form__more">{more}</div>}
    </>
  );
}
