import { graphql } from "react-relay/hooks";
import type { useAddIndividualSubscriptionMutation as AddIndividualSubscriptionMutation } from "../__generated__/useAddIndividualSubscriptionMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Renews an individual profile with the paid card payment `paymentId`. The answer carries the
 * profile as the renewal left it, with everything the subscription page shows of it, so Relay's
 * store (and the page) is up to date without reading the page again.
 */
const mutation = graphql`
  mutation useAddIndividualSubscriptionMutation($paymentId: String!) {
    addIndividualSubscription(intent: $paymentId) {
      ...PurchaseNotice_purchase
    }
  }
`;

export function useAddIndividualSubscriptionMutation() {
  return useAsyncMutation<AddIndividualSubscriptionMutation>(mutation);
}
