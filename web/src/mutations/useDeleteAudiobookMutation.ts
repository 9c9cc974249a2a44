import { graphql } from "react-relay/hooks";
import type { useDeleteAudiobookMutation as DeleteAudiobookMutation } from "../__generated__/useDeleteAudiobookMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes an audiobook (library admins). The answer is a Boolean: the updater takes it out of the admin list. */
const mutation = graphql`
  mutation useDeleteAudiobookMutation($id: Int!) {
    deleteAudiobook(id: $id)
  }
`;

const effects = ({ id }: DeleteAudiobookMutation["variables"]): MutationEffects<DeleteAudiobookMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getAllAudiobooks"], id),
});

export function useDeleteAudiobookMutation() {
  return useAsyncMutation<DeleteAudiobookMutation>(mutation, effects);
}
