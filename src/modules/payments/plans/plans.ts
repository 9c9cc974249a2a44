import { DomainError } from "../../../shared/errors.ts";
import type { Cents } from "../../../shared/money.ts";
import type { Period } from "../../accounts/index.ts";

/**
 * The subscription plans (spec §1 and §9). A plan's id is the name of the profile type it is for
 * (the accounts module's PROFILE_TYPES: single 1, school 2, firm 3, trial 4).
 */
export const PLAN_IDS = ["single", "school", "firm", "trial"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const planIds: ReadonlySet<string> = new Set(PLAN_IDS);
export const isPlanId = (value: string): value is PlanId => planIds.has(value);

export type { Period };

export type Plan = {
  id: PlanId;
  profileTypeId: 1 | 2 | 3 | 4;
  /** What the customer pays, VAT included when the seller is a VAT payer. */
  priceCents: Cents;
  period: Period;
  /** Users the profile may have. */
  seats: number;
  accessLevel: "full" | "trial";
  /** The trial is free: it is granted at registration and never bought. */
  purchasable: boolean;
  /** The line on an invoice. */
  invoiceText: string;
};

export const CURRENCY = "eur";

export const PLANS: Record<PlanId, Plan> = {
  single: {
    id: "single",
    profileTypeId: 1,
    priceCents: 890,
    period: { unit: "month", count: 1 },
    seats: 1,
    accessLevel: "full",
    purchasable: true,
    invoiceText: "Predplatné Online živej knižnice – jednotlivec (1 používateľ), 1 mesiac",
  },
  school: {
    id: "school",
    profileTypeId: 2,
    priceCents: 29900,
    period: { unit: "year", count: 1 },
    seats: 10,
    accessLevel: "full",
    purchasable: true,
    invoiceText: "Predplatné Online živej knižnice – škola (10 používateľov), 1 rok",
  },
  firm: {
    id: "firm",
    profileTypeId: 3,
    priceCents: 29900,
    period: { unit: "year", count: 1 },
    seats: 3,
    accessLevel: "full",
    purchasable: true,
    invoiceText: "Predplatné Online živej knižnice – firma (3 používatelia), 1 rok",
  },
  trial: {
    id: "trial",
    profileTypeId: 4,
    priceCents: 0,
    period: { unit: "day", count: 30 },
    seats: 1,
    accessLevel: "trial",
    purchasable: false,
    invoiceText: "Skúšobný prístup do Online živej knižnice, 30 dní",
  },
};

/** The client's names for a plan: the profile type's name or id; "individual" is the single plan (spec §4). */
const aliases: Record<string, PlanId> = {
  individual: "single",
  "1": "single",
  "2": "school",
  "3": "firm",
  "4": "trial",
};

/** The plan a client asked for (a subscriptionType or profileType argument); PLAN_UNKNOWN otherwise. */
export function planNamed(value: unknown): Plan {
  const key = typeof value === "number" || typeof value === "string" ? String(value).trim().toLowerCase() : "";
  // own keys only: "constructor" or "__proto__" must not find Object.prototype's members
  const id = isPlanId(key) ? key : Object.hasOwn(aliases, key) ? aliases[key] : undefined;
  if (!id) throw new DomainError("PLAN_UNKNOWN");
  return PLANS[id];
}

/** A plan that can be paid for; the trial is refused with PLAN_NOT_PURCHASABLE. */
export function purchasablePlan(value: unknown): Plan {
  const plan = planNamed(value);
  if (!plan.purchasable) throw new DomainError("PLAN_NOT_PURCHASABLE");
  return plan;
}
