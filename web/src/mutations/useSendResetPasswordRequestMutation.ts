import { graphql } from "react-relay/hooks";
import type { useSendResetPasswordRequestMutation as SendResetPasswordRequestMutation } from "../__generated__/useSendResetPasswordRequestMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useSendResetPasswordRequestMutation($email: String!) {
    sendResetPasswordRequest(email: $email)
  }
`;

/** Mails a reset link when the address belongs to a user (the answer is the same either way). */
export function useSendResetPasswordRequestMutation() {
  return useAsyncMutation<SendResetPasswordRequestMutation>(mutation);
}
