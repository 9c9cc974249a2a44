import { useTranslation } from "../i18n/useTranslation.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { TextField } from "../ui/TextField.tsx";
import { AVAILABILITIES, digitsOnly, type ListingValues } from "./form-values.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

export interface ListingTexts {
  availability: string;
  visible: string;
  order: string;
  orderHint: string;
}

interface Props {
  form: AdminFormPart<ListingValues>;
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  texts: ListingTexts;
}

/** Who may see the item (subscription, testing, free access), whether it is listed, and its place in the library's order. */
export function ListingFields({ form, formName, texts }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <>
      <fieldset className="admin-choices">
        <legend>{texts.availability}</legend>
        {AVAILABILITIES.map((option) => (
          <label key={option.value} className="admin-choices__option">
            <input
              type="radio"
              name="availability"
              value={option.value}
              checked={values.availability === option.value}
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
          label={texts.visible}
          checked={values.visible}
          onChange={(event) => form.set("visible", event.target.checked)}
        />
        <TextField
          form={formName}
          name="order"
          label={texts.order}
          hint={texts.orderHint}
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.order}
          error={errors.order}
          onChange={(event) => form.set("order", digitsOnly(event.target.value))}
        />
      </div>
    </>
  );
}
