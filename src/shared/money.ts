/**
 * Money is a whole number of euro cents everywhere (8,90 € is 890), never a float: sums and
 * comparisons stay exact. No dependencies, so the client bundle can import it.
 */
export type Cents = number;

export const isCents = (value: unknown): value is Cents => typeof value === "number" && Number.isSafeInteger(value);

/**
 * The amount as the library shows prices (spec §9): two decimals, a decimal comma, the euro sign
 * after a space, thousands grouped by a space: "8,90 €", "299,00 €", "1 299,00 €", "-5,00 €".
 * Plain spaces, so the text reads the same in a PDF and in a search; a screen that must keep
 * "8,90 €" on one line says so in its CSS (white-space: nowrap).
 */
export function formatEuro(cents: Cents): string {
  if (!isCents(cents)) throw new RangeError(`formatEuro: ${String(cents)} is not a whole number of cents`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}${euros},${String(absolute % 100).padStart(2, "0")} €`;
}
