import { graphql } from "react-relay/hooks";
import type { useDeleteThemeMutation as DeleteThemeMutation } from "../__generated__/useDeleteThemeMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/** Deletes a theme (library admins). The answer is a Boolean: the updater takes it out of the list. */
const mutation = graphql`
  mutation useDeleteThemeMutation($id: Int!) {
    deleteTheme(id: $id)
  }
`;

const effects = ({ id }: DeleteThemeMutation["variables"]): MutationEffects<DeleteThemeMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getThemes"], id),
});

export function useDeleteThemeMutation() {
  return useAsyncMutation<DeleteThemeMutation>(mutation, effects);
}
