import { graphql, useFragment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { SubscriptionHistory_profile$key } from "../../../__generated__/SubscriptionHistory_profile.graphql.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { formatDate } from "../../../format/dates.ts";
import { newestFirst } from "./subscription-state.ts";

/** The profile's periods of access, newest first: access type, start, end. */
export function SubscriptionHistory({ profile }: { profile: SubscriptionHistory_profile$key }) {
  const { t } = useTranslation();
  const { subscriptions } = useFragment(
    graphql`
      fragment SubscriptionHistory_profile on Profile {
        subscriptions {
          id
          accessLevel
          startDate
          expirationDate
          description
        }
      }
    `,
    profile,
  );
  type Period = (typeof subscriptions)[number];
  return (
    <section className="profile-section" aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title">{t("profile.subscription.historyTitle")}</h2>
      {subscriptions.length === 0 ? (
        <p className="profile-section__empty">{t("profile.subscription.historyEmpty")}</p>
      ) : (
        <DataTable<Period>
          labelledBy="subscription-history-title"
          rows={newestFirst(subscriptions)}
          rowKey={(period) => period.id}
          columns={[
            {
              header: t("profile.subscription.accessType"),
              cell: (period) => (
                <>
                  {t(period.accessLevel === "trial" ? "profile.subscription.levels.trial" : "profile.subscription.levels.full")}
                  {period.description && <span className="data-table__note">{period.description}</span>}
                </>
              ),
            },
            { header: t("profile.subscription.start"), cell: (period) => formatDate(period.startDate), nowrap: true },
            { header: t("profile.subscription.end"), cell: (period) => formatDate(period.expirationDate), nowrap: true },
          ]}
        />
      )}
    </section>
  );
}
