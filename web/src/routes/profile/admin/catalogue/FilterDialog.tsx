import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useAddFilterMutation } from "../../../../mutations/useAddFilterMutation.ts";
import { useEditFilterMutation } from "../../../../mutations/useEditFilterMutation.ts";
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

export interface FilterItem extends Names {
  revision?: number;
  id: number;
  languageFlag?: string | null;
  usage?: Usage | null;
}

type FilterDraft = Names & { languageFlag: string };

/**
 * A filter's four names (required) and the interface language it is preselected in (optional;
 * one filter each: the languages the `others` have are shown with their names and cannot be chosen).
 */
export function FilterDialog({
  filter,
  others,
  onClose,
  onReload,
}: {
  filter: FilterItem | null;
  others: readonly FilterItem[];
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const usageText = useUsageText();
  const taken = useTakenFlags(others, filter);
  const [addFilter] = useAddFilterMutation();
  const [editFilter] = useEditFilterMutation();
  return (
    <CatalogueDialog<FilterDraft>
      form="filter"
      title={filter ? t("admin.filters.editTitle") : t("admin.filters.addTitle")}
      initial={{ ...namesOf(filter), languageFlag: filter?.languageFlag ?? "" }}
      complete={namesComplete}
      save={({ languageFlag, ...names }, expectedRevision) => {
        const variables = { ...names, languageFlag: languageFlag || null };
        return filter ? editFilter({ id: filter.id, ...variables, expectedRevision }) : addFilter(variables);
      }}
      successText={filter ? t("admin.filters.edited") : t("admin.filters.added")}
      onClose={onClose}
      revision={filter?.revision}
      onReload={onReload}
      note={usageText("filters", filter?.usage)}
      fields={(draft, set, errors) => (
        <>
          <NameFields form="filter" draft={draft} set={set} errors={errors} />
          <FlagField
            form="filter"
            value={draft.languageFlag}
            hint={t("admin.filters.languageFlagHint")}
            error={errors.languageFlag}
            taken={taken}
            onChange={(languageFlag) => set({ languageFlag })}
          />
        </>
      )}
    />
  );
}
