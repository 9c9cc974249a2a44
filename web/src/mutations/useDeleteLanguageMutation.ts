import { graphql } from "react-relay/hooks";
import type { useDeleteLanguageMutation as DeleteLanguageMutation } from "../__generated__/useDeleteLanguageMutation.graphql.ts";
import { removeFromRootLists } from "../relay/root-lists.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";

/**
 * Deletes a language (library admins); one its audiobooks are read in needs `replacementId`, the
 * language they move to. The answer is a Boolean: the updater takes it out of the list.
 */
const mutation = graphql`
  mutation useDeleteLanguageMutation($id: Int!, $replacementId: Int) {
    deleteLanguage(id: $id, replacementId: $replacementId)
  }
`;

const effects = ({ id }: DeleteLanguageMutation["variables"]): MutationEffects<DeleteLanguageMutation> => ({
  updater: (store) => removeFromRootLists(store, ["getLanguages"], id),
});

export function useDeleteLanguageMutation() {
  return useAsyncMutation<DeleteLanguageMutation>(mutation, effects);
}
