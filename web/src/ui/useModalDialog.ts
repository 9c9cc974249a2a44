import { useEffect, useRef, type RefObject } from "react";
import { focusableIn, trapTab } from "./focus-trap.ts";

/**
 * Shows a <dialog> as a modal while the component is mounted: the page behind becomes inert, Tab
 * and Shift+Tab cycle through the dialog's own controls, Escape calls `onCancel`, the control
 * marked `data-autofocus` gets the focus, and when the dialog goes the focus returns to where it
 * was (or to the main content when that element has gone, e.g. a login link after logging in).
 * Dialog.tsx uses it; a screen rarely needs it directly.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onCancel: () => void): void {
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();

    const keepTabInside = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const controls = focusableIn(element);
      // from an element inside that Tab does not stop at (a focused heading), the browser goes on
      if (active !== element && element.contains(active) && !controls.includes(active as HTMLElement)) return;
      trapTab(event, controls);
    };
    const cancelOnEscape = (event: Event) => {
      event.preventDefault(); // the page decides (the login overlay closes by leaving its route)
      cancel.current();
    };
    element.addEventListener("keydown", keepTabInside);
    element.addEventListener("cancel", cancelOnEscape);
    return () => {
      element.removeEventListener("keydown", keepTabInside);
      element.removeEventListener("cancel", cancelOnEscape);
      element.close();
      // Once the dialog has left the page, nothing is inert and the focus can go back.
      setTimeout(() => {
        const target = previous?.isConnected ? previous : document.getElementById("main");
        target?.focus();
      });
    };
  }, [dialog]);
}
