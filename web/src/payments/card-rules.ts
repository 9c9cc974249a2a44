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
  return parsed ? `${String(parsed.month).padStart(2, "0")}/${String(parsed.year % 100).padStart(2, "0")}` : expiry.trim();
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
