import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { ProfileTypeName } from "../../../auth/account-rules.ts";
import { formatDate } from "../../../format/dates.ts";
import { ProfileSection } from "../ProfileSection.tsx";
import type { SubscriptionState } from "./subscription-state.ts";

/** Where the profile's access stands: its plan, and active until, expired on, or never subscribed. */
export function SubscriptionStatus({
  typeName,
  state,
}: {
  typeName: Exclude<ProfileTypeName, "admin">;
  state: SubscriptionState;
}) {
  const { t } = useTranslation();
  return (
    <ProfileSection id="subscription-title" title={t("profile.subscription.title")}>
      <dl className="accent-panel subscription-state">
        <dt>{t("profile.subscription.plan")}</dt>
        <dd>{t(`profile.details.types.${typeName}`)}</dd>
        <dt>{t("profile.subscription.state")}</dt>
        <dd>
          {state.status === "active" && (
            <span className="status-badge status-badge--active">
              {t(
                state.accessLevel === "trial"
                  ? "profile.subscription.trialActiveUntil"
                  : "profile.subscription.activeUntil",
                { date: formatDate(state.until) },
              )}
            </span>
          )}
          {state.status === "expired" && (
            <span className="status-badge status-badge--expired">
              {t("profile.subscription.expiredOn", { date: formatDate(state.until) })}
            </span>
          )}
          {state.status === "none" && (
            <span className="status-badge status-badge--placed">{t("profile.subscription.none")}</span>
          )}
        </dd>
      </dl>
    </ProfileSection>
  );
}
