import { describe, expect, it } from "vitest";
import { afterAttempt, refusalOf, secondsToWait, type ThrottlePolicy, type ThrottleState } from "./throttle.ts";

const policy: ThrottlePolicy = { freeAttempts: 3, firstBlockMs: 30_000, maxBlockMs: 120_000, forgetAfterMs: 600_000 };
const t0 = new Date("2025-05-01T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** The states after attempts at the given seconds. */
function attemptsAt(...seconds: number[]): ThrottleState[] {
  const states: ThrottleState[] = [];
  for (const s of seconds) states.push(afterAttempt(states.at(-1), at(s), policy));
  return states;
}

describe("the throttle rule", () => {
  it("allows the free attempts without blocking", () => {
    const states = attemptsAt(0, 1, 2).slice(0, 2);
    expect(states.map((s) => s.blockedUntil)).toEqual([null, null]);
    expect(states.map((s) => s.attempts)).toEqual([1, 2]);
  });

  it("blocks from the last free attempt on, doubling each time up to the maximum", () => {
    const states = attemptsAt(0, 1, 2, 40, 100, 300, 500);
    expect(
      states.slice(2).map((s, i) => (s.blockedUntil!.getTime() - at([2, 40, 100, 300, 500][i]!).getTime()) / 1000),
    ).toEqual([30, 60, 120, 120, 120]);
  });

  it("forgets the count some time after the last attempt", () => {
    const [, second] = attemptsAt(0, 1);
    expect(afterAttempt(second, at(1 + 599), policy).attempts).toBe(3);
    expect(afterAttempt(second, at(1 + 600), policy)).toEqual({
      attempts: 1,
      blockedUntil: null,
      forgetAt: at(601 + 600),
    });
  });

  it("forgets a blocked count only some time after the block ends, so the back-off keeps growing", () => {
    const [, , third] = attemptsAt(0, 1, 2);
    expect(third!.forgetAt).toEqual(at(2 + 30 + 600));
    const long: ThrottlePolicy = {
      ...policy,
      maxBlockMs: 3_600_000,
      firstBlockMs: 3_600_000,
      forgetAfterMs: 3_600_000,
    };
    const blocked = afterAttempt({ attempts: 2, blockedUntil: null, forgetAt: at(100) }, at(0), long);
    // trying again the moment the longest block ends meets the next block, not a fresh count
    const next = afterAttempt(blocked, blocked.blockedUntil!, long);
    expect(next.attempts).toBe(4);
    expect(next.blockedUntil).toEqual(at(2 * 3600));
  });

  it("makes the client wait for the longest block, in whole seconds", () => {
    const blocked = (s: number): ThrottleState => ({ attempts: 9, blockedUntil: at(s), forgetAt: at(1000) });
    expect(secondsToWait([], at(0))).toBe(0);
    expect(secondsToWait([blocked(10), blocked(29.2)], at(0))).toBe(30);
    expect(secondsToWait([blocked(10)], at(10))).toBe(0);
    expect(secondsToWait([{ attempts: 1, blockedUntil: null, forgetAt: at(5) }], at(0))).toBe(0);
  });

  it("says what limits when every blocking key agrees, so the client can tell whether a reset helps", () => {
    const blocked = (s: number): ThrottleState => ({ attempts: 9, blockedUntil: at(s), forgetAt: at(1000) });
    const free: ThrottleState = { attempts: 1, blockedUntil: null, forgetAt: at(1000) };
    expect(
      refusalOf(
        [
          { scope: "client", state: free },
          { scope: "account", state: undefined },
        ],
        at(0),
      ),
    ).toBeUndefined();
    const account = refusalOf(
      [
        { scope: "client", state: free },
        { scope: "account", state: blocked(90) },
        { scope: "account", state: blocked(30) },
      ],
      at(0),
    );
    expect(account).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      params: { retryAfterSeconds: 90, limitedBy: "account" },
    });
    const both = refusalOf(
      [
        { scope: "client", state: blocked(10) },
        { scope: "account", state: blocked(90) },
      ],
      at(0),
    );
    expect(both?.params).toEqual({ retryAfterSeconds: 90 });
    expect(refusalOf([{ state: blocked(5) }], at(0))?.params).toEqual({ retryAfterSeconds: 5 });
  });
});
