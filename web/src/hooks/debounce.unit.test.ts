import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebounce } from "./debounce.ts";

describe("createDebounce (leading and trailing)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls at once, then once with the last arguments after a pause", () => {
    const calls: string[] = [];
    const search = createDebounce(400, (text: string) => calls.push(text));
    search("o");
    expect(calls).toEqual(["o"]);
    search("od");
    vi.advanceTimersByTime(200);
    search("odv");
    vi.advanceTimersByTime(399);
    expect(calls).toEqual(["o"]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["o", "odv"]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["o", "odv"]);
    search("odva");
    expect(calls).toEqual(["o", "odv", "odva"]);
  });

  it("forgets a waiting call when cancelled", () => {
    const calls: string[] = [];
    const search = createDebounce(400, (text: string) => calls.push(text));
    search("a");
    search("ab");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["a"]);
  });
});
