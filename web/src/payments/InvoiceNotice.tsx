import { useTranslation } from "../i18n/useTranslation.tsx";
import { graphql, readInlineData } from "react-relay/hooks";
import type { InvoiceNotice_purchase$key } from "../__generated__/InvoiceNotice_purchase.graphql.ts";
import { formatDate } from "../format/dates.ts";
import type { PaymentMethod } from "./Checkout.tsx";
import "./Payments.css";
import { ButtonAnchor } from "../ui/Button.tsx";

/** What the purchase mutations tell about an order paid by bank transfer. */
export interface IssuedInvoice {
  invoiceUrl: string;
  orderNumber?: number | null;
  amountText?: string | null;
  variableSymbol?: string | null;
  dueDate?: string | null;
}

/** What every purchase mutation selects from its PurchaseResult for the invoice. */
const purchaseFragment = graphql`
  fragment InvoiceNotice_purchase on PurchaseResult @inline {
    invoiceUrl
    order {
      orderNumber
      variableSymbol
      amountText
      dueDate
      invoiceUrl
    }
  }
`;

/** The invoice a purchase by bank transfer issued; none for a card. */
export function issuedInvoiceOf(method: PaymentMethod, purchase: InvoiceNotice_purchase$key): IssuedInvoice | null {
  const result = readInlineData(purchaseFragment, purchase);
  const invoiceUrl = result.order?.invoiceUrl ?? result.invoiceUrl;
  return method === "invoice" && invoiceUrl ? { ...result.order, invoiceUrl } : null;
}

/**
 * The invoice just issued: what to pay and by when, that access opens once the money is credited
 * (within 14 days), and the PDF (the invoice route takes the login cookie).
 */
export function InvoiceNotice({ invoice }: { invoice: IssuedInvoice }) {
  const { t } = useTranslation();
  return (
    <div className="accent-panel accent-panel--accent invoice-notice">
      <p>
        <strong>
          {invoice.orderNumber
            ? t("payment.invoice.createdNumber", { number: invoice.orderNumber })
            : t("payment.invoice.created")}
        </strong>
      </p>
      {(invoice.amountText || invoice.variableSymbol || invoice.dueDate) && (
        <dl>
          {invoice.amountText && (
            <>
              <dt>{t("payment.invoice.amount")}</dt>
              <dd>{invoice.amountText}</dd>
            </>
          )}
          {invoice.variableSymbol && (
            <>
              <dt>{t("payment.invoice.variableSymbol")}</dt>
              <dd>{invoice.variableSymbol}</dd>
            </>
          )}
          {invoice.dueDate && (
            <>
              <dt>{t("payment.invoice.dueDate")}</dt>
              <dd>{formatDate(invoice.dueDate)}</dd>
            </>
          )}
        </dl>
      )}
      <p>{t("payment.invoice.accessAfterPayment")}</p>
      <ButtonAnchor href={invoice.invoiceUrl} download>
        {t("payment.invoice.download")}
      </ButtonAnchor>
    </div>
  );
}
