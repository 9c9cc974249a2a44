import { collect, type Problem, type Problems } from "../auth/account-rules.ts";

/**
 * The built-in test provider's card form: convenience checks before sending, mirroring the
 * provider's (a number of 12 to 19 digits, an expiry month that has not ended, a 3- or 4-digit
 * CVC). The provider still decides, and its field errors are shown the same way.
 */
export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The test cards the provider knows (the screen lists them: it is a test payment). */
export const TEST_CARD_NUMBERS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  requiresAuthentication: "4000 0027 6000 3184",
} as const;

export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, "");

/** "4/27", "04 / 27", "04/2027" → { month: 4, year: 2027 }; null when it is not a month and a year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The expiry as the provider takes it: "MM/YY". */
export function normalisedExpiry(expiry: string): string {
  const parsed = parseExpiry(expiry);
  return parsed
    ? `${String(parsed.month).padStart(2, "0")}/${String(parsed.year % 100).padStart(2, "0")}`
    : expiry.trim();
}

function expiryProblem(expiry: string, now: Date): Problem | undefined {
  if (!expiry.trim()) return "required";
  const parsed = parseExpiry(expiry);
  if (!parsed) return "cardExpiryInvalid";
  // a card is valid to the end of its expiry month
  return Date.UTC(parsed.year, parsed.month, 1) <= now.getTime() ? "cardExpired" : undefined;
}

export function testCardProblems(values: TestCardValues, now: Date = new Date()): Problems<keyof TestCardValues> {
  const digits = cardDigits(values.cardNumber);
  return collect<keyof TestCardValues>({
    cardNumber: !digits ? "required" : /^\d{12,19}$/.test(digits) ? undefined : "cardNumberInvalid",
    expiry: expiryProblem(values.expiry, now),
    cvc: !values.cvc.trim() ? "required" : /^\d{3,4}$/.test(values.cvc.trim()) ? undefined : "cardCvcInvalid",
  });
}

/*
 * Formatting as the card is typed: the number in groups of four, the expiry with its slash, the
 * code in digits only. Each takes what the field holds after an edit and gives what it should show.
 */

const digitsOf = (text: string): string => text.replace(/\D/g, "");

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits; dashes and spaces of a paste go). */
export const formatCardNumber = (typed: string): string =>
  digitsOf(typed)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** The card code: digits only, at most four. */
export const formatCvc = (typed: string): string => digitsOf(typed).slice(0, 4);

/** A year of four digits becomes its last two ("2028" → "28"); more digits than two are cut. */
const shortYear = (year: string): string => (year.length === 4 ? year.slice(2) : year.slice(0, 2));

/**
 * The expiry as "MM/YY", the slash inserted once the year begins: "1228" → "12/28", "122" → "12/2",
 * a pasted "12/2028" or "122028" → "12/28"; a month typed with its own slash is padded ("1/" → "01/").
 * While deleting (`deleting`), nothing is padded, so the field never grows under Backspace.
 */
export function formatExpiry(typed: string, deleting = false): string {
  const withSlash = /^\s*(\d{0,2})\s*\/\s*(\d*)\s*$/.exec(typed);
  if (withSlash) {
    const month = withSlash[1]!;
    const paddedMonth = !deleting && month.length === 1 ? `0${month}` : month;
    return month === "" ? shortYear(withSlash[2]!) : `${paddedMonth}/${shortYear(withSlash[2]!)}`;
  }
  const digits = digitsOf(typed);
  if (digits.length === 6) return `${digits.slice(0, 2)}/${digits.slice(4)}`; // MMYYYY
  const kept = digits.slice(0, 4);
  return kept.length <= 2 ? kept : `${kept.slice(0, 2)}/${kept.slice(2)}`;
}

/** A field's text and caret after an edit has been reformatted. */
export interface FieldEdit {
  value: string;
  caret: number;
}

/** The card number after an edit: grouped, the caret after the same digits as before. */
export function editCardNumber(typed: string, caret: number): FieldEdit {
  const value = formatCardNumber(typed);
  return { value, caret: caretAfterFormat(typed, caret, value) };
}

/**
 * The expiry after an edit of the field: `previous` is what it showed, `typed` what it holds now
 * with the caret at `caret`. Backspace over the slash ("12/28" → "1228") would only bring the slash
 * back: it takes the month's last digit with it ("12/28" → "12/8", reformatted from "128").
 */
export function editExpiry(previous: string, typed: string, caret: number, deleting: boolean): FieldEdit {
  const slash = previous.indexOf("/");
  const slashDeleted =
    deleting &&
    slash > 0 &&
    slash < previous.length - 1 &&
    typed === previous.slice(0, slash) + previous.slice(slash + 1);
  if (slashDeleted) {
    const shortened = previous.slice(0, slash - 1) + previous.slice(slash + 1);
    const value = formatExpiry(shortened, true);
    return { value, caret: caretAfterFormat(shortened, slash - 1, value) };
  }
  const value = formatExpiry(typed, deleting);
  return { value, caret: caretAfterFormat(typed, caret, value) };
}

/**
 * Where the caret goes once a field's text is reformatted: after as many digits as stood before it
 * in what was typed (so typing or deleting in the middle of a number keeps the caret in place); at
 * the end when it was at the end.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  if (caret >= typed.length) return formatted.length; // typing at the end stays at the end
  let digitsBefore = digitsOf(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && --digitsBefore === 0) return index + 1;
  }
  return formatted.length;
}
