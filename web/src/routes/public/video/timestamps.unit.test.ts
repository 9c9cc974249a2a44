import { describe, expect, it } from "vitest";
import { clampToDuration, secondsOf } from "./timestamps.ts";

describe("secondsOf", () => {
  it("reads hh:mm:ss, mm:ss and ss", () => {
    expect(secondsOf("01:02:03")).toBe(3723);
    expect(secondsOf("12:30")).toBe(750);
    expect(secondsOf("7")).toBe(7);
  });

  it("rejects anything else", () => {
    for (const invalid of ["", "1:2:3:4", "ab:cd", "12:300", "-1:00"]) expect(secondsOf(invalid)).toBeNull();
  });
});

describe("clampToDuration", () => {
  it("keeps the target within the media", () => {
    expect(clampToDuration(300, 60)).toBe(60);
    expect(clampToDuration(-5, 60)).toBe(0);
    expect(clampToDuration(30, 60)).toBe(30);
  });

  it("leaves the target as is while the duration is unknown", () => {
    expect(clampToDuration(300, Number.NaN)).toBe(300);
  });
});
