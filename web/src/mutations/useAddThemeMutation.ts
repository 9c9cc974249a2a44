import { graphql } from "react-relay/hooks";
import type { useAddThemeMutation as AddThemeMutation } from "../__generated__/useAddThemeMutation.graphql.ts";
import { appendToRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Adds a theme after the last one (library admins); the answer joins the list (getThemes) in the store. */
const mutation = graphql`
  mutation useAddThemeMutation(
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $svgPath: String!
  ) {
    addTheme(name: $name, nameCz: $nameCz, nameEn: $nameEn, nameEs: $nameEs, svgPath: $svgPath) {
      ...catalogueFields_theme @relay(mask: false)
      themeOrder
    }
  }
`;

const effects = (): MutationEffects<AddThemeMutation> => ({
  updater: (store) => appendToRootList(store, "getThemes", store.getRootField("addTheme")),
});

export function useAddThemeMutation() {
  return useAsyncMutation<AddThemeMutation>(mutation, effects);
}
