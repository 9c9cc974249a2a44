import { TextAreaField } from "../ui/TextAreaField.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

interface Props {
  form: AdminFormPart<{ note: string }>;
  /** The form's name, for the field's id ("video", "audiobook"). */
  formName: string;
  label: string;
  hint: string;
}

/** The administrators' own note on an item (only they see it), last in a video's and an audiobook's forms. */
export function NotePanel({ form, formName, label, hint }: Props) {
  return (
    <div className="form-panel admin-form__panel admin-form__section">
      <TextAreaField
        form={formName}
        name="note"
        label={label}
        hint={hint}
        rows={3}
        value={form.values.note}
        onChange={(event) => form.set("note", event.target.value)}
      />
    </div>
  );
}
