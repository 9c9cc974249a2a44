import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * After a client-side navigation to another page, the focus moves to the new page's main heading
 * (or to <main> when it has none) and the page's title is announced, so that keyboard and
 * screen-reader users land at the new content instead of on a link that is gone or in the header.
 *
 * Not on the first page of a visit, nor on a redirect before the visitor has done anything (the
 * page they opened), nor when a #section is addressed (the browser goes there). The work itself
 * (land-on-page.ts) is loaded on the first navigation: the first page does not carry it. Returns
 * the text for a polite live region.
 */
export function useNavigationFocus(page: string, hash: string, main: RefObject<HTMLElement | null>): string {
  const [announcement, setAnnouncement] = useState("");
  const acted = useVisitorActed();
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return; // the first page (also when an effect runs twice)
    shownPage.current = page;
    const container = main.current;
    if (!container || !acted.current || hash) return;
    const focusBefore = document.activeElement; // where the focus was as the new page appeared
    let stop = () => {};
    let left = false;
    import("./land-on-page.ts")
      .then(({ landOnPage }) => {
        if (!left) stop = landOnPage(container, focusBefore, setAnnouncement);
      })
      .catch(() => {}); // the focus stays where it was: no worse than before
    return () => {
      left = true;
      stop();
    };
  }, [page]);

  return announcement;
}

/** Whether the visitor has pressed a key or pointed at something since the page loaded. */
function useVisitorActed(): RefObject<boolean> {
  const acted = useRef(false);
  useEffect(() => {
    const mark = () => {
      acted.current = true;
      remove();
    };
    const remove = () => {
      document.removeEventListener("keydown", mark, true);
      document.removeEventListener("pointerdown", mark, true);
    };
    document.addEventListener("keydown", mark, true);
    document.addEventListener("pointerdown", mark, true);
    return remove;
  }, []);
  return acted;
}
