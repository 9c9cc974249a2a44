import { describe, expect, it } from "vitest";
import { createThrottle } from "./throttle.ts";

describe("createThrottle", () => {
  it("runs the first call and drops the others within the interval", () => {
    let time = 1_000;
    const throttle = createThrottle(500, () => time);
    const runs: number[] = [];
    expect(throttle(() => runs.push(time))).toBe(true);
    time += 499;
    expect(throttle(() => runs.push(time))).toBe(false);
    time += 1;
    expect(throttle(() => runs.push(time))).toBe(true);
    expect(runs).toEqual([1_000, 1_500]);
  });
});
