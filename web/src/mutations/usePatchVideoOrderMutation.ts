import { graphql } from "react-relay/hooks";
import type { usePatchVideoOrderMutation as PatchVideoOrderMutation } from "../__generated__/usePatchVideoOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the videos; the answer is every video with its new position. */
const mutation = graphql`
  mutation usePatchVideoOrderMutation($videos: [VideoOrderInput!]!) {
    patchVideoOrder(videos: $videos) {
      id
      order
    }
  }
`;

/** Both admin lists share the library's order. */
const LISTS = ["getAllVideos", "getAllTestVideos"];

/** Optimistic: the lists show their new order at once; a refusal brings the old one back. */
const effects = ({ videos }: PatchVideoOrderMutation["variables"]): MutationEffects<PatchVideoOrderMutation> => ({
  optimisticUpdater: (store) => applyPositions(store, LISTS, videos, "order"),
  updater: (store) => LISTS.forEach((list) => sortRootList(store, list, "order")),
});

export function usePatchVideoOrderMutation() {
  return useAsyncMutation<PatchVideoOrderMutation>(mutation, effects);
}
