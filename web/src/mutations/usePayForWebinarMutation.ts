import { graphql } from "react-relay/hooks";
import type { usePayForWebinarMutation as PayForWebinarMutation } from "../__generated__/usePayForWebinarMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Buys a webinar for the signed-in user's profile: by card with the paid payment's id, or by
 * invoice. "Moje webináre" asks the server again when it is shown.
 */
const mutation = graphql`
  mutation usePayForWebinarMutation($webinarId: Int!, $paymentMethod: String!, $paymentId: String) {
    payForWebinar(webinarId: $webinarId, paymentMethod: $paymentMethod, intent: $paymentId) {
      paid
      ...InvoiceNotice_purchase
    }
  }
`;

export function usePayForWebinarMutation() {
  return useAsyncMutation<PayForWebinarMutation>(mutation);
}
