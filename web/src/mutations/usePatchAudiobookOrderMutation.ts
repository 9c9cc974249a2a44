import { graphql } from "react-relay/hooks";
import type { usePatchAudiobookOrderMutation as PatchAudiobookOrderMutation } from "../__generated__/usePatchAudiobookOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the audiobooks; the answer is every audiobook with its new position. */
const mutation = graphql`
  mutation usePatchAudiobookOrderMutation($audiobooks: [AudiobookOrderInput!]!) {
    patchAudiobookOrder(audiobooks: $audiobooks) {
      id
      order
    }
  }
`;

const LISTS = ["getAllAudiobooks"];

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({
  audiobooks,
}: PatchAudiobookOrderMutation["variables"]): MutationEffects<PatchAudiobookOrderMutation> => ({
  optimisticUpdater: (store) => applyPositions(store, LISTS, audiobooks, "order"),
  updater: (store) => LISTS.forEach((list) => sortRootList(store, list, "order")),
});

export function usePatchAudiobookOrderMutation() {
  return useAsyncMutation<PatchAudiobookOrderMutation>(mutation, effects);
}
