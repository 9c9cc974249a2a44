import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type {
  SubscriptionHistory_profile$data,
  SubscriptionHistory_profile$key,
} from "../../../__generated__/SubscriptionHistory_profile.graphql.ts";
import { type Column } from "../../../ui/Table.tsx";
import { formatDate } from "../../../format/dates.ts";
import { RecordsSection } from "../ProfileSection.tsx";
import { newestFirst } from "./subscription-state.ts";

/** The profile's periods of access, newest first: access type, start, end. */
export function SubscriptionHistory({ profile }: { profile: SubscriptionHistory_profile$key }) {
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
  const columns = usePeriodColumns();
  const { t } = useTranslation();
  return (
    <RecordsSection
      id="subscription-history-title"
      title={t("profile.subscription.historyTitle")}
      empty={t("profile.subscription.historyEmpty")}
      rows={newestFirst(subscriptions)}
      rowKey={(period) => period.id}
      columns={columns}
    />
  );
}

type Period = SubscriptionHistory_profile$data["subscriptions"][number];

/** A period's access type (with its note), start and end. */
function usePeriodColumns(): Column<Period>[] {
  const { t } = useTranslation();
  return [
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
  ];
}
