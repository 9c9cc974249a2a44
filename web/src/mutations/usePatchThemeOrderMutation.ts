import { graphql } from "react-relay/hooks";
import type { usePatchThemeOrderMutation as PatchThemeOrderMutation } from "../__generated__/usePatchThemeOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the themes (positions from 1); the answer is every theme with its new position. */
const mutation = graphql`
  mutation usePatchThemeOrderMutation($themes: [ThemeOrderInput!]!) {
    patchThemeOrder(themes: $themes) {
      id
      themeOrder
    }
  }
`;

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({ themes }: PatchThemeOrderMutation["variables"]): MutationEffects<PatchThemeOrderMutation> => ({
  optimisticUpdater: (store) =>
    applyPositions(
      store,
      ["getThemes"],
      themes.map((item) => ({ id: item.id, order: item.themeOrder })),
      "themeOrder",
    ),
  updater: (store) => sortRootList(store, "getThemes", "themeOrder"),
});

export function usePatchThemeOrderMutation() {
  return useAsyncMutation<PatchThemeOrderMutation>(mutation, effects);
}
