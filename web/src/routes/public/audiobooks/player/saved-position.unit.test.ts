import { describe, expect, it } from "vitest";
import { readSavedPosition, startingPoint, writeSavedPosition } from "./saved-position.ts";
import { clockParts, formatClock } from "./time-format.ts";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("a guest's place in an audiobook", () => {
  it("is written and read per audiobook", () => {
    const storage = memory();
    writeSavedPosition(storage, 7, { audioFileId: 3, seconds: 61.237 });
    expect(readSavedPosition(storage, 7)).toEqual({ audioFileId: 3, seconds: 61.2 });
    expect(readSavedPosition(storage, 8)).toBeNull();
  });

  it("ignores what is not a place", () => {
    expect(readSavedPosition({ getItem: () => "{broken" }, 1)).toBeNull();
    expect(readSavedPosition({ getItem: () => '{"audioFileId":"x","seconds":1}' }, 1)).toBeNull();
    expect(readSavedPosition(null, 1)).toBeNull();
  });
});

describe("startingPoint", () => {
  const files = [
    { id: 10, durationSeconds: 100 },
    { id: 11, durationSeconds: 200 },
  ];
  it("starts at the saved file and time", () => {
    expect(startingPoint(files, { audioFileId: 11, seconds: 42 })).toEqual({ index: 1, seconds: 42 });
  });
  it("starts a finished file again, and ignores a file no longer there", () => {
    expect(startingPoint(files, { audioFileId: 11, seconds: 198 })).toEqual({ index: 1, seconds: 0 });
    expect(startingPoint(files, { audioFileId: 99, seconds: 5 })).toBeNull();
    expect(startingPoint(files, { audioFileId: 10, seconds: 0 })).toBeNull();
  });
});

describe("formatClock", () => {
  it("shows m:ss, or h:mm:ss from an hour", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65.9)).toBe("1:05");
    expect(formatClock(3729)).toBe("1:02:09");
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(clockParts(3729)).toEqual({ hours: 1, minutes: 2, seconds: 9 });
  });
});
