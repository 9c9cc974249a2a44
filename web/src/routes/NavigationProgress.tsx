import { useEffect, useRef, useState } from "react";
import "./NavigationProgress.css";

/**
 * A thin bar along the top of the window while a navigation waits for its page. Navigations are
 * transitions (the old page stays until the new one has its code and data), so without it a click
 * on a slow connection would seem ignored; it appears only after 200 ms (the CSS), so a quick page
 * shows none. A navigation is noticed after a click (a link, by mouse or Enter) or Back/Forward:
 * the address has changed while the page shown has not yet.
 */
export function NavigationProgress({ shownPath }: { shownPath: string }) {
  const [requestedPath, setRequestedPath] = useState<string | null>(null);
  const shown = useRef(shownPath);
  shown.current = shownPath;

  useEffect(() => {
    // after the router's own handlers: the address is already the new one
    const noteAddress = () => {
      const address = window.location.pathname + window.location.search;
      setRequestedPath(address === shown.current ? null : address);
    };
    document.addEventListener("click", noteAddress);
    window.addEventListener("popstate", noteAddress);
    return () => {
      document.removeEventListener("click", noteAddress);
      window.removeEventListener("popstate", noteAddress);
    };
  }, []);
  // the new page is shown (or another one was navigated to without a click)
  useEffect(() => setRequestedPath(null), [shownPath]);

  if (requestedPath === null || requestedPath === shownPath) return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
