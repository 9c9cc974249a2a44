import { describe, expect, it } from "vitest";
import {
  canvasPixelRatio,
  drawnWidth,
  MAX_SCALE,
  MIN_SCALE,
  percentOf,
  pinchScale,
  scaleOf,
  zoomIn,
  zoomKeyAction,
  zoomOut,
} from "./zoom.ts";

const A4_WIDTH = 595; // points

describe("the PDF viewer's zoom", () => {
  it("fits the page to the viewer's width, up to 900 px", () => {
    // a phone of 375 px with 16 px margins: the page is 343 px wide, 58 % of its own size
    expect(drawnWidth("fit", A4_WIDTH, 343)).toBe(343);
    expect(percentOf(scaleOf("fit", A4_WIDTH, 343))).toBe(58);
    expect(drawnWidth("fit", A4_WIDTH, 1248)).toBe(900);
    expect(drawnWidth(1.5, A4_WIDTH, 343)).toBe(893);
    expect(scaleOf(2, A4_WIDTH, 343)).toBe(2);
  });

  it("steps in and out from any scale to the neighbouring step, within 25 % and 400 %", () => {
    expect(zoomIn(343 / A4_WIDTH)).toBe(0.67);
    expect(zoomOut(343 / A4_WIDTH)).toBe(0.5);
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(0.999)).toBe(1);
    expect(zoomIn(MAX_SCALE)).toBe(MAX_SCALE);
    expect(zoomOut(MIN_SCALE)).toBe(MIN_SCALE);
  });

  it("follows a pinch: the scale grows with the fingers' distance, within the limits", () => {
    expect(pinchScale(1, 100, 150)).toBe(1.5);
    expect(pinchScale(0.6, 200, 100)).toBe(0.3);
    expect(pinchScale(2, 100, 1000)).toBe(MAX_SCALE);
    expect(pinchScale(0.5, 100, 10)).toBe(MIN_SCALE);
    expect(pinchScale(0.8, 0, 50)).toBe(0.8);
  });

  it("reads + and = as in, - as out, 0 as fit, and ignores other keys", () => {
    expect(["+", "=", "Add"].map(zoomKeyAction)).toEqual(["in", "in", "in"]);
    expect(["-", "_", "Subtract"].map(zoomKeyAction)).toEqual(["out", "out", "out"]);
    expect(zoomKeyAction("0")).toBe("fit");
    expect(zoomKeyAction("a")).toBeNull();
    expect(zoomKeyAction("ArrowRight")).toBeNull();
  });

  it("draws a zoomed page's canvas at a lower pixel ratio rather than past the pixel limit", () => {
    expect(canvasPixelRatio(343, 485, 3)).toBe(3);
    const ratio = canvasPixelRatio(2380, 3366, 3);
    expect(ratio).toBeLessThan(3);
    expect(Math.round(2380 * ratio * 3366 * ratio)).toBeLessThanOrEqual(16_777_216);
  });
});
