import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` pixels of the viewport (or at once when `now` is
 * true, e.g. a link to a section inside it): what lies further down a page loads when a visitor
 * heads there, not with the first screen. `ref` null: not watched yet (the page above is not laid out).
 */
export function useNearViewport(ref: RefObject<Element | null> | null, now: boolean, margin = 800): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    if (near) return;
    if (now) return setNear(true);
    if (!ref) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, now, ref, margin]);
  return near;
}
