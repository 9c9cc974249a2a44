import { useTranslation } from "../i18n/useTranslation.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { TextField } from "../ui/TextField.tsx";
import { textBinder } from "./field-bindings.ts";
import { AVAILABILITIES, digitsOnly, type ListingValues } from "./form-values.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

/** The groups of texts holding a form's availability, visible, order and orderHint labels. */
export type ListingTextsAt = "admin.videoForm" | "audiobookForm";

interface Props {
  form: AdminFormPart<ListingValues>;
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  textsAt: ListingTextsAt;
}

/** Who may see the item (subscription, testing, free access), whether it is listed, and its place in the library's order. */
export function ListingFields({ form, formName, textsAt }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="admin-choices">
        <legend>{t(`${textsAt}.availability`)}</legend>
        {AVAILABILITIES.map((option) => (
          <label key={option.value} className="admin-choices__option">
            <input
              type="radio"
              name="availability"
              value={option.value}
              checked={form.values.availability === option.value}
              onChange={() => form.set("availability", option.value)}
            />
            {t(`admin.videos.availability.${option.key}`)}
          </label>
        ))}
      </fieldset>
      <div className="admin-form__stack">
        <CheckboxField
          form={formName}
          name="visible"
          label={t(`${textsAt}.visible`)}
          checked={form.values.visible}
          onChange={(event) => form.set("visible", event.target.checked)}
        />
        <TextField
          {...textBinder(form, formName)("order", digitsOnly)}
          label={t(`${textsAt}.order`)}
          hint={t(`${textsAt}.orderHint`)}
          inputMode="numeric"
          pattern="[0-9]*"
        />
      </div>
    </>
  );
}
