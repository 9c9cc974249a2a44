import { graphql } from "react-relay/hooks";
import type { useDeleteVideoMutation as DeleteVideoMutation } from "../__generated__/useDeleteVideoMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes a video (library admins). The answer is a Boolean: the updater takes it out of both admin lists. */
const mutation = graphql`
  mutation useDeleteVideoMutation($id: Int!) {
    deleteVideo(id: $id)
  }
`;

const effects = ({ id }: DeleteVideoMutation["variables"]): MutationEffects<DeleteVideoMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getAllVideos", "getAllTestVideos"], id),
});

export function useDeleteVideoMutation() {
  return useAsyncMutation<DeleteVideoMutation>(mutation, effects);
}
