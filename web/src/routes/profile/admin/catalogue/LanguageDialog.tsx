import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useAddLanguageMutation } from "../../../../mutations/useAddLanguageMutation.ts";
import { useEditLanguageMutation } from "../../../../mutations/useEditLanguageMutation.ts";
import { TextField } from "../../../../ui/TextField.tsx";
import {
  CatalogueDialog,
  FlagField,
  NameFields,
  namesComplete,
  namesOf,
  type Names,
  useTakenFlags,
} from "./CatalogueDialog.tsx";
import { type Usage, useUsageText } from "./usage.ts";

export interface LanguageItem extends Names {
  revision?: number;
  id: number;
  abbreviation: string;
  languageFlag?: string | null;
  usage?: Usage | null;
}

type LanguageDraft = Names & { abbreviation: string; languageFlag: string };

/**
 * A content language's four names and abbreviation (required) and its interface language
 * (optional; one language each: those the `others` have cannot be chosen).
 */
export function LanguageDialog({
  language,
  others,
  onClose,
  onReload,
}: {
  language: LanguageItem | null;
  others: readonly LanguageItem[];
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const usageText = useUsageText();
  const taken = useTakenFlags(others, language);
  const [addLanguage] = useAddLanguageMutation();
  const [editLanguage] = useEditLanguageMutation();
  return (
    <CatalogueDialog<LanguageDraft>
      form="language"
      title={language ? t("admin.languages.editTitle") : t("admin.languages.addTitle")}
      initial={{
        ...namesOf(language),
        abbreviation: language?.abbreviation ?? "",
        languageFlag: language?.languageFlag ?? "",
      }}
      complete={(draft) => namesComplete(draft) && draft.abbreviation.trim() !== ""}
      save={({ languageFlag, ...fields }, expectedRevision) => {
        const variables = { ...fields, languageFlag: languageFlag || null };
        return language ? editLanguage({ id: language.id, ...variables, expectedRevision }) : addLanguage(variables);
      }}
      successText={language ? t("admin.languages.edited") : t("admin.languages.added")}
      onClose={onClose}
      revision={language?.revision}
      onReload={onReload}
      note={usageText("languages", language?.usage)}
      fields={(draft, set, errors) => (
        <>
          <NameFields form="language" draft={draft} set={set} errors={errors} />
          <TextField
            form="language"
            name="abbreviation"
            label={t("admin.languages.abbreviation")}
            hint={t("admin.languages.abbreviationHint")}
            required
            value={draft.abbreviation}
            error={errors.abbreviation}
            onChange={(event) => set({ abbreviation: event.target.value })}
          />
          <FlagField
            form="language"
            value={draft.languageFlag}
            hint={t("admin.languages.languageFlagHint")}
            error={errors.languageFlag}
            taken={taken}
            onChange={(languageFlag) => set({ languageFlag })}
          />
        </>
      )}
    />
  );
}
