import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookLanguageFilter_query$key } from "../../../__generated__/AudiobookLanguageFilter_query.graphql.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { FilterChecks, type FilterChoice } from "../home/FilterBar.tsx";

interface Props extends FilterChoice {
  query: AudiobookLanguageFilter_query$key;
}

/** The languages audiobooks are read in, as check boxes; an audiobook in any checked one is listed. */
export function AudiobookLanguageFilter({ query, ...choice }: Props) {
  const { t } = useTranslation();
  const { getLanguages } = useFragment(
    graphql`
      fragment AudiobookLanguageFilter_query on Query {
        getLanguages {
          ...catalogueFields_language @relay(mask: false)
        }
      }
    `,
    query,
  );
  return <FilterChecks legend={t("audiobooks.languages")} options={getLanguages} {...choice} />;
}
