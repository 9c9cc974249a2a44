import { graphql } from "react-relay/hooks";
import type { usePatchLanguageOrderMutation as PatchLanguageOrderMutation } from "../__generated__/usePatchLanguageOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the languages (positions from 1); the answer is every language with its new position. */
const mutation = graphql`
  mutation usePatchLanguageOrderMutation($languages: [LanguageOrderInput!]!) {
    patchLanguageOrder(languages: $languages) {
      id
      order
    }
  }
`;

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({
  languages,
}: PatchLanguageOrderMutation["variables"]): MutationEffects<PatchLanguageOrderMutation> => ({
  optimisticUpdater: (store) =>
    applyPositions(
      store,
      ["getLanguages"],
      languages.map((item) => ({ id: item.id, order: item.order })),
      "order",
    ),
  updater: (store) => sortRootList(store, "getLanguages", "order"),
});

export function usePatchLanguageOrderMutation() {
  return useAsyncMutation<PatchLanguageOrderMutation>(mutation, effects);
}
