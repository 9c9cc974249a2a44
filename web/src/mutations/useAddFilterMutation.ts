import { graphql } from "react-relay/hooks";
import type { useAddFilterMutation as AddFilterMutation } from "../__generated__/useAddFilterMutation.graphql.ts";
import { appendToRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Adds a filter after the last one (library admins); the answer joins the list (getBaseTags) in the store. */
const mutation = graphql`
  mutation useAddFilterMutation(
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $languageFlag: String
  ) {
    addFilter(name: $name, nameCz: $nameCz, nameEn: $nameEn, nameEs: $nameEs, languageFlag: $languageFlag) {
      ...catalogueFields_filter @relay(mask: false)
      tagOrder
    }
  }
`;

const effects = (): MutationEffects<AddFilterMutation> => ({
  updater: (store) => appendToRootList(store, "getBaseTags", store.getRootField("addFilter")),
});

export function useAddFilterMutation() {
  return useAsyncMutation<AddFilterMutation>(mutation, effects);
}
