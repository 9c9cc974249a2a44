import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type { usePlanPrice_plans$key } from "../../../__generated__/usePlanPrice_plans.graphql.ts";
import { formatDate } from "../../../format/dates.ts";
import { useAddIndividualSubscriptionMutation } from "../../../mutations/useAddIndividualSubscriptionMutation.ts";
import { useAddOrganisationSubscriptionMutation } from "../../../mutations/useAddOrganisationSubscriptionMutation.ts";
import { usePlanPrices } from "../../../payments/usePlanPrice.ts";
import type { PaidPlan } from "../../public/registration/plans.ts";
import type { PurchaseOutcome } from "./PurchaseNotice.tsx";
import type { SubscriptionState } from "./subscription-state.ts";
import { ProfileSection } from "../ProfileSection.tsx";
import { SubscriptionCheckout } from "./SubscriptionCheckout.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Note } from "../../../ui/Note.tsx";

interface Props {
  plan: PaidPlan;
  plans: usePlanPrice_plans$key;
  settings: Checkout_settings$key;
  profileId: number;
  state: SubscriptionState;
  onPurchased: (outcome: PurchaseOutcome) => void;
}

/** The renewal's mutation: an individual's (by card), or a school's or firm's (by card or invoice). */
function useRenewPlan(plan: PaidPlan) {
  const [addIndividualSubscription] = useAddIndividualSubscriptionMutation();
  const [addOrganisationSubscription] = useAddOrganisationSubscriptionMutation();
  return async (paymentId: string | null) =>
    plan === "single" && paymentId
      ? (await addIndividualSubscription({ paymentId })).addIndividualSubscription
      : (await addOrganisationSubscription({ paymentId })).addOrganisationSubscription;
}

/**
 * Renewing the profile's plan (its main admin), or buying it when the profile has none yet (a
 * school registered by invoice): a single profile pays by card, a school or firm by card or
 * invoice. Paid while the subscription runs, the new period starts where the current one ends, and
 * the page says so before anything is paid.
 */
export function Renewal({ plan, plans, settings, profileId, state, onPurchased }: Props) {
  const { t } = useTranslation();
  const priceText = usePlanPrices(plans)(plan);
  const renewPlan = useRenewPlan(plan);
  const [open, setOpen] = useState(false);
  // a school or firm registered by invoice has no subscription until its transfer arrives
  const neverSubscribed = state.status === "none";
  return (
    <ProfileSection
      id="renewal-title"
      title={neverSubscribed ? t("profile.subscription.buyTitle") : t("profile.subscription.renewTitle")}
    >
      <p>{t("profile.subscription.renewPrice", { plan: t(`profile.details.types.${plan}`), price: priceText })}</p>
      <Note className="subscription-page__extends">
        {state.status === "active"
          ? t("profile.subscription.renewExtends", { date: formatDate(state.until) })
          : t("profile.subscription.renewStartsNow")}
      </Note>
      {open ? (
        <SubscriptionCheckout
          plan={plan}
          settings={settings}
          purchaseKey={`profile.${profileId}.${plan}`}
          priceText={priceText}
          purchase={renewPlan}
          onPurchased={(outcome) => {
            setOpen(false);
            onPurchased(outcome);
          }}
        >
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("confirm.cancel")}
          </Button>
        </SubscriptionCheckout>
      ) : (
        <Button onClick={() => setOpen(true)}>
          {neverSubscribed ? t("profile.subscription.buy") : t("profile.subscription.renew")}
        </Button>
      )}
    </ProfileSection>
  );
}
