import { graphql } from "react-relay/hooks";
import type { useResetPasswordMutation as ResetPasswordMutation } from "../__generated__/useResetPasswordMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useResetPasswordMutation($linkString: String!, $password: String!) {
    resetPassword(linkString: $linkString, password: $password)
  }
`;

/** Sets a new password with a reset link (which is then used up). */
export function useResetPasswordMutation() {
  return useAsyncMutation<ResetPasswordMutation>(mutation);
}
