import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, isFuture, parseDisplayDate, todayDisplayDate } from "./dates.ts";

describe("dates as the library shows them", () => {
  it("shows an instant as DD.MM.YYYY on Bratislava's calendar, summer and winter time alike", () => {
    expect(formatDate("2025-03-01T10:00:00.000Z")).toBe("01.03.2025");
    // 23:30 UTC on 31 December is already New Year in Bratislava (UTC+1)
    expect(formatDate("2024-12-31T23:30:00.000Z")).toBe("01.01.2025");
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2)
    expect(formatDate("2025-06-30T22:30:00.000Z")).toBe("01.07.2025");
  });

  it("takes a calendar date as it is, without moving it through a time zone", () => {
    expect(formatDate("2025-03-15")).toBe("15.03.2025");
  });

  it("shows a time as DD.MM.YYYY HH:mm on a 24-hour clock", () => {
    expect(formatDateTime("2025-03-01T10:05:00.000Z")).toBe("01.03.2025 11:05");
    expect(formatDateTime("2025-07-01T22:00:00.000Z")).toBe("02.07.2025 00:00");
  });

  it("leaves a value that is not a date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime("")).toBe("");
  });

  it("reads DD.MM.YYYY typed with or without leading zeros, and refuses days that do not exist", () => {
    expect(parseDisplayDate("05.03.2025")).toBe("2025-03-05");
    expect(parseDisplayDate(" 5.3.2025 ")).toBe("2025-03-05");
    expect(parseDisplayDate("5. 3. 2025")).toBe("2025-03-05");
    expect(parseDisplayDate("29.02.2024")).toBe("2024-02-29");
    expect(parseDisplayDate("29.02.2025")).toBeNull();
    expect(parseDisplayDate("31.04.2025")).toBeNull();
    expect(parseDisplayDate("2025-03-05")).toBeNull();
    expect(parseDisplayDate("")).toBeNull();
  });

  it("gives today's date for a form's default and tells the future from the past", () => {
    const now = new Date("2025-05-20T12:00:00.000Z");
    expect(todayDisplayDate(now)).toBe("20.05.2025");
    expect(isFuture("2025-05-20T12:00:01.000Z", now)).toBe(true);
    expect(isFuture("2025-05-20T12:00:00.000Z", now)).toBe(false);
  });
});
