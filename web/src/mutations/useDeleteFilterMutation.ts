import { graphql } from "react-relay/hooks";
import type { useDeleteFilterMutation as DeleteFilterMutation } from "../__generated__/useDeleteFilterMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes a filter (library admins). The answer is a Boolean: the updater takes it out of the list. */
const mutation = graphql`
  mutation useDeleteFilterMutation($id: Int!) {
    deleteFilter(id: $id)
  }
`;

const effects = ({ id }: DeleteFilterMutation["variables"]): MutationEffects<DeleteFilterMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getBaseTags"], id),
});

export function useDeleteFilterMutation() {
  return useAsyncMutation<DeleteFilterMutation>(mutation, effects);
}
