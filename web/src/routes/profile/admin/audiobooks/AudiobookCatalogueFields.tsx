import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookCatalogueFields_choices$key } from "../../../../__generated__/AudiobookCatalogueFields_choices.graphql.ts";
import { TagInput } from "../../../../admin/TagInput.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { CheckboxField } from "../../../../ui/CheckboxField.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { digitsOnly } from "../../../../admin/form-values.ts";
import { AVAILABILITIES } from "../videos/video-labels.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

interface Props {
  form: AdminForm<AudiobookFormValues>;
  choices: AudiobookCatalogueFields_choices$key;
}

/** Who may listen, whether it is listed and where, the language it is read in, and free tags. */
export function AudiobookCatalogueFields({ form, choices }: Props) {
  const { t } = useTranslation();
  const { getLanguages } = useFragment(
    graphql`
      fragment AudiobookCatalogueFields_choices on Query {
        getLanguages {
          id
          name
          abbreviation
        }
      }
    `,
    choices,
  );
  const { values, errors } = form;
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="form-fieldset admin-form__fieldset">
        <legend>{t("audiobookForm.catalogue")}</legend>
        <fieldset className="admin-choices">
          <legend>{t("audiobookForm.availability")}</legend>
          {AVAILABILITIES.map((option) => (
            <label key={option.value} className="admin-choices__option">
              <input type="radio" name="availability" value={option.value} checked={values.availability === option.value} onChange={() => form.set("availability", option.value)} />
              {t(`admin.videos.availability.${option.key}`)}
            </label>
          ))}
        </fieldset>
        <div className="admin-form__stack">
          <CheckboxField form="audiobook" name="visible" label={t("audiobookForm.visible")} checked={values.visible} onChange={(event) => form.set("visible", event.target.checked)} />
          <TextField
            form="audiobook"
            name="order"
            label={t("audiobookForm.order")}
            hint={t("audiobookForm.orderHint")}
            inputMode="numeric"
            pattern="[0-9]*"
            value={values.order}
            error={errors.order}
            onChange={(event) => form.set("order", digitsOnly(event.target.value))}
          />
        </div>
        <SelectField
          form="audiobook"
          name="languageId"
          label={t("audiobookForm.languageId")}
          required
          value={values.languageId}
          error={errors.languageId}
          placeholder={t("audiobookForm.languagePlaceholder")}
          options={getLanguages.map((language) => ({ value: String(language.id), label: `${language.name} (${language.abbreviation})` }))}
          onChange={(event) => form.set("languageId", event.target.value)}
        />
        <div className="field--wide">
          <TagInput tags={values.tags} onChange={(tags) => form.set("tags", tags)} />
        </div>
      </fieldset>
    </div>
  );
}
