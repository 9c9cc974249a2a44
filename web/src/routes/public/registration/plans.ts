import type { Lang } from "../../../../../src/shared/lang.ts";
import { below, paths, ROUTES } from "../../route-table.ts";

/** The subscription types offered at registration, in the order the choice page shows them. */
export const PLANS = ["trial", "single", "school", "firm"] as const;
export type Plan = (typeof PLANS)[number];

/** Each plan's path segment under /{lang}/registracia/ (the trial's is a route of its own). */
export const PLAN_PATHS: Record<Plan, string> = {
  trial: below(ROUTES.registration)(ROUTES.trialRegistration),
  single: "pre-jednotlivca",
  school: "pre-skoly",
  firm: "pre-firmy",
};

/** The registration page of a plan. */
export const planPath = (lang: Lang, plan: Plan) =>
  plan === "trial" ? paths.trialRegistration(lang) : paths.paidRegistration(lang, PLAN_PATHS[plan]);

/** The paid plan a path segment names (pre-jednotlivca, pre-skoly, pre-firmy), if any. */
export function paidPlanOf(segment: string | undefined): PaidPlan | null {
  const plan = PLANS.find((each) => PLAN_PATHS[each] === segment);
  return plan && plan !== "trial" ? plan : null;
}

export type PaidPlan = Exclude<Plan, "trial">;

/** The profile type a paid plan registers (registerOrganisation's profileType; upgradeTrial's too). */
export const PROFILE_TYPE_OF_PLAN: Record<PaidPlan, 1 | 2 | 3> = { single: 1, school: 2, firm: 3 };
