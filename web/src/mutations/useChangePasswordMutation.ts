import { graphql } from "react-relay/hooks";
import type { useChangePasswordMutation as ChangePasswordMutation } from "../__generated__/useChangePasswordMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useChangePasswordMutation($currentPassword: String!, $password: String!) {
    changePassword(currentPassword: $currentPassword, password: $password)
  }
`;

/** The signed-in user's new password (the user's other sessions end). */
export function useChangePasswordMutation() {
  return useAsyncMutation<ChangePasswordMutation>(mutation);
}
