import { graphql } from "react-relay/hooks";
import type { useGetSubscriptionIntentMutation as GetSubscriptionIntentMutation } from "../__generated__/useGetSubscriptionIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of a registration (before the buyer has an account), as payments/useCardIntent.ts keeps it. */
const mutation = graphql`
  mutation useGetSubscriptionIntentMutation($subscriptionType: String!, $email: String!) {
    getSubscriptionIntent(subscriptionType: $subscriptionType, email: $email) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetSubscriptionIntentMutation() {
  return useAsyncMutation<GetSubscriptionIntentMutation>(mutation);
}
