import { useCallback, useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { ProfileOrdersQuery } from "../../../__generated__/ProfileOrdersQuery.graphql.ts";
import type { SubscriptionPageQuery } from "../../../__generated__/SubscriptionPageQuery.graphql.ts";
import { useAuthToken } from "../../../auth/token-store.ts";
import { useRetryKey } from "../../../components/ErrorBoundary.tsx";
import { formatDate } from "../../../format/dates.ts";
import type { PaymentMethod } from "../../../payments/Checkout.tsx";
import { InvoiceNotice, type IssuedInvoice } from "../../../payments/InvoiceNotice.tsx";
import { PROFILE_MAIN_ADMIN_ROLE_ID, profileTypeName } from "../roles.ts";
import { ProfileOrders, profileOrdersQuery } from "./ProfileOrders.tsx";
import { Renewal } from "./Renewal.tsx";
import { SubscriptionHistory } from "./SubscriptionHistory.tsx";
import { subscriptionState } from "./subscription-state.ts";
import { TrialUpgrade } from "./TrialUpgrade.tsx";
import "./Subscription.css";

const subscriptionPageQuery = graphql`
  query SubscriptionPageQuery {
    me {
      id
      userRoleId
    }
    getFullProfile {
      id
      profileType {
        id
      }
      subscriptions {
        accessLevel
        startDate
        expirationDate
      }
      ...SubscriptionHistory_profile
    }
    paymentSettings {
      ...Checkout_settings
    }
    getPlans {
      ...Renewal_plans
      ...TrialUpgrade_plans
    }
  }
`;

/** What a purchase on this page ended with, announced at the top of the page. */
export interface PurchaseOutcome {
  method: PaymentMethod;
  invoice: IssuedInvoice | null;
}

/**
 * /profil/predplatne, by profile type: where the access stands and its history for everyone;
 * for the profile's main admin also the renewal (a single profile by card, a school or firm by
 * card or invoice), or a trial's upgrade to a paid plan, and the invoices. Any other profile type
 * shows a profile error.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const token = useAuthToken();
  const retryKey = useRetryKey();
  const fetchKey = `${token}:${retryKey}`;
  const { me, getFullProfile: profile, paymentSettings, getPlans } = useLazyLoadQuery<SubscriptionPageQuery>(subscriptionPageQuery, {}, { fetchKey, fetchPolicy: "store-and-network" });
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const noticeElement = useRef<HTMLDivElement>(null);
  const isMainAdmin = me?.userRoleId === PROFILE_MAIN_ADMIN_ROLE_ID;
  // The purchase's form is gone (or changed with the profile's type): its outcome takes the focus.
  useEffect(() => {
    if (outcome) noticeElement.current?.focus();
  }, [outcome]);

  // After a purchase the access, the history and the invoices are read again.
  const purchased = useCallback(
    async (done: PurchaseOutcome) => {
      await Promise.all([
        fetchQuery<SubscriptionPageQuery>(environment, subscriptionPageQuery, {}, { fetchPolicy: "network-only" }).toPromise(),
        isMainAdmin ? fetchQuery<ProfileOrdersQuery>(environment, profileOrdersQuery, {}, { fetchPolicy: "network-only" }).toPromise() : null,
      ]).catch(() => undefined); // the purchase is made; a failed re-read only leaves older data on screen
      setOutcome(done);
    },
    [environment, isMainAdmin],
  );

  if (!me) return null; // the area's layout already asked for a login
  const typeName = profile ? profileTypeName(profile.profileType.id) : null;
  if (!profile || !typeName || typeName === "admin") {
    return (
      <section className="profile-section" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{t("profile.nav.subscription")}</h2>
        <p className="form-message form-message--error" role="alert">
          {t("profile.subscription.unknownType")}
        </p>
      </section>
    );
  }

  const state = subscriptionState(profile.subscriptions);
  return (
    <div className="subscription-page">
      <div ref={noticeElement} className="profile__notice subscription-page__notice" role="status" tabIndex={-1}>
        {outcome && <p>{outcome.method === "card" ? t("profile.subscription.paidNotice") : t("profile.subscription.invoiceIssuedNotice")}</p>}
      </div>
      {outcome?.invoice && <InvoiceNotice invoice={outcome.invoice} />}

      <section className="profile-section" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{t("profile.subscription.title")}</h2>
        <dl className="subscription-state">
          <dt>{t("profile.subscription.plan")}</dt>
          <dd>{t(`profile.details.types.${typeName}`)}</dd>
          <dt>{t("profile.subscription.state")}</dt>
          <dd>
            {state.status === "active" && (
              <span className="status-badge status-badge--active">
                {t(state.accessLevel === "trial" ? "profile.subscription.trialActiveUntil" : "profile.subscription.activeUntil", { date: formatDate(state.until) })}
              </span>
            )}
            {state.status === "expired" && <span className="status-badge status-badge--expired">{t("profile.subscription.expiredOn", { date: formatDate(state.until) })}</span>}
            {state.status === "none" && <span className="status-badge status-badge--placed">{t("profile.subscription.none")}</span>}
          </dd>
        </dl>
      </section>

      {isMainAdmin ? (
        typeName === "trial" ? (
          <TrialUpgrade plans={getPlans} settings={paymentSettings} profileId={profile.id} onPurchased={purchased} />
        ) : (
          <Renewal plan={typeName} plans={getPlans} settings={paymentSettings} profileId={profile.id} state={state} onPurchased={purchased} />
        )
      ) : (
        <p className="profile-form__read-only subscription-page__admin-only">{t("profile.subscription.adminOnly")}</p>
      )}

      <SubscriptionHistory profile={profile} />
      {isMainAdmin && <ProfileOrders fetchKey={fetchKey} />}
    </div>
  );
}
