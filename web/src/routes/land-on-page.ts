/** How long a new page may take to show its heading before the focus goes to <main> itself. */
const HEADING_WAIT_MS = 5_000;

/**
 * Moves the focus to the new page's <h1> in `main` once it is there (to `main` itself after
 * HEADING_WAIT_MS), and says its title. The focus is not taken from where the visitor or the new
 * page put it meanwhile: whatever has it inside <main>, or anywhere but where it was at the
 * navigation, stays. Returns a function that stops waiting.
 */
export function landOnPage(
  main: HTMLElement,
  focusBefore: Element | null,
  announce: (title: string) => void,
): () => void {
  // the old page is gone: whatever has the focus inside <main> now, the new page put there
  if (focusBefore && focusBefore !== main && main.contains(focusBefore)) return () => {};
  const focusMovedOn = () => {
    const now = document.activeElement;
    return now !== focusBefore && now !== null && now !== document.body && now !== main;
  };
  const land = (target: HTMLElement) => {
    stop();
    if (focusMovedOn()) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    announce(document.title || target.textContent || "");
  };
  const findHeading = () => {
    const heading = main.querySelector<HTMLElement>("h1");
    if (heading) land(heading);
    else if (focusMovedOn()) stop();
  };
  const observer = new MutationObserver(findHeading);
  const timer = window.setTimeout(() => land(main), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  findHeading();
  return stop;
}
