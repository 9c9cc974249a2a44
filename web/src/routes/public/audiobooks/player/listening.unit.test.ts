import { describe, expect, it } from "vitest";
import { addInterval, heardSeconds, isListened, ListeningLog } from "./listening.ts";

describe("addInterval", () => {
  it("merges overlapping and touching stretches and keeps them sorted", () => {
    let intervals = addInterval([], 10, 20);
    intervals = addInterval(intervals, 0, 5);
    intervals = addInterval(intervals, 15, 30);
    intervals = addInterval(intervals, 5, 8);
    expect(intervals).toEqual([
      [0, 8],
      [10, 30],
    ]);
    expect(heardSeconds(intervals)).toBe(28);
  });

  it("ignores an empty or reversed stretch", () => {
    expect(addInterval([[0, 1]], 5, 5)).toEqual([[0, 1]]);
    expect(addInterval([], 5, 2)).toEqual([]);
  });
});

describe("isListened", () => {
  it("needs 80 % of the duration heard", () => {
    expect(isListened([[0, 79]], 100)).toBe(false);
    expect(isListened([[0, 80]], 100)).toBe(true);
    expect(isListened([[0, 80]], 0)).toBe(false);
  });
});

describe("ListeningLog", () => {
  const play = (log: ListeningLog, fileId: number, from: number, to: number, step = 0.25) => {
    for (let time = from; time <= to + 1e-9; time += step) log.report(fileId, time);
  };

  it("counts played stretches, not the position", () => {
    const log = new ListeningLog();
    play(log, 1, 0, 10);
    log.interrupt(); // a seek to the end
    play(log, 1, 90, 100);
    expect(log.heardOf(1)).toBeCloseTo(20);
    expect(log.listened(1, 100)).toBe(false);
  });

  it("does not count a replayed stretch twice", () => {
    const log = new ListeningLog();
    play(log, 1, 0, 30);
    log.interrupt();
    play(log, 1, 0, 30);
    expect(log.heardOf(1)).toBeCloseTo(30);
  });

  it("treats a jump between reports as a seek", () => {
    const log = new ListeningLog();
    log.report(1, 0);
    log.report(1, 50);
    expect(log.heardOf(1)).toBe(0);
  });

  it("keeps each file apart and reaches 80 % by listening", () => {
    const log = new ListeningLog();
    play(log, 1, 0, 40, 0.5);
    play(log, 2, 0, 5);
    expect(log.heardOf(2)).toBeCloseTo(5);
    expect(log.listened(1, 50)).toBe(true);
  });
});
