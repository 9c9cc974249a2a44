import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type { Renewal_plans$key } from "../../../__generated__/Renewal_plans.graphql.ts";
import type { RenewalIndividualMutation } from "../../../__generated__/RenewalIndividualMutation.graphql.ts";
import type { RenewalOrganisationMutation } from "../../../__generated__/RenewalOrganisationMutation.graphql.ts";
import type { RenewalIntentMutation } from "../../../__generated__/RenewalIntentMutation.graphql.ts";
import { formatDate } from "../../../format/dates.ts";
import { Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { usePlanPrice } from "../../../payments/usePlanPrice.ts";
import { commitAsync } from "../../../relay/commit.ts";
import type { PaidPlan } from "../../public/registration/plans.ts";
import type { PurchaseOutcome } from "./SubscriptionPage.tsx";
import type { SubscriptionState } from "./subscription-state.ts";

interface Props {
  plan: PaidPlan;
  plans: Renewal_plans$key;
  settings: Checkout_settings$key;
  profileId: number;
  state: SubscriptionState;
  onPurchased: (outcome: PurchaseOutcome) => Promise<void>;
}

/**
 * Renewing the profile's plan (its main admin), or buying it when the profile has none yet (a
 * school registered by invoice): a single profile pays by card, a school or firm by card or
 * invoice. Paid while the subscription runs, the new period starts where the current one ends, and
 * the page says so before anything is paid.
 */
export function Renewal({ plan, plans: plansKey, settings, profileId, state, onPurchased }: Props) {
  const { t } = useTranslation();
  const priceOf = usePlanPrice();
  const plans = useFragment(
    graphql`
      fragment Renewal_plans on Plan @relay(plural: true) {
        id
        priceCents
        periodUnit
        periodCount
      }
    `,
    plansKey,
  );
  const offer = plans.find((each) => each.id === plan);
  const [open, setOpen] = useState(false);
  const [requestIntent] = useMutation<RenewalIntentMutation>(graphql`
    mutation RenewalIntentMutation($subscriptionType: String!) {
      getProfileSubscriptionIntent(subscriptionType: $subscriptionType) {
        paymentId
        clientSecret
        amountText
        provider
      }
    }
  `);
  const [renewIndividual] = useMutation<RenewalIndividualMutation>(graphql`
    mutation RenewalIndividualMutation($intent: String!) {
      addIndividualSubscription(intent: $intent) {
        ...InvoiceNotice_purchase
      }
    }
  `);
  const [renewOrganisation] = useMutation<RenewalOrganisationMutation>(graphql`
    mutation RenewalOrganisationMutation($intent: String) {
      addOrganisationSubscription(intent: $intent) {
        ...InvoiceNotice_purchase
      }
    }
  `);

  const complete = async (method: PaymentMethod, intent: string | null) => {
    const result =
      plan === "single" && intent
        ? (await commitAsync(renewIndividual, { intent })).addIndividualSubscription
        : (await commitAsync(renewOrganisation, { intent })).addOrganisationSubscription;
    setOpen(false);
    await onPurchased({ method, invoice: issuedInvoiceOf(method, result) });
  };

  const priceText = offer ? priceOf(offer) : "";
  // a school or firm registered by invoice has no subscription until its transfer arrives
  const neverSubscribed = state.status === "none";
  return (
    <section className="profile-section" aria-labelledby="renewal-title">
      <h2 id="renewal-title">{neverSubscribed ? t("profile.subscription.buyTitle") : t("profile.subscription.renewTitle")}</h2>
      <p>{t("profile.subscription.renewPrice", { plan: t(`profile.details.types.${plan}`), price: priceText })}</p>
      <p className="subscription-page__extends">
        {state.status === "active" ? t("profile.subscription.renewExtends", { date: formatDate(state.until) }) : t("profile.subscription.renewStartsNow")}
      </p>
      {open ? (
        <Checkout
          settings={settings}
          intentKey={`profile.${profileId}.${plan}`}
          requestIntent={async () => (await commitAsync(requestIntent, { subscriptionType: plan })).getProfileSubscriptionIntent}
          invoiceAllowed={plan !== "single"}
          priceText={priceText}
          complete={complete}
          submitLabels={{ card: t("profile.subscription.payByCard"), invoice: t("profile.subscription.orderByInvoice") }}
          completingLabel={t("profile.subscription.completing")}
        >
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {t("confirm.cancel")}
          </button>
        </Checkout>
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {neverSubscribed ? t("profile.subscription.buy") : t("profile.subscription.renew")}
        </button>
      )}
    </section>
  );
}
