import { graphql } from "react-relay/hooks";
import type { usePatchFilterOrderMutation as PatchFilterOrderMutation } from "../__generated__/usePatchFilterOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the filters (positions from 1); the answer is every filter with its new position. */
const mutation = graphql`
  mutation usePatchFilterOrderMutation($filters: [FilterOrderInput!]!) {
    patchFilterOrder(filters: $filters) {
      id
      tagOrder
    }
  }
`;

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({ filters }: PatchFilterOrderMutation["variables"]): MutationEffects<PatchFilterOrderMutation> => ({
  optimisticUpdater: (store) =>
    applyPositions(
      store,
      ["getBaseTags"],
      filters.map((item) => ({ id: item.id, order: item.tagOrder })),
      "tagOrder",
    ),
  updater: (store) => sortRootList(store, "getBaseTags", "tagOrder"),
});

export function usePatchFilterOrderMutation() {
  return useAsyncMutation<PatchFilterOrderMutation>(mutation, effects);
}
