/** A period of access as the profile's subscriptions list it. */
export interface AccessPeriod {
  accessLevel: string;
  startDate: string;
  expirationDate: string;
}

export type SubscriptionState =
  | { status: "active"; until: string; accessLevel: string }
  | { status: "expired"; until: string; accessLevel: string }
  | { status: "none" };

const latestEnding = (periods: readonly AccessPeriod[]) =>
  periods.reduce<AccessPeriod | null>(
    (latest, period) =>
      !latest || Date.parse(period.expirationDate) > Date.parse(latest.expirationDate) ? period : latest,
    null,
  );

/**
 * Where a profile's access stands (spec §4: active while any expiration date lies in the future):
 * active until the latest end, expired since the latest end, or never subscribed. A renewal paid
 * while active extends from that end.
 */
export function subscriptionState(periods: readonly AccessPeriod[], now: Date = new Date()): SubscriptionState {
  const latest = latestEnding(periods);
  if (!latest) return { status: "none" };
  const status = Date.parse(latest.expirationDate) > now.getTime() ? "active" : "expired";
  return { status, until: latest.expirationDate, accessLevel: latest.accessLevel };
}

/** The history table lists the newest period first. */
export const newestFirst = <T extends AccessPeriod>(periods: readonly T[]): T[] =>
  [...periods].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
