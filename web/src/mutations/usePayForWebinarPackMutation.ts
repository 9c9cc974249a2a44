import { graphql } from "react-relay/hooks";
import type { usePayForWebinarPackMutation as PayForWebinarPackMutation } from "../__generated__/usePayForWebinarPackMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Buys a webinar pack for the signed-in user's profile, as useGetWebinarIntentMutation's webinar. */
const mutation = graphql`
  mutation usePayForWebinarPackMutation($webinarPackId: Int!, $paymentMethod: String!, $paymentId: String) {
    payForWebinarPack(webinarPackId: $webinarPackId, paymentMethod: $paymentMethod, intent: $paymentId) {
      paid
      ...InvoiceNotice_purchase
    }
  }
`;

export function usePayForWebinarPackMutation() {
  return useAsyncMutation<PayForWebinarPackMutation>(mutation);
}
