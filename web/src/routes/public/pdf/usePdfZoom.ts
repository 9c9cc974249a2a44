import { type RefObject, useEffect, useRef, useState } from "react";
import {
  canvasPixelRatio,
  clampScale,
  drawnWidth,
  fitWidth,
  percentOf,
  pinchScale,
  scaleOf,
  type Zoom,
  zoomIn,
  zoomKeyAction,
  zoomOut,
} from "./zoom.ts";

/** A page's own size in PDF points, known once it has loaded. */
interface PageSize {
  width: number;
  height: number;
}

/**
 * The zoom of the PDF viewer whose scrolling box is `viewer`: fitted to its width at first; the
 * − and + buttons, the keys + − 0 anywhere on the page (not while typing, and not with Ctrl, which
 * zooms the browser), and a two-finger pinch on a touch screen change it. The page is drawn at
 * `width`; a wider page scrolls sideways inside the viewer, never the whole page.
 */
export function usePdfZoom(viewer: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [page, setPage] = useState<PageSize | null>(null);
  const viewerWidth = useViewerWidth(viewer);
  const scale = page && viewerWidth ? scaleOf(zoom, page.width, viewerWidth) : null;
  const current = useRef(scale);
  current.current = scale;

  const step = (direction: "in" | "out" | "fit") => {
    const now = current.current;
    if (direction === "fit") setZoom("fit");
    else if (now !== null) setZoom(direction === "in" ? zoomIn(now) : zoomOut(now));
  };
  const latestStep = useRef(step);
  latestStep.current = step;

  useZoomKeys(latestStep);
  usePinch(viewer, current, (scaleReached) => setZoom(clampScale(scaleReached)));

  const width = viewerWidth ? (page ? drawnWidth(zoom, page.width, viewerWidth) : fitWidth(viewerWidth)) : undefined;
  const height = width && page ? (width * page.height) / page.width : 0;
  return {
    /** The width to draw the page at; undefined until the viewer has been measured. */
    width,
    pixelRatio: width ? canvasPixelRatio(width, height, window.devicePixelRatio || 1) : undefined,
    percent: scale === null ? null : percentOf(scale),
    fitted: zoom === "fit",
    zoomIn: () => step("in"),
    zoomOut: () => step("out"),
    fit: () => step("fit"),
    pageLoaded: ({ originalWidth, originalHeight }: { originalWidth: number; originalHeight: number }) =>
      setPage((known) =>
        known?.width === originalWidth && known.height === originalHeight
          ? known
          : { width: originalWidth, height: originalHeight },
      ),
  };
}

/** The viewer's content width, following resizes (a phone turned, a window resized). */
function useViewerWidth(viewer: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewer]);
  return width;
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The zoom keys, on the whole page while the viewer is shown. */
function useZoomKeys(act: RefObject<(direction: "in" | "out" | "fit") => void>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const direction = zoomKeyAction(event.key);
      if (!direction) return;
      event.preventDefault();
      act.current(direction);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [act]);
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers on the viewer zoom the page: while they move, the drawn page is only stretched (a CSS
 * transform, cheap); when one lifts, the page is drawn anew at the scale reached. One finger still
 * scrolls (the viewer's touch-action leaves panning to the browser and takes pinching from it).
 */
function usePinch(
  viewer: RefObject<HTMLDivElement | null>,
  scale: RefObject<number | null>,
  commit: (scale: number) => void,
) {
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { startScale: number; startDistance: number; reached: number } | null = null;
    const drawn = () => element.querySelector<HTMLElement>(".react-pdf__Page");

    const down = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.values()];
      if (touches.size === 2 && a && b && scale.current !== null)
        pinch = { startScale: scale.current, startDistance: distance(a, b), reached: scale.current };
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.values()];
      const page = drawn();
      if (!pinch || !a || !b || !page) return;
      pinch.reached = pinchScale(pinch.startScale, pinch.startDistance, distance(a, b));
      const box = page.getBoundingClientRect();
      page.style.transformOrigin = `${(a.x + b.x) / 2 - box.left}px ${(a.y + b.y) / 2 - box.top}px`;
      page.style.transform = `scale(${pinch.reached / pinch.startScale})`;
    };
    const up = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId) || !pinch || touches.size >= 2) return;
      const page = drawn();
      if (page) page.style.transform = "";
      const reached = pinch.reached;
      pinch = null;
      latestCommit.current(reached);
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
    };
  }, [viewer, scale]);
}
