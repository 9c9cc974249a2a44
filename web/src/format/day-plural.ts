import type { Lang } from "../../../src/shared/lang.ts";

/**
 * Which form of "day" a count takes (spec §9, reference §9): Slovak and Czech have one form for
 * 1 (deň, den), one for 2 to 4 (dni, dny) and one for 5 or more, which 0 also takes (dní, dní);
 * English and Spanish have one for 1 and another for the rest. Texts keep the three forms under
 * `one`, `few` and `many` (English and Spanish say the same in `few` and `many`).
 */
export type DayForm = "one" | "few" | "many";

export function dayForm(count: number, lang: Lang = "sk"): DayForm {
  const whole = Math.abs(Math.trunc(count));
  if (whole === 1) return "one";
  if (lang !== "sk" && lang !== "cz") return "many";
  return whole >= 2 && whole <= 4 ? "few" : "many";
}
