import type { ReactNode, RefObject } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { FormSaver } from "./AdminFormActions.tsx";

interface Props {
  /** The form's element (useAdminForm's `element`: the first field in error takes the focus). */
  element: RefObject<HTMLFormElement | null>;
  saver: Pick<FormSaver, "busy" | "submit"> & { unsavedChangesDialog: ReactNode };
  /** Over the required-fields note (who changed the item last). */
  above?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Under the fields: the buttons, the history of changes. */
  below: ReactNode;
}

/**
 * An item's admin form: submitting saves it after the form's own checks (the browser's are off),
 * the note on required fields, and the fields, locked while it uploads and saves; the question
 * asked before leaving it with unsaved changes.
 */
export function AdminFormFrame({ element, saver, above, children, below }: Props) {
  const { t } = useTranslation();
  return (
    <form
      ref={element}
      className="admin-form"
      noValidate
      aria-busy={saver.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void saver.submit(false);
      }}
    >
      {above}
      <p className="admin-form__required">{t("admin.requiredNote")}</p>
      {/* a disabled fieldset locks every control inside while the files upload and the item saves */}
      <fieldset className="admin-form__body" disabled={saver.busy}>
        {children}
      </fieldset>
      {below}
      {saver.unsavedChangesDialog}
    </form>
  );
}
