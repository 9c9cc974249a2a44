import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type {
  ProfileOrders_profile$data,
  ProfileOrders_profile$key,
} from "../../../__generated__/ProfileOrders_profile.graphql.ts";
import { type Column } from "../../../ui/Table.tsx";
import { formatDate } from "../../../format/dates.ts";
import { RecordsSection } from "../ProfileSection.tsx";

/** The API's order states; an unpaid order reads "placed". */
const STATUS_KEYS = { placed: "placed", awaiting_payment: "placed", paid: "paid", expired: "expired" } as const;
const statusKey = (status: string) => STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? "placed";
const PLAN_NAMES = new Set(["single", "school", "firm", "trial"]);

/**
 * The profile's bank-transfer orders with their invoices (for its main admin): number, plan,
 * amount, issue and due dates, state (placed, paid, expired) and the PDF.
 */
export function ProfileOrders({ profile }: { profile: ProfileOrders_profile$key }) {
  const { orders } = useFragment(
    graphql`
      fragment ProfileOrders_profile on Profile {
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
    `,
    profile,
  );
  const { t } = useTranslation();
  const columns = useOrderColumns();
  return (
    <RecordsSection
      id="orders-title"
      title={t("profile.subscription.ordersTitle")}
      empty={t("profile.subscription.ordersEmpty")}
      rows={orders}
      rowKey={(order) => order.orderNumber}
      columns={columns}
    />
  );
}

type Order = ProfileOrders_profile$data["orders"][number];

/** An order's number, plan, amount, dates, state and invoice. */
function useOrderColumns(): Column<Order>[] {
  const { t } = useTranslation();
  return [
    { header: t("profile.subscription.orderNumber"), cell: (order) => order.orderNumber },
    {
      header: t("profile.subscription.plan"),
      cell: (order) =>
        PLAN_NAMES.has(order.planId)
          ? t(`profile.details.types.${order.planId as "single" | "school" | "firm" | "trial"}`)
          : order.planId,
    },
    { header: t("profile.subscription.amount"), cell: (order) => order.amountText, nowrap: true },
    { header: t("profile.subscription.issued"), cell: (order) => formatDate(order.issuedAt), nowrap: true },
    { header: t("profile.subscription.dueDate"), cell: (order) => formatDate(order.dueDate), nowrap: true },
    {
      header: t("profile.subscription.orderStatus"),
      cell: (order) => (
        <span className={`status-badge status-badge--${statusKey(order.status)}`}>
          {t(`profile.subscription.orderStates.${statusKey(order.status)}`)}
        </span>
      ),
    },
    {
      header: t("profile.subscription.invoice"),
      cell: (order) => (
        <a
          href={order.invoiceUrl}
          download
          aria-label={t("profile.subscription.downloadInvoiceLabel", { number: order.orderNumber })}
        >
          {t("profile.subscription.downloadInvoice")}
        </a>
      ),
    },
  ];
}
