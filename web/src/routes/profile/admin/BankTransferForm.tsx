import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { BankTransferFormMutation } from "../../../__generated__/BankTransferFormMutation.graphql.ts";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../../components/forms.tsx";
import { parseDisplayDate, todayDisplayDate } from "../../../format/dates.ts";
import { bankTransferProblems, parseEuroAmount, type BankTransferValues } from "../../../payments/bank-transfer-rules.ts";
import { formatEuro } from "../../../../../src/shared/money.ts";

interface Props {
  /** The profile's orders still waiting for their money, newest first (the newest fills the form). */
  openOrders: readonly { orderNumber: number; amountCents: number | null }[];
  /** Reads the history again; resolves when the new rows are shown. */
  onRecorded: () => Promise<void>;
}

const valuesFor = (order: Props["openOrders"][number] | undefined): BankTransferValues => ({
  orderNumber: order ? String(order.orderNumber) : "",
  amount: order?.amountCents != null ? formatEuro(order.amountCents).replace(/\s*€$/, "") : "",
  receivedOn: todayDisplayDate(),
});

/**
 * A library admin records the money credited for one of the profile's orders, as on the bank
 * statement: the order's number, the amount in euros and the day it arrived. The order's
 * subscription then starts. The newest unpaid order fills the form in.
 */
export function BankTransferForm({ openOrders, onRecorded }: Props) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors, reset } = useForm<BankTransferValues>(valuesFor(openOrders[0]));
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [commit, recording] = useMutation<BankTransferFormMutation>(graphql`
    mutation BankTransferFormMutation($orderNumber: Int!, $amountCents: Int!, $receivedOn: String!) {
      recordBankTransfer(orderNumber: $orderNumber, amountCents: $amountCents, receivedOn: $receivedOn) {
        orderNumber
        status
      }
    }
  `);
  const [refreshing, setRefreshing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult({});
    const problems = bankTransferProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    const orderNumber = Number(values.orderNumber.trim());
    commit({
      variables: { orderNumber, amountCents: parseEuroAmount(values.amount)!, receivedOn: parseDisplayDate(values.receivedOn)! },
      onCompleted: () => {
        setRefreshing(true);
        void onRecorded()
          .catch(() => undefined) // recorded; a failed re-read only leaves the older rows on screen
          .then(() => {
            setRefreshing(false);
            reset(valuesFor(openOrders.find((order) => order.orderNumber !== orderNumber)));
            setResult({ success: t("profile.history.recorded", { number: orderNumber }) });
          });
      },
      onError: (failure) => {
        showServerErrors(failure, { amountCents: "amount" });
        setResult({ error: failureMessage(failure) });
      },
    });
  };

  const busy = recording || refreshing;
  return (
    <section className="profile-section" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t("profile.history.recordTitle")}</h2>
      <form ref={form} className="form-panel profile-form bank-transfer-form" onSubmit={submit} noValidate aria-labelledby="bank-transfer-title">
        <p className="bank-transfer-form__intro">
          {openOrders.length > 0 ? (
            <>
              {t("profile.history.openOrders")}{" "}
              {openOrders.map((order, index) => (
                <span key={order.orderNumber} className="bank-transfer-form__order">
                  {index > 0 && ", "}
                  {order.orderNumber}
                  {order.amountCents != null && ` (${formatEuro(order.amountCents)})`}
                </span>
              ))}
            </>
          ) : (
            t("profile.history.noOpenOrders")
          )}
        </p>
        <div className="form-fieldset bank-transfer-form__fields">
          <TextField form="bank-transfer" label={t("profile.history.orderNumber")} inputMode="numeric" autoComplete="off" list="bank-transfer-open-orders" required {...text("orderNumber")} />
          <TextField form="bank-transfer" label={t("profile.history.amountReceived")} inputMode="decimal" autoComplete="off" hint={t("profile.history.amountHint")} required {...text("amount")} />
          <TextField form="bank-transfer" label={t("profile.history.receivedOn")} autoComplete="off" hint={t("profile.history.dateHint")} required {...text("receivedOn")} />
        </div>
        <datalist id="bank-transfer-open-orders">
          {openOrders.map((order) => (
            <option key={order.orderNumber} value={order.orderNumber} />
          ))}
        </datalist>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("profile.history.recording") : t("profile.history.record")}
          </button>
          <FormMessage error={result.error} success={result.success} />
        </div>
      </form>
    </section>
  );
}
