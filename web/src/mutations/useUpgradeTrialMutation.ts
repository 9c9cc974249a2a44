import { graphql } from "react-relay/hooks";
import type { useUpgradeTrialMutation as UpgradeTrialMutation } from "../__generated__/useUpgradeTrialMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Turns the signed-in trial profile into `profileType` (single 1, school 2, firm 3), paid by the
 * card payment `paymentId` or by invoice. The answer carries the profile with its new type,
 * periods and orders: the subscription page then shows the renewal instead of the upgrade.
 */
const mutation = graphql`
  mutation useUpgradeTrialMutation($profileType: Int!, $paymentId: String) {
    upgradeTrial(profileType: $profileType, intent: $paymentId) {
      ...PurchaseNotice_purchase
    }
  }
`;

export function useUpgradeTrialMutation() {
  return useAsyncMutation<UpgradeTrialMutation>(mutation);
}
