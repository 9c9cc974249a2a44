import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookCatalogueFields_choices$key } from "../../../../__generated__/AudiobookCatalogueFields_choices.graphql.ts";
import { textBinder } from "../../../../admin/field-bindings.ts";
import { ListingFields } from "../../../../admin/ListingFields.tsx";
import { PanelFieldset } from "../../../../admin/PanelFieldset.tsx";
import { TagsField } from "../../../../admin/TagInput.tsx";
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
  return (
    <PanelFieldset legend={t("audiobookForm.catalogue")}>
      <ListingFields form={form} formName="audiobook" textsAt="audiobookForm" />
      <SelectField
        {...textBinder(form, "audiobook")("languageId")}
        label={t("audiobookForm.languageId")}
        required
        placeholder={t("audiobookForm.languagePlaceholder")}
        options={getLanguages.map((language) => ({
          value: String(language.id),
          label: `${language.name} (${language.abbreviation})`,
        }))}
      />
      <TagsField form={form} />
    </PanelFieldset>
  );
}
