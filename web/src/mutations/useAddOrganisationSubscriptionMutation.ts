import { graphql } from "react-relay/hooks";
import type { useAddOrganisationSubscriptionMutation as AddOrganisationSubscriptionMutation } from "../__generated__/useAddOrganisationSubscriptionMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Renews (or first buys) a school's or firm's plan: with the paid card payment `paymentId`, or by
 * invoice without one. The answer carries the profile with what the subscription page shows of
 * it (the new period, or the new order and its invoice).
 */
const mutation = graphql`
  mutation useAddOrganisationSubscriptionMutation($paymentId: String) {
    addOrganisationSubscription(intent: $paymentId) {
      ...PurchaseNotice_purchase
    }
  }
`;

export function useAddOrganisationSubscriptionMutation() {
  return useAsyncMutation<AddOrganisationSubscriptionMutation>(mutation);
}
