import { describe, expect, it } from "vitest";
import { addDays, addPeriod, formatDate, isCalendarDate, localDate, subscriptionPeriod } from "./calendar.ts";

const at = (iso: string) => new Date(iso);
const month = { unit: "month", count: 1 } as const;
const year = { unit: "year", count: 1 } as const;
// the plans' periods (payments/plans.ts): a trial's 30 days, a single profile's month, a school's year
const trial = { period: { unit: "day", count: 30 } } as const;
const single = { period: month };
const school = { period: year };

describe("subscription periods", () => {
  it("a month is a calendar month at the same wall-clock time in Bratislava", () => {
    // 15 January 10:00 CET → 15 February 10:00 CET
    expect(addPeriod(at("2026-01-15T09:00:00Z"), month).toISOString()).toBe("2026-02-15T09:00:00.000Z");
    // across the spring clock change the wall-clock time stays 10:00 (CET → CEST)
    expect(addPeriod(at("2026-03-15T09:00:00Z"), month).toISOString()).toBe("2026-04-15T08:00:00.000Z");
  });

  it("counts in the library's calendar, not UTC's, so a date near midnight does not slip a day", () => {
    // 1 March 00:30 in Bratislava is still 28 February in UTC; the month ends on 1 April 00:30 local
    const end = addPeriod(at("2026-02-28T23:30:00Z"), month);
    expect(end.toISOString()).toBe("2026-03-31T22:30:00.000Z");
    expect(localDate(end)).toBe("2026-04-01");
  });

  it("clamps a day the target month lacks to its last day", () => {
    expect(localDate(addPeriod(at("2026-01-31T10:00:00Z"), month))).toBe("2026-02-28");
    expect(localDate(addPeriod(at("2028-01-31T10:00:00Z"), month))).toBe("2028-02-29");
    expect(localDate(addPeriod(at("2026-03-31T10:00:00Z"), month))).toBe("2026-04-30");
    expect(localDate(addPeriod(at("2026-12-31T10:00:00Z"), month))).toBe("2027-01-31");
    expect(localDate(addPeriod(at("2028-02-29T10:00:00Z"), year))).toBe("2029-02-28");
  });

  it("a year is a calendar year", () => {
    expect(addPeriod(at("2025-06-10T12:00:00Z"), year).toISOString()).toBe("2026-06-10T12:00:00.000Z");
    expect(addPeriod(at("2025-12-31T23:30:00Z"), year).toISOString()).toBe("2026-12-31T23:30:00.000Z");
  });

  it("the trial's 30 days are calendar days", () => {
    expect(localDate(addPeriod(at("2026-01-10T10:00:00Z"), trial.period))).toBe("2026-02-09");
  });

  it("moves a wall-clock time that does not exist forward, and takes the earlier of one that exists twice", () => {
    // 27 February 02:30 CET + 30 days = 29 March 02:30, which the spring clock change skips: 03:30 CEST
    expect(addPeriod(at("2026-02-27T01:30:00Z"), { unit: "day", count: 30 }).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 25 September 02:30 CEST + 1 month = 25 October 02:30, which happens twice: the first (CEST)
    expect(addPeriod(at("2026-09-25T00:30:00Z"), month).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("a renewal before expiry extends from the current expiration, not from today", () => {
    const now = at("2026-05-20T08:00:00Z");
    const expiration = at("2026-06-03T10:00:00Z");
    expect(subscriptionPeriod(single, now, expiration)).toEqual({
      start: expiration,
      expiration: at("2026-07-03T10:00:00Z"),
    });
    expect(subscriptionPeriod(school, now, expiration)).toEqual({
      start: expiration,
      expiration: at("2027-06-03T10:00:00Z"),
    });
  });

  it("after expiry, or with no subscription, the period starts now", () => {
    const now = at("2026-05-20T08:00:00Z");
    expect(subscriptionPeriod(single, now, at("2026-05-01T00:00:00Z"))).toEqual({
      start: now,
      expiration: at("2026-06-20T08:00:00Z"),
    });
    expect(subscriptionPeriod(single, now, null)).toEqual({ start: now, expiration: at("2026-06-20T08:00:00Z") });
    expect(subscriptionPeriod(single, now)).toEqual({ start: now, expiration: at("2026-06-20T08:00:00Z") });
    // expiring this very instant is expired
    expect(subscriptionPeriod(single, now, now).start).toBe(now);
  });
});

describe("calendar dates", () => {
  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2028-02-20", 14)).toBe("2028-03-05");
  });

  it("recognises real dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("1.2.2026")).toBe(false);
  });

  it("shows dates as DD.MM.YYYY", () => expect(formatDate("2026-01-08")).toBe("08.01.2026"));
});
