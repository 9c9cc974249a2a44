import { describe, expect, it } from "vitest";
import { sliderTarget } from "./slider-scroll.ts";

// five items of 100 px with 10 px gaps: starts at 0, 110, 220, 330, 440; the track shows 250 px
const items = [0, 110, 220, 330, 440].map((left) => ({ left, width: 100 }));
const extent = (scrollLeft: number) => ({ scrollLeft, clientWidth: 250, scrollWidth: 540, items });

describe("sliderTarget", () => {
  it("given the start, when moving forward, then the first item cut off at the right comes to the left edge", () => {
    expect(sliderTarget(extent(0), 1)).toBe(220);
  });

  it("given the end is near, when moving forward, then it stops at the end of the track", () => {
    expect(sliderTarget(extent(220), 1)).toBe(290);
  });

  it("given the middle, when moving back, then the furthest item keeping the current first one in view comes to the left edge", () => {
    expect(sliderTarget(extent(330), -1)).toBe(110);
    expect(sliderTarget(extent(110), -1)).toBe(0);
  });

  it("given the start, when moving back, then it stays at the start", () => {
    expect(sliderTarget(extent(0), -1)).toBe(0);
  });

  it("given an item wider than the view, when moving forward, then it moves by most of the view's width", () => {
    const wide = { scrollLeft: 0, clientWidth: 250, scrollWidth: 1000, items: [{ left: 0, width: 1000 }] };
    expect(sliderTarget(wide, 1)).toBe(200);
  });

  it("keeps the track's scroll padding before the item", () => {
    expect(sliderTarget({ ...extent(0), padding: 4 }, 1)).toBe(216);
  });
});
