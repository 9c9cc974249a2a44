import { graphql } from "react-relay/hooks";
import type { useGetProfileSubscriptionIntentMutation as GetProfileSubscriptionIntentMutation } from "../__generated__/useGetProfileSubscriptionIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of the signed-in user's profile (its renewal, or the plan a trial upgrades to). */
const mutation = graphql`
  mutation useGetProfileSubscriptionIntentMutation($subscriptionType: String!) {
    getProfileSubscriptionIntent(subscriptionType: $subscriptionType) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetProfileSubscriptionIntentMutation() {
  return useAsyncMutation<GetProfileSubscriptionIntentMutation>(mutation);
}
