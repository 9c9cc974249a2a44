import type { ReactNode, RefObject } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { FormSaver } from "./AdminFormActions.tsx";
import type { ItemFormProps } from "./AdminItemFormPage.tsx";
import { LastChange } from "./ChangeHistory.tsx";

interface Props {
  /** The form (useAdminForm's `element`: the first field in error takes the focus). */
  form: { element: RefObject<HTMLFormElement | null> };
  saver: Pick<FormSaver, "busy" | "submit"> & { unsavedChangesDialog: ReactNode; conflictDialog: ReactNode };
  /** The item: who changed it last is said over the required-fields note. */
  item: Pick<ItemFormProps<unknown>, "id" | "changes">;
  /** The fields. */
  children: ReactNode;
  /** Under the fields: the buttons. */
  below: ReactNode;
  /** Under the buttons once the item is stored: its history of changes. */
  history: ReactNode;
}

/**
 * An item's admin form: submitting saves it after the form's own checks (the browser's are off),
 * who changed the item last, the note on required fields, and the fields, locked while it uploads
 * and saves; the question asked before leaving it with unsaved changes.
 */
export function AdminFormFrame({ form, saver, item, children, below, history }: Props) {
  const { t } = useTranslation();
  return (
    <form
      ref={form.element}
      className="admin-form"
      noValidate
      aria-busy={saver.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void saver.submit(false);
      }}
    >
      <LastChange changes={item.changes} />
      <p className="admin-form__required">{t("admin.requiredNote")}</p>
      {/* a disabled fieldset locks every control inside while the files upload and the item saves */}
      <fieldset className="admin-form__body" disabled={saver.busy}>
        {children}
      </fieldset>
      {below}
      {item.id !== null && history}
      {saver.unsavedChangesDialog}
      {saver.conflictDialog}
    </form>
  );
}
