import { graphql } from "react-relay/hooks";
import type { useAddLanguageMutation as AddLanguageMutation } from "../__generated__/useAddLanguageMutation.graphql.ts";
import { appendToRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Adds a language after the last one (library admins); the answer joins the list (getLanguages) in the store. */
const mutation = graphql`
  mutation useAddLanguageMutation(
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $abbreviation: String!
    $languageFlag: String
  ) {
    addLanguage(
      name: $name
      nameCz: $nameCz
      nameEn: $nameEn
      nameEs: $nameEs
      abbreviation: $abbreviation
      languageFlag: $languageFlag
    ) {
      ...catalogueFields_language @relay(mask: false)
      order
    }
  }
`;

const effects = (): MutationEffects<AddLanguageMutation> => ({
  updater: (store) => appendToRootList(store, "getLanguages", store.getRootField("addLanguage")),
});

export function useAddLanguageMutation() {
  return useAsyncMutation<AddLanguageMutation>(mutation, effects);
}
