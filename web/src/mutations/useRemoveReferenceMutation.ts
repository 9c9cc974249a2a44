import { graphql } from "react-relay/hooks";
import type { useRemoveReferenceMutation as RemoveReferenceMutation } from "../__generated__/useRemoveReferenceMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Removes a testimonial (library admins). The answer is a Boolean: the updater takes it out of the list. */
const mutation = graphql`
  mutation useRemoveReferenceMutation($id: Int!) {
    removeReference(id: $id)
  }
`;

const effects = ({ id }: RemoveReferenceMutation["variables"]): MutationEffects<RemoveReferenceMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getReferences"], id),
});

export function useRemoveReferenceMutation() {
  return useAsyncMutation<RemoveReferenceMutation>(mutation, effects);
}
