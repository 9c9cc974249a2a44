import { graphql } from "react-relay/hooks";
import type { useConfirmTestCardPaymentMutation as ConfirmTestCardPaymentMutation } from "../__generated__/useConfirmTestCardPaymentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The built-in test provider's card confirmation: succeeded, requires_action (3-D Secure) or failed. */
const mutation = graphql`
  mutation useConfirmTestCardPaymentMutation(
    $clientSecret: String!
    $cardNumber: String!
    $expiry: String!
    $cvc: String!
  ) {
    confirmTestCardPayment(clientSecret: $clientSecret, cardNumber: $cardNumber, expiry: $expiry, cvc: $cvc) {
      status
      error
    }
  }
`;

export function useConfirmTestCardPaymentMutation() {
  return useAsyncMutation<ConfirmTestCardPaymentMutation>(mutation);
}
