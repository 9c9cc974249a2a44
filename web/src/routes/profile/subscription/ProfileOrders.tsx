import { graphql, useLazyLoadQuery } from "react-relay";
import { useTranslation } from "react-i18next";
import type { ProfileOrdersQuery } from "../../../__generated__/ProfileOrdersQuery.graphql.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { formatDate } from "../../../format/dates.ts";

export const profileOrdersQuery = graphql`
  query ProfileOrdersQuery {
    getFullProfile {
      id
      orders {
        orderNumber
        planId
        amountText
        status
        dueDate
        issuedAt
        invoiceUrl
      }
    }
  }
`;

/** The API's order states; an unpaid order reads "placed". */
const STATUS_KEYS = { placed: "placed", awaiting_payment: "placed", paid: "paid", expired: "expired" } as const;
const statusKey = (status: string) => STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? "placed";
const PLAN_NAMES = new Set(["single", "school", "firm", "trial"]);

/**
 * The profile's bank-transfer orders with their invoices (for its main admin): number, plan,
 * amount, issue and due dates, state (placed, paid, expired) and the PDF.
 */
export function ProfileOrders({ fetchKey }: { fetchKey: string }) {
  const { t } = useTranslation();
  const { getFullProfile } = useLazyLoadQuery<ProfileOrdersQuery>(profileOrdersQuery, {}, { fetchKey, fetchPolicy: "store-and-network" });
  const orders = getFullProfile?.orders ?? [];
  type Order = (typeof orders)[number];
  return (
    <section className="profile-section" aria-labelledby="orders-title">
      <h2 id="orders-title">{t("profile.subscription.ordersTitle")}</h2>
      {orders.length === 0 ? (
        <p className="profile-section__empty">{t("profile.subscription.ordersEmpty")}</p>
      ) : (
        <DataTable<Order>
          labelledBy="orders-title"
          rows={orders}
          rowKey={(order) => order.orderNumber}
          columns={[
            { header: t("profile.subscription.orderNumber"), cell: (order) => order.orderNumber },
            {
              header: t("profile.subscription.plan"),
              cell: (order) => (PLAN_NAMES.has(order.planId) ? t(`profile.details.types.${order.planId as "single" | "school" | "firm" | "trial"}`) : order.planId),
            },
            { header: t("profile.subscription.amount"), cell: (order) => order.amountText, nowrap: true },
            { header: t("profile.subscription.issued"), cell: (order) => formatDate(order.issuedAt), nowrap: true },
            { header: t("profile.subscription.dueDate"), cell: (order) => formatDate(order.dueDate), nowrap: true },
            {
              header: t("profile.subscription.orderStatus"),
              cell: (order) => <span className={`status-badge status-badge--${statusKey(order.status)}`}>{t(`profile.subscription.orderStates.${statusKey(order.status)}`)}</span>,
            },
            {
              header: t("profile.subscription.invoice"),
              cell: (order) => (
                <a href={order.invoiceUrl} download aria-label={t("profile.subscription.downloadInvoiceLabel", { number: order.orderNumber })}>
                  {t("profile.subscription.downloadInvoice")}
                </a>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
