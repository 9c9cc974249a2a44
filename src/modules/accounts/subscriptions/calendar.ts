/**
 * Calendar arithmetic for subscriptions and invoices, done on the wall clock of the library's
 * time zone: a month bought on 1 March at 00:30 in Bratislava ends on 1 April at 00:30 there, which
 * in UTC would have been 31 March (and a date shown a day early to the customer).
 *
 * The rules:
 * - a month is a calendar month and a year a calendar year, at the same wall-clock time;
 * - a day that does not exist in the target month is clamped to its last day (31 January + 1 month
 *   = 28 or 29 February; 29 February + 1 year = 28 February). Renewals chain from the expiration, so
 *   a subscription that once fell on the 28th stays on the 28th: the customer never loses a day,
 *   and a renewal never reaches into the month after;
 * - a wall-clock time that does not exist (the spring-forward hour) moves forward by the gap, and
 *   one that exists twice (the autumn hour) is the earlier of the two, as Temporal's "compatible".
 */
export const LIBRARY_TIME_ZONE = "Europe/Bratislava";

/** A length of access in the library's calendar: a plan's (one month, one year, 30 days). */
export type Period = { unit: "day" | "month" | "year"; count: number };

/** The start and end of a paid period. */
export type SubscriptionPeriod = { start: Date; expiration: Date };

/**
 * The period a payment confirmed at `now` buys. Renewing while a subscription still runs extends
 * it from its current expiration, not from today; after it has expired the new period starts now.
 */
export function subscriptionPeriod(
  bought: { period: Period },
  now: Date,
  currentExpiration?: Date | null,
): SubscriptionPeriod {
  const start = currentExpiration && currentExpiration.getTime() > now.getTime() ? currentExpiration : now;
  return { start, expiration: addPeriod(start, bought.period) };
}

export function addPeriod(instant: Date, period: Period, timeZone = LIBRARY_TIME_ZONE): Date {
  const wall = wallClock(instant, timeZone);
  let { year, month, day } = wall;
  if (period.unit === "day") {
    const shifted = new Date(Date.UTC(year, month - 1, day + period.count));
    [year, month, day] = [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()];
  } else {
    const months = year * 12 + (month - 1) + (period.unit === "year" ? 12 * period.count : period.count);
    year = Math.floor(months / 12);
    month = (months % 12) + 1;
    day = Math.min(day, daysInMonth(year, month));
  }
  return instantOf({ ...wall, year, month, day }, timeZone);
}

/** The calendar date of an instant in the library's time zone, as "YYYY-MM-DD". */
export function localDate(instant: Date, timeZone = LIBRARY_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** "YYYY-MM-DD" plus some days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar date written "YYYY-MM-DD". */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** "YYYY-MM-DD" as the library shows dates: "DD.MM.YYYY". */
export const formatDate = (date: string): string => date.split("-").reverse().join(".");

// ---------------------------------------------------------------------------------------------

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

const pad = (n: number) => String(n).padStart(2, "0");
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: instant.getUTCMilliseconds(),
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (utc: number, timeZone: string) => asUtc(wallClock(new Date(utc), timeZone)) - utc;

const DAY_MS = 86_400_000;

/** The instant at which the zone's wall clock shows `wall` (see the rules above for gaps and overlaps). */
function instantOf(wall: WallClock, timeZone: string): Date {
  const local = asUtc(wall);
  // offset changes are months apart, so a day before and a day after see the offsets on either side
  const before = local - offsetAt(local - DAY_MS, timeZone);
  const after = local - offsetAt(local + DAY_MS, timeZone);
  const shows = (utc: number) => asUtc(wallClock(new Date(utc), timeZone)) === local;
  if (shows(before) && shows(after)) return new Date(Math.min(before, after));
  if (shows(after)) return new Date(after);
  // either only `before` matches, or the time falls in a gap: the earlier offset moves it past the gap
  return new Date(before);
}
