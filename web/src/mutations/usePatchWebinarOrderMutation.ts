import { graphql } from "react-relay/hooks";
import type { usePatchWebinarOrderMutation as PatchWebinarOrderMutation } from "../__generated__/usePatchWebinarOrderMutation.graphql.ts";
import { applyPositions, sortRootList } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Records a drag and drop of the webinars; the answer is every webinar with its new position. */
const mutation = graphql`
  mutation usePatchWebinarOrderMutation($webinars: [WebinarOrderInput!]!) {
    patchWebinarOrder(webinars: $webinars) {
      id
      order
    }
  }
`;

/** Optimistic: the list shows its new order at once; a refusal brings the old one back. */
const effects = ({ webinars }: PatchWebinarOrderMutation["variables"]): MutationEffects<PatchWebinarOrderMutation> => ({
  optimisticUpdater: (store) => applyPositions(store, ["getAllWebinars"], webinars, "order"),
  updater: (store) => sortRootList(store, "getAllWebinars", "order"),
});

export function usePatchWebinarOrderMutation() {
  return useAsyncMutation<PatchWebinarOrderMutation>(mutation, effects);
}
