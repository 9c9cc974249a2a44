import { collect, type Problems } from "../auth/account-rules.ts";
import { parseDisplayDate, todayDisplayDate } from "../format/dates.ts";

/**
 * Recording a bank transfer (library admins): the order's number, the amount credited in euros as
 * on the bank statement, and the day it was credited (DD.MM.YYYY, not in the future). The server
 * checks the amount against the order.
 */
export interface BankTransferValues {
  orderNumber: string;
  amount: string;
  receivedOn: string;
}

/** "299", "299,00", "299.5", "1 299,00 €" → cents; null when it is not a positive amount with at most two decimals. */
export function parseEuroAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const [euros, cents = ""] = compact.split(".");
  const total = Number(euros) * 100 + Number(cents.padEnd(2, "0"));
  return total > 0 && Number.isSafeInteger(total) ? total : null;
}

export function bankTransferProblems(
  values: BankTransferValues,
  now: Date = new Date(),
): Problems<keyof BankTransferValues> {
  const receivedOn = parseDisplayDate(values.receivedOn);
  const today = parseDisplayDate(todayDisplayDate(now))!;
  return collect<keyof BankTransferValues>({
    orderNumber: !values.orderNumber.trim()
      ? "required"
      : /^[1-9]\d{0,8}$/.test(values.orderNumber.trim())
        ? undefined
        : "orderNumberInvalid",
    amount: !values.amount.trim() ? "required" : parseEuroAmount(values.amount) === null ? "amountInvalid" : undefined,
    receivedOn: !values.receivedOn.trim()
      ? "required"
      : !receivedOn
        ? "dateInvalid"
        : receivedOn > today
          ? "dateInFuture"
          : undefined,
  });
}
