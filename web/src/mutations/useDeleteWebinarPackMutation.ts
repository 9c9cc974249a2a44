import { graphql } from "react-relay/hooks";
import type { useDeleteWebinarPackMutation as DeleteWebinarPackMutation } from "../__generated__/useDeleteWebinarPackMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes a webinar pack (library admins); the updater takes it out of the admin list. */
const mutation = graphql`
  mutation useDeleteWebinarPackMutation($id: Int!) {
    deleteWebinarPack(id: $id)
  }
`;

const effects = ({ id }: DeleteWebinarPackMutation["variables"]): MutationEffects<DeleteWebinarPackMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getAllWebinarPacks"], id),
});

export function useDeleteWebinarPackMutation() {
  return useAsyncMutation<DeleteWebinarPackMutation>(mutation, effects);
}
