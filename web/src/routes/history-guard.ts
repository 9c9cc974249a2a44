/**
 * A place for a screen to stop the browser's Back and Forward before react-router sees them (the
 * admin's unsaved-changes guard). Listeners on `window` run in the order they were added, so this
 * one is added before the router's (main.tsx calls installHistoryGuard before the first render);
 * it does nothing until a screen sets a guard.
 */
type PopGuard = (event: PopStateEvent) => boolean;

let guard: PopGuard | null = null;

export function installHistoryGuard(): void {
  window.addEventListener("popstate", (event) => {
    if (guard?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the guard (true: the router must not see this pop); the returned function removes it. */
export function setHistoryGuard(next: PopGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}
