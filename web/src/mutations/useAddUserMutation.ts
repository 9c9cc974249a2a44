import { graphql } from "react-relay/hooks";
import type { useAddUserMutation as AddUserMutation } from "../__generated__/useAddUserMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * A new user of the signed-in main admin's school or firm. The answer carries the profile with its
 * new user list and seat count, as the user management shows them. Not optimistic: the new user's
 * id comes from the server.
 */
const mutation = graphql`
  mutation useAddUserMutation($email: String!, $password: String!, $fullname: String!) {
    addUser(email: $email, password: $password, fullname: $fullname) {
      id
      profile {
        id
        ...UserManagement_profile
      }
    }
  }
`;

export function useAddUserMutation() {
  return useAsyncMutation<AddUserMutation>(mutation);
}
