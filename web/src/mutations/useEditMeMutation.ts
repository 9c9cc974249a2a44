import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useEditMeMutation as EditMeMutation } from "../__generated__/useEditMeMutation.graphql.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";
import { profileUserOf, viewerOf } from "../relay/viewer-records.ts";

/**
 * The signed-in user's own name and e-mail. The answer is the user with what the account form
 * shows, and the user's profile with its user list, where the user is an entry of its own
 * (a ProfileUser record, apart from the User record).
 */
const mutation = graphql`
  mutation useEditMeMutation($email: String!, $fullname: String!) {
    editMe(email: $email, fullname: $fullname) {
      id
      ...AccountForm_user
      profile {
        id
        ...UserManagement_profile
      }
    }
  }
`;

type Details = EditMeMutation["variables"];

function renameViewer(store: RecordSourceSelectorProxy, { email, fullname }: Details) {
  const viewer = viewerOf(store);
  viewer?.setValue(fullname, "fullname").setValue(email, "email");
  profileUserOf(store, viewer?.getValue("id"))?.setValue(fullname, "fullname").setValue(email, "email");
}

/** Optimistic: the new name shows at once (the account form, the user list); a refusal restores the old one. */
const effects = (details: Details): MutationEffects<EditMeMutation> => ({
  optimisticUpdater: (store) => renameViewer(store, details),
});

export function useEditMeMutation() {
  return useAsyncMutation<EditMeMutation>(mutation, effects);
}
