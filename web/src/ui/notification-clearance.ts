import { useEffect, type RefObject } from "react";

/**
 * Keeps the notifications (Notifications.tsx, in the bottom corner) above an element fixed or
 * sticky at the bottom of the window, such as an admin form's save bar, so that they never cover
 * its buttons: its height, followed as it changes, lifts them (the CSS variable --notifications-lift).
 *
 *   const bar = useRef<HTMLDivElement>(null);
 *   useNotificationClearance(bar);  <div ref={bar} className="admin-form__actions">…</div>
 */
export function useNotificationClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const lift = () => root.style.setProperty("--notifications-lift", `${element.offsetHeight}px`);
    const observer = new ResizeObserver(lift);
    observer.observe(element);
    lift();
    return () => {
      observer.disconnect();
      root.style.removeProperty("--notifications-lift");
    };
  }, [ref]);
}
