import { useEffect, useRef } from "react";
import { graphql, readInlineData } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { PurchaseNotice_purchase$key } from "../../../__generated__/PurchaseNotice_purchase.graphql.ts";
import type { PaymentMethod } from "../../../payments/Checkout.tsx";
import { InvoiceNotice, issuedInvoiceOf, type IssuedInvoice } from "../../../payments/InvoiceNotice.tsx";

/** What a purchase on the subscription page ended with. */
export interface PurchaseOutcome {
  method: PaymentMethod;
  invoice: IssuedInvoice | null;
}

/**
 * What the subscription page's purchases (a renewal, a trial's upgrade) select of their result:
 * the invoice issued, and the buyer's profile as the purchase left it, with everything the page
 * shows of it, so Relay's store, and with it the page, is up to date without reading it again.
 */
const purchaseFragment = graphql`
  fragment PurchaseNotice_purchase on PurchaseResult @inline {
    ...InvoiceNotice_purchase
    profile {
      ...SubscriptionPage_profile
    }
  }
`;

/** What a purchase paid by `method` ended with, from the purchase mutation's result. */
export function purchaseOutcomeOf(method: PaymentMethod, purchase: PurchaseNotice_purchase$key): PurchaseOutcome {
  return { method, invoice: issuedInvoiceOf(method, readInlineData(purchaseFragment, purchase)) };
}

/**
 * The outcome of the page's last purchase, at the top of the page: paid, or the invoice issued
 * (with what to pay and its PDF). The purchase's form is gone (or changed with the profile's
 * type), so the notice takes the focus.
 */
export function PurchaseNotice({ outcome }: { outcome: PurchaseOutcome | null }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);
  return (
    <>
      <div
        ref={notice}
        className="note note--success profile__notice subscription-page__notice"
        role="status"
        tabIndex={-1}
      >
        {outcome && (
          <p>
            {outcome.method === "card"
              ? t("profile.subscription.paidNotice")
              : t("profile.subscription.invoiceIssuedNotice")}
          </p>
        )}
      </div>
      {outcome?.invoice && <InvoiceNotice invoice={outcome.invoice} />}
    </>
  );
}
