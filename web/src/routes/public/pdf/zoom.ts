/**
 * The PDF viewer's zoom, as pure functions. A scale is relative to the page's own size (1 = 100 %:
 * one PDF point to one CSS pixel); "fit" follows the viewer's width, whatever scale that makes.
 */
export type Zoom = "fit" | number;

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
/** The scales the − and + buttons step through (a pinch may stop anywhere between them). */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;
/** Widest a page is drawn when it fits the width, so text stays a readable size on large screens. */
export const MAX_FIT_WIDTH = 900;
/** Most pixels a page's canvas may have: a phone's memory, not its screen, limits a zoomed page. */
export const MAX_CANVAS_PIXELS = 16_777_216;

export const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The width a page fits in: the viewer's, up to MAX_FIT_WIDTH. */
export const fitWidth = (viewerWidth: number): number => Math.floor(Math.min(MAX_FIT_WIDTH, viewerWidth));

/** The scale a zoom stands for, given the page's own width and the viewer's. */
export const scaleOf = (zoom: Zoom, pageWidth: number, viewerWidth: number): number =>
  zoom === "fit" ? fitWidth(viewerWidth) / pageWidth : zoom;

/** The width a page is drawn at. */
export const drawnWidth = (zoom: Zoom, pageWidth: number, viewerWidth: number): number =>
  zoom === "fit" ? fitWidth(viewerWidth) : Math.round(pageWidth * zoom);

/** The next step up from a scale (from a fitted 58 %: 67 %), at most MAX_SCALE. */
export const zoomIn = (scale: number): number => ZOOM_STEPS.find((step) => step > scale * 1.001) ?? MAX_SCALE;

/** The next step down from a scale, at least MIN_SCALE. */
export const zoomOut = (scale: number): number =>
  [...ZOOM_STEPS].reverse().find((step) => step < scale * 0.999) ?? MIN_SCALE;

/** The scale a pinch has reached: the fingers' distance grew or shrank by this much since they met. */
export const pinchScale = (startScale: number, startDistance: number, distance: number): number =>
  startDistance > 0 ? clampScale((startScale * distance) / startDistance) : startScale;

/** The percentage shown and announced for a scale. */
export const percentOf = (scale: number): number => Math.round(scale * 100);

/** What a key does to the zoom: + and = (the + key without Shift) zoom in, − out, 0 fits the width. */
export function zoomKeyAction(key: string): "in" | "out" | "fit" | null {
  if (key === "+" || key === "=" || key === "Add") return "in";
  if (key === "-" || key === "_" || key === "Subtract" || key === "−") return "out";
  if (key === "0") return "fit";
  return null;
}

/**
 * The device pixel ratio a page's canvas is drawn at: the screen's, lowered so that a zoomed page
 * stays within MAX_CANVAS_PIXELS (a little blurrier at 400 % on a phone, rather than a blank page).
 */
export function canvasPixelRatio(
  width: number,
  height: number,
  screenRatio: number,
  maxPixels = MAX_CANVAS_PIXELS,
): number {
  const area = width * height;
  if (area <= 0) return screenRatio;
  return Math.min(screenRatio, Math.sqrt(maxPixels / area));
}
