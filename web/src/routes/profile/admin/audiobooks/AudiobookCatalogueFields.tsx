import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookCatalogueFields_choices$key } from "../../../../__generated__/AudiobookCatalogueFields_choices.graphql.ts";
import { ListingFields } from "../../../../admin/ListingFields.tsx";
import { TagInput } from "../../../../admin/TagInput.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
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
        <ListingFields
          form={form}
          formName="audiobook"
          texts={{
            availability: t("audiobookForm.availability"),
            visible: t("audiobookForm.visible"),
            order: t("audiobookForm.order"),
            orderHint: t("audiobookForm.orderHint"),
          }}
        />
        <SelectField
          form="audiobook"
          name="languageId"
          label={t("audiobookForm.languageId")}
          required
          value={values.languageId}
          error={errors.languageId}
          placeholder={t("audiobookForm.languagePlaceholder")}
          options={getLanguages.map((language) => ({
            value: String(language.id),
            label: `${language.name} (${language.abbreviation})`,
          }))}
          onChange={(event) => form.set("languageId", event.target.value)}
        />
        <div className="field--wide">
          <TagInput tags={values.tags} onChange={(tags) => form.set("tags", tags)} />
        </div>
      </fieldset>
    </div>
  );
}
