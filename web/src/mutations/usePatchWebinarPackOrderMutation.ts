import { graphql } from "react-relay/hooks";
import type { usePatchWebinarPackOrderMutation as PatchWebinarPackOrderMutation } from "../__generated__/usePatchWebinarPackOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the webinar packs; the answer is every pack with its new position. */
const mutation = graphql`
  mutation usePatchWebinarPackOrderMutation($webinarPacks: [WebinarPackOrderInput!]!) {
    patchWebinarPackOrder(webinarPacks: $webinarPacks) {
      id
      order
    }
  }
`;

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({
  webinarPacks,
}: PatchWebinarPackOrderMutation["variables"]): MutationEffects<PatchWebinarPackOrderMutation> => ({
  optimisticUpdater: (store) => applyPositions(store, ["getAllWebinarPacks"], webinarPacks, "order"),
  updater: (store) => sortRootList(store, "getAllWebinarPacks", "order"),
});

export function usePatchWebinarPackOrderMutation() {
  return useAsyncMutation<PatchWebinarPackOrderMutation>(mutation, effects);
}
