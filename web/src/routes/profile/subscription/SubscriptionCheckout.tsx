import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type { PurchaseNotice_purchase$key } from "../../../__generated__/PurchaseNotice_purchase.graphql.ts";
import { useGetProfileSubscriptionIntentMutation } from "../../../mutations/useGetProfileSubscriptionIntentMutation.ts";
import { Checkout } from "../../../payments/Checkout.tsx";
import type { PaidPlan } from "../../public/registration/plans.ts";
import { purchaseOutcomeOf, type PurchaseOutcome } from "./PurchaseNotice.tsx";

interface Props {
  plan: PaidPlan;
  settings: Checkout_settings$key;
  /** Names the purchase (the profile and what it buys): its card payment is kept under it between reloads. */
  purchaseKey: string;
  priceText: string;
  /** Makes the purchase with the paid card payment's id (null: by invoice); resolves with the mutation's result. */
  purchase: (paymentId: string | null) => Promise<PurchaseNotice_purchase$key>;
  /** The purchase is made (Relay's store already holds the profile as it left it). */
  onPurchased: (outcome: PurchaseOutcome) => void;
  /** Further buttons beside the submit button (Cancel). */
  children?: ReactNode;
}

/**
 * Paying for a plan of the signed-in user's profile (a renewal or a trial's upgrade): its card
 * payment is prepared for the profile, a single profile pays by card only, a school or firm by
 * card or invoice.
 */
export function SubscriptionCheckout({
  plan,
  settings,
  purchaseKey,
  priceText,
  purchase,
  onPurchased,
  children,
}: Props) {
  const { t } = useTranslation();
  const [getProfileSubscriptionIntent] = useGetProfileSubscriptionIntentMutation();
  return (
    <Checkout
      settings={settings}
      purchaseKey={purchaseKey}
      requestCardIntent={async () =>
        (await getProfileSubscriptionIntent({ subscriptionType: plan })).getProfileSubscriptionIntent
      }
      invoiceAllowed={plan !== "single"}
      priceText={priceText}
      complete={async (method, paymentId) => onPurchased(purchaseOutcomeOf(method, await purchase(paymentId)))}
      submitLabels={{ card: t("profile.subscription.payByCard"), invoice: t("profile.subscription.orderByInvoice") }}
      completingLabel={t("profile.subscription.completing")}
    >
      {children}
    </Checkout>
  );
}
