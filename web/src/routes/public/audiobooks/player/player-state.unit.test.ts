import { describe, expect, it } from "vitest";
import {
  initialPlayerState,
  playerReducer,
  skipTarget,
  sleepDeadline,
  type PlayerAction,
  type PlayerState,
} from "./player-state.ts";

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const three = () => initialPlayerState(3, 120);

describe("the audiobook player's state", () => {
  it("starts on the first file, paused, autoplay off, never set to play on load", () => {
    const state = three();
    expect(state).toMatchObject({
      index: 0,
      playing: false,
      autoplay: false,
      playOnLoad: false,
      rate: 1,
      sleep: "off",
    });
  });

  it("stops at the end of a file without autoplay", () => {
    const state = run(three(), { type: "played" }, { type: "ended" });
    expect(state).toMatchObject({ index: 0, playing: false, playOnLoad: false });
  });

  it("goes on to the next file with autoplay, and from the last back to the first", () => {
    const second = run(three(), { type: "autoplay", on: true }, { type: "played" }, { type: "ended" });
    expect(second).toMatchObject({ index: 1, playOnLoad: true, position: 0 });
    const wrapped = run(
      second,
      { type: "loaded", duration: 60 },
      { type: "select", index: 2, play: true },
      { type: "loaded", duration: 30 },
      { type: "played" },
      { type: "ended" },
    );
    expect(wrapped).toMatchObject({ index: 0, playOnLoad: true });
  });

  it("a picked file plays once loaded; loading clears what was pending", () => {
    const picked = run(three(), { type: "select", index: 2, play: true });
    expect(picked).toMatchObject({ index: 2, playOnLoad: true, pendingSeek: null, duration: 0 });
    expect(run(picked, { type: "loaded", duration: 95 })).toMatchObject({ playOnLoad: false, duration: 95 });
  });

  it("picking the loaded file starts it from the beginning", () => {
    expect(run(three(), { type: "time", position: 40 }, { type: "select", index: 0, play: true })).toMatchObject({
      index: 0,
      pendingSeek: 0,
      playOnLoad: true,
    });
  });

  it("keeps a picked index within the files", () => {
    expect(run(three(), { type: "select", index: 9, play: false }).index).toBe(2);
    expect(run(three(), { type: "select", index: -1, play: false }).index).toBe(0);
  });

  it("resumes at a saved place without playing", () => {
    expect(run(three(), { type: "resume", index: 1, seconds: 42.5 })).toMatchObject({
      index: 1,
      pendingSeek: 42.5,
      position: 42.5,
      playOnLoad: false,
    });
  });

  it("after a failed URL continues where it was, playing only if it was", () => {
    expect(run(three(), { type: "played" }, { type: "failed", position: 33 })).toMatchObject({
      pendingSeek: 33,
      playOnLoad: true,
    });
    expect(run(three(), { type: "failed", position: 12 })).toMatchObject({ pendingSeek: 12, playOnLoad: false });
  });

  it("given a fresh URL for the file it plays, continues where it is, unless a failure already said where", () => {
    expect(run(three(), { type: "played" }, { type: "time", position: 21 }, { type: "refreshed" })).toMatchObject({
      pendingSeek: 21,
      playOnLoad: true,
    });
    expect(run(three(), { type: "time", position: 8 }, { type: "refreshed" })).toMatchObject({
      pendingSeek: 8,
      playOnLoad: false,
    });
    expect(
      run(
        three(),
        { type: "played" },
        { type: "time", position: 30 },
        { type: "failed", position: 33 },
        { type: "refreshed" },
      ),
    ).toMatchObject({ pendingSeek: 33 });
  });

  it("the end-of-file sleep timer stops at the end even with autoplay, then switches off", () => {
    const state = run(
      three(),
      { type: "autoplay", on: true },
      { type: "sleep", choice: "end", now: 0 },
      { type: "played" },
      { type: "ended" },
    );
    expect(state).toMatchObject({ index: 0, playing: false, playOnLoad: false, sleep: "off" });
  });

  it("a timed sleep has a deadline, which 'slept' clears", () => {
    const state = run(three(), { type: "sleep", choice: "15", now: 1000 });
    expect(state.sleepAt).toBe(1000 + 15 * 60_000);
    expect(run(state, { type: "slept" })).toMatchObject({ sleep: "off", sleepAt: null });
    expect(sleepDeadline("off", 5)).toBeNull();
    expect(sleepDeadline("60", 0)).toBe(3_600_000);
  });

  it("ignores a duration the element does not know yet", () => {
    expect(run(three(), { type: "loaded", duration: Number.NaN }).duration).toBe(120);
  });
});

describe("skipTarget", () => {
  it("moves 10 s within the file", () => {
    expect(skipTarget(30, 10, 100)).toBe(40);
    expect(skipTarget(5, -10, 100)).toBe(0);
    expect(skipTarget(95, 10, 100)).toBe(100);
    expect(skipTarget(95, 10, Number.NaN)).toBe(105);
  });
});
