import { graphql } from "react-relay/hooks";
import type { useDeleteWebinarMutation as DeleteWebinarMutation } from "../__generated__/useDeleteWebinarMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes a webinar (library admins). The answer is a Boolean: the updater takes it out of the admin list. */
const mutation = graphql`
  mutation useDeleteWebinarMutation($id: Int!) {
    deleteWebinar(id: $id)
  }
`;

const effects = ({ id }: DeleteWebinarMutation["variables"]): MutationEffects<DeleteWebinarMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getAllWebinars"], id),
});

export function useDeleteWebinarMutation() {
  return useAsyncMutation<DeleteWebinarMutation>(mutation, effects);
}
