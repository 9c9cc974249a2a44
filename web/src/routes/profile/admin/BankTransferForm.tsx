import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { FormActions } from "../../../ui/FormMessage.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useForm, useFormSubmit } from "../../../components/useForm.ts";
import { parseDisplayDate, todayDisplayDate } from "../../../format/dates.ts";
import { useRecordBankTransferMutation } from "../../../mutations/useRecordBankTransferMutation.ts";
import { ProfileSection } from "../ProfileSection.tsx";
import {
  bankTransferProblems,
  parseEuroAmount,
  type BankTransferValues,
} from "../../../payments/bank-transfer-rules.ts";
import { formatEuro } from "../../../../../src/shared/money.ts";

type OpenOrder = { orderNumber: number; amountCents: number | null };

interface Props {
  /** The profile's orders still waiting for their money, newest first (the newest fills the form). */
  openOrders: readonly OpenOrder[];
  /**
   * Reads the history again; resolves when the new rows are shown. (recordBankTransfer answers
   * with the order alone, and the history's events have no ids for Relay's store.)
   */
  onRecorded: () => Promise<void>;
}

const valuesFor = (order: OpenOrder | undefined): BankTransferValues => ({
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
  const form = useForm<BankTransferValues>(valuesFor(openOrders[0]));
  const [recordBankTransfer] = useRecordBankTransferMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: bankTransferProblems,
    aliases: { amountCents: "amount" },
    send: async (values) => {
      const orderNumber = Number(values.orderNumber.trim());
      await recordBankTransfer({
        orderNumber,
        amountCents: parseEuroAmount(values.amount)!,
        receivedOn: parseDisplayDate(values.receivedOn)!,
      });
      await onRecorded().catch(() => undefined); // recorded; a failed re-read only leaves the older rows on screen
      form.reset(valuesFor(openOrders.find((order) => order.orderNumber !== orderNumber)));
      return t("profile.history.recorded", { number: orderNumber });
    },
  });

  return (
    <ProfileSection id="bank-transfer-title" title={t("profile.history.recordTitle")}>
      <form
        ref={form.form}
        className="form-panel profile-form bank-transfer-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="bank-transfer-title"
      >
        <OpenOrdersNote openOrders={openOrders} />
        <div className="form-fieldset bank-transfer-form__fields">
          <TextField
            form="bank-transfer"
            label={t("profile.history.orderNumber")}
            inputMode="numeric"
            autoComplete="off"
            list="bank-transfer-open-orders"
            required
            {...form.text("orderNumber")}
          />
          <TextField
            form="bank-transfer"
            label={t("profile.history.amountReceived")}
            inputMode="decimal"
            autoComplete="off"
            hint={t("profile.history.amountHint")}
            required
            {...form.text("amount")}
          />
          <TextField
            form="bank-transfer"
            label={t("profile.history.receivedOn")}
            autoComplete="off"
            hint={t("profile.history.dateHint")}
            required
            {...form.text("receivedOn")}
          />
        </div>
        <datalist id="bank-transfer-open-orders">
          {openOrders.map((order) => (
            <option key={order.orderNumber} value={order.orderNumber} />
          ))}
        </datalist>
        <FormActions
          label={t("profile.history.record")}
          busyLabel={t("profile.history.recording")}
          busy={sending}
          outcome={outcome}
        />
      </form>
    </ProfileSection>
  );
}

/** The orders waiting for their money (number and amount), or that there are none. */
function OpenOrdersNote({ openOrders }: { openOrders: readonly OpenOrder[] }) {
  const { t } = useTranslation();
  if (openOrders.length === 0) return <p className="bank-transfer-form__intro">{t("profile.history.noOpenOrders")}</p>;
  return (
    <p className="bank-transfer-form__intro">
      {t("profile.history.openOrders")}{" "}
      {openOrders.map((order, index) => (
        <span key={order.orderNumber} className="bank-transfer-form__order">
          {index > 0 && ", "}
          {order.orderNumber}
          {order.amountCents != null && ` (${formatEuro(order.amountCents)})`}
        </span>
      ))}
    </p>
  );
}
