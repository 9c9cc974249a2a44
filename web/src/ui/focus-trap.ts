/**
 * Keeping the keyboard inside a region (a dialog, the open menu): Tab past the last control goes
 * to the first, Shift+Tab past the first to the last.
 *
 *   element.addEventListener("keydown", (event) => trapTab(event, focusableIn(element)));
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that Tab reaches now (hidden ones left out), in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0 && !control.closest("[inert]"),
  );
}

/**
 * Keeps Tab within `controls`, wrapping at both ends; from outside them, Tab goes to the first
 * (Shift+Tab to the last). With `every`, each step is taken here, for controls whose order is not
 * the document's (the menu button, then its panel); otherwise the browser takes the steps
 * between the ends (radio groups keep their one stop). Returns whether it moved the focus.
 */
export function trapTab(event: KeyboardEvent, controls: readonly HTMLElement[], { every = false } = {}): boolean {
  if (event.key !== "Tab" || controls.length === 0) return false;
  const index = controls.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const atEnd = event.shiftKey ? index === 0 : index === controls.length - 1;
  if (index !== -1 && !atEnd && !every) return false;
  const next =
    index === -1 ? (event.shiftKey ? controls.length - 1 : 0) : (index + step + controls.length) % controls.length;
  event.preventDefault();
  controls[next]!.focus();
  return true;
}
