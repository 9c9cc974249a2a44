import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Shows a <dialog> as a modal while the component is mounted: the page behind becomes inert, Tab
 * and Shift+Tab cycle through the dialog's own controls, Escape calls `onCancel`, the control
 * marked `data-autofocus` gets the focus, and when the dialog goes the focus returns to where it
 * was (or to the main content when that element has gone, e.g. a login link after logging in).
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
      if (event.key !== "Tab") return;
      const controls = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.getClientRects().length > 0);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const outside = !element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
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
