import { graphql } from "react-relay/hooks";
import type { useCompleteTestCardAuthenticationMutation as CompleteTestCardAuthenticationMutation } from "../__generated__/useCompleteTestCardAuthenticationMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The test provider's simulated 3-D Secure step, approved or rejected. */
const mutation = graphql`
  mutation useCompleteTestCardAuthenticationMutation($clientSecret: String!, $approved: Boolean!) {
    completeTestCardAuthentication(clientSecret: $clientSecret, approved: $approved) {
      status
      error
    }
  }
`;

export function useCompleteTestCardAuthenticationMutation() {
  return useAsyncMutation<CompleteTestCardAuthenticationMutation>(mutation);
}
