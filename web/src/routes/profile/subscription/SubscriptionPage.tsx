import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { Checkout_settings$key } from "../../../__generated__/Checkout_settings.graphql.ts";
import type {
  SubscriptionPage_profile$data,
  SubscriptionPage_profile$key,
} from "../../../__generated__/SubscriptionPage_profile.graphql.ts";
import type { SubscriptionPageQuery } from "../../../__generated__/SubscriptionPageQuery.graphql.ts";
import type { usePlanPrice_plans$key } from "../../../__generated__/usePlanPrice_plans.graphql.ts";
import type { ProfileTypeName } from "../../../auth/account-rules.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { ProfileSection } from "../ProfileSection.tsx";
import { PROFILE_MAIN_ADMIN_ROLE_ID, profileTypeName } from "../roles.ts";
import { ProfileOrders } from "./ProfileOrders.tsx";
import { PurchaseNotice, type PurchaseOutcome } from "./PurchaseNotice.tsx";
import { Renewal } from "./Renewal.tsx";
import { SubscriptionHistory } from "./SubscriptionHistory.tsx";
import { subscriptionState } from "./subscription-state.ts";
import { SubscriptionStatus } from "./SubscriptionStatus.tsx";
import { TrialUpgrade } from "./TrialUpgrade.tsx";
import "./Subscription.css";

const subscriptionPageQuery = graphql`
  query SubscriptionPageQuery {
    me {
      id
      userRoleId
    }
    getFullProfile {
      ...SubscriptionPage_profile
    }
    paymentSettings {
      ...Checkout_settings
    }
    getPlans {
      ...usePlanPrice_plans
    }
  }
`;

/**
 * Everything this page shows of the profile. The purchase mutations select it too (their
 * PurchaseResult.profile, through PurchaseNotice_purchase), so after a purchase Relay's store, and
 * with it the page, is up to date without the page being read again.
 */
const profileFragment = graphql`
  fragment SubscriptionPage_profile on Profile {
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
    ...ProfileOrders_profile
  }
`;

/**
 * /profil/predplatne, by profile type: where the access stands and its history for everyone;
 * for the profile's main admin also the renewal (a single profile by card, a school or firm by
 * card or invoice), or a trial's upgrade to a paid plan, and the invoices. Any other profile type
 * shows a profile error.
 */
export function SubscriptionPage() {
  const { me, getFullProfile, paymentSettings, getPlans } = useScreenQuery<SubscriptionPageQuery>(
    subscriptionPageQuery,
    {},
    { perViewer: true, fetchPolicy: "store-and-network" },
  );
  const profile = useFragment<SubscriptionPage_profile$key>(profileFragment, getFullProfile);
  if (!me) return null; // the area's layout already asked for a login
  const typeName = profile ? profileTypeName(profile.profileType.id) : null;
  if (!profile || !typeName || typeName === "admin") return <UnknownProfileType />;
  const isMainAdmin = me.userRoleId === PROFILE_MAIN_ADMIN_ROLE_ID;
  return (
    <ProfileSubscription
      profile={profile}
      typeName={typeName}
      isMainAdmin={isMainAdmin}
      plans={getPlans}
      settings={paymentSettings}
    />
  );
}

interface Props {
  profile: SubscriptionPage_profile$data;
  typeName: Exclude<ProfileTypeName, "admin">;
  isMainAdmin: boolean;
  plans: usePlanPrice_plans$key;
  settings: Checkout_settings$key;
}

/** The page of a profile with a plan: the state, the purchase its main admin may make, the history and the invoices. */
function ProfileSubscription({ profile, typeName, isMainAdmin, plans, settings }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const state = subscriptionState(profile.subscriptions);
  return (
    <div className="subscription-page">
      <PurchaseNotice outcome={outcome} />
      <SubscriptionStatus typeName={typeName} state={state} />
      {isMainAdmin ? (
        typeName === "trial" ? (
          <TrialUpgrade plans={plans} settings={settings} profileId={profile.id} onPurchased={setOutcome} />
        ) : (
          <Renewal
            plan={typeName}
            plans={plans}
            settings={settings}
            profileId={profile.id}
            state={state}
            onPurchased={setOutcome}
          />
        )
      ) : (
        <p className="profile-form__read-only subscription-page__admin-only">{t("profile.subscription.adminOnly")}</p>
      )}
      <SubscriptionHistory profile={profile} />
      {isMainAdmin && <ProfileOrders profile={profile} />}
    </div>
  );
}

function UnknownProfileType() {
  const { t } = useTranslation();
  return (
    <ProfileSection id="subscription-title" title={t("profile.nav.subscription")}>
      <p className="form-message form-message--error" role="alert">
        {t("profile.subscription.unknownType")}
      </p>
    </ProfileSection>
  );
}
