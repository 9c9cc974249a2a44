import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type { TrialUpgrade_plans$key } from "../../../__generated__/TrialUpgrade_plans.graphql.ts";
import type { TrialUpgradeIntentMutation } from "../../../__generated__/TrialUpgradeIntentMutation.graphql.ts";
import type { TrialUpgradeMutation } from "../../../__generated__/TrialUpgradeMutation.graphql.ts";
import { Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { usePlanPrice } from "../../../payments/usePlanPrice.ts";
import { commitAsync } from "../../../relay/commit.ts";
import { PROFILE_TYPE_OF_PLAN, type PaidPlan } from "../../public/registration/plans.ts";
import type { PurchaseOutcome } from "./SubscriptionPage.tsx";

const UPGRADES: readonly PaidPlan[] = ["single", "school", "firm"];

interface Props {
  plans: TrialUpgrade_plans$key;
  settings: Checkout_settings$key;
  profileId: number;
  onPurchased: (outcome: PurchaseOutcome) => Promise<void>;
}

/**
 * A trial profile becomes a paid one (its main admin): choose the plan (single, school or firm),
 * which prepares its card payment, then pay by card, or for a school or firm by invoice.
 */
export function TrialUpgrade({ plans: plansKey, settings, profileId, onPurchased }: Props) {
  const { t } = useTranslation();
  const priceOf = usePlanPrice();
  const plans = useFragment(
    graphql`
      fragment TrialUpgrade_plans on Plan @relay(plural: true) {
        id
        priceCents
        periodUnit
        periodCount
      }
    `,
    plansKey,
  );
  const [choice, setChoice] = useState<PaidPlan | null>(null);
  const [requestIntent] = useMutation<TrialUpgradeIntentMutation>(graphql`
    mutation TrialUpgradeIntentMutation($subscriptionType: String!) {
      getProfileSubscriptionIntent(subscriptionType: $subscriptionType) {
        paymentId
        clientSecret
        amountText
        provider
      }
    }
  `);
  const [upgrade] = useMutation<TrialUpgradeMutation>(graphql`
    mutation TrialUpgradeMutation($profileType: Int!, $intent: String) {
      upgradeTrial(profileType: $profileType, intent: $intent) {
        ...InvoiceNotice_purchase
      }
    }
  `);

  const priceText = (plan: PaidPlan) => {
    const offer = plans.find((each) => each.id === plan);
    return offer ? priceOf(offer) : "";
  };

  return (
    <section className="profile-section" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">{t("profile.subscription.upgradeTitle")}</h2>
      <p>{t("profile.subscription.upgradeIntro")}</p>
      <fieldset className="checkout__methods subscription-page__plans">
        <legend>{t("profile.subscription.choosePlan")}</legend>
        {UPGRADES.map((plan) => {
          const id = `upgrade-plan-${plan}`;
          return (
            <div key={plan} className={choice === plan ? "method-option method-option--chosen" : "method-option"}>
              <input id={id} type="radio" name="upgradePlan" value={plan} checked={choice === plan} onChange={() => setChoice(plan)} aria-describedby={`${id}-text`} />
              <div>
                <label htmlFor={id} className="method-option__title">
                  {t(`registration.plans.${plan}.name`)}
                </label>
                <p id={`${id}-text`} className="method-option__text">
                  {priceText(plan)}, {t(`registration.plans.${plan}.users`)}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {choice && (
        <Checkout
          // each plan has a payment of its own
          key={choice}
          settings={settings}
          intentKey={`profile.${profileId}.upgrade.${choice}`}
          requestIntent={async () => (await commitAsync(requestIntent, { subscriptionType: choice })).getProfileSubscriptionIntent}
          invoiceAllowed={choice !== "single"}
          priceText={priceText(choice)}
          complete={async (method: PaymentMethod, intent: string | null) => {
            const { upgradeTrial } = await commitAsync(upgrade, { profileType: PROFILE_TYPE_OF_PLAN[choice], intent });
            setChoice(null);
            await onPurchased({ method, invoice: issuedInvoiceOf(method, upgradeTrial) });
          }}
          submitLabels={{ card: t("profile.subscription.payByCard"), invoice: t("profile.subscription.orderByInvoice") }}
          completingLabel={t("profile.subscription.completing")}
        />
      )}
    </section>
  );
}
