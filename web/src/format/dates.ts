/**
 * Dates as the library shows them (spec §9): DD.MM.YYYY and DD.MM.YYYY HH:mm, on the wall clock of
 * the library's time zone (the server computes subscription ends there, so a visitor abroad sees
 * the same day the invoice and the e-mails say).
 */
const LIBRARY_TIME_ZONE = "Europe/Bratislava";

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: LIBRARY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function wallClock(iso: string): Record<"year" | "month" | "day" | "hour" | "minute", string> | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** "2025-03-01T10:00:00Z" → "01.03.2025"; a calendar date "2025-03-15" is taken as it is. */
export function formatDate(value: string): string {
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendarDate) return `${calendarDate[3]}.${calendarDate[2]}.${calendarDate[1]}`;
  const clock = wallClock(value);
  return clock ? `${clock.day}.${clock.month}.${clock.year}` : value;
}

/** "2025-03-01T10:05:00Z" → "01.03.2025 11:05". */
export function formatDateTime(value: string): string {
  const clock = wallClock(value);
  return clock ? `${clock.day}.${clock.month}.${clock.year} ${clock.hour}:${clock.minute}` : value;
}

/** Today in the library's calendar as DD.MM.YYYY (a form's default date). */
export function todayDisplayDate(now: Date = new Date()): string {
  return formatDate(now.toISOString());
}

/** "5.3.2025" or "05.03.2025" → "2025-03-05"; null when it is not a real calendar date. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether an ISO date-time lies in the future (a subscription is active while its end does). */
export const isFuture = (iso: string, now: Date = new Date()): boolean => new Date(iso).getTime() > now.getTime();
