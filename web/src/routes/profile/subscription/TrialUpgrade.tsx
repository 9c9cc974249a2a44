import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type { usePlanPrice_plans$key } from "../../../__generated__/usePlanPrice_plans.graphql.ts";
import { useUpgradeTrialMutation } from "../../../mutations/useUpgradeTrialMutation.ts";
import { ChoiceOption } from "../../../payments/ChoiceOption.tsx";
import { usePlanPrices } from "../../../payments/usePlanPrice.ts";
import { PROFILE_TYPE_OF_PLAN, type PaidPlan } from "../../public/registration/plans.ts";
import type { PurchaseOutcome } from "./PurchaseNotice.tsx";
import { ProfileSection } from "../ProfileSection.tsx";
import { SubscriptionCheckout } from "./SubscriptionCheckout.tsx";

const UPGRADES: readonly PaidPlan[] = ["single", "school", "firm"];

interface Props {
  plans: usePlanPrice_plans$key;
  settings: Checkout_settings$key;
  profileId: number;
  onPurchased: (outcome: PurchaseOutcome) => void;
}

/**
 * A trial profile becomes a paid one (its main admin): choose the plan (single, school or firm),
 * which prepares its card payment, then pay by card, or for a school or firm by invoice.
 */
export function TrialUpgrade({ plans, settings, profileId, onPurchased }: Props) {
  const { t } = useTranslation();
  const priceOf = usePlanPrices(plans);
  const [upgradeTrial] = useUpgradeTrialMutation();
  const [choice, setChoice] = useState<PaidPlan | null>(null);
  return (
    <ProfileSection id="upgrade-title" title={t("profile.subscription.upgradeTitle")}>
      <p>{t("profile.subscription.upgradeIntro")}</p>
      <fieldset className="checkout__methods subscription-page__plans">
        <legend>{t("profile.subscription.choosePlan")}</legend>
        {UPGRADES.map((plan) => (
          <ChoiceOption
            key={plan}
            name="upgradePlan"
            value={plan}
            chosen={choice}
            onChoose={setChoice}
            title={t(`registration.plans.${plan}.name`)}
            text={`${priceOf(plan)}, ${t(`registration.plans.${plan}.users`)}`}
          />
        ))}
      </fieldset>
      {choice && (
        <SubscriptionCheckout
          // each plan has a payment of its own
          key={choice}
          plan={choice}
          settings={settings}
          purchaseKey={`profile.${profileId}.upgrade.${choice}`}
          priceText={priceOf(choice)}
          purchase={async (paymentId) =>
            (await upgradeTrial({ profileType: PROFILE_TYPE_OF_PLAN[choice], paymentId })).upgradeTrial
          }
          onPurchased={(outcome) => {
            setChoice(null);
            onPurchased(outcome);
          }}
        />
      )}
    </ProfileSection>
  );
}
