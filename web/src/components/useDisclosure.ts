import { useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * A button that shows and hides a list (a menu): the button's ARIA ties to the list, and Escape,
 * while the list is open, closes it and gives the focus back to the button.
 *
 *   <nav onKeyDown={menu.closeOnEscape}><button {...menu.buttonProps} onClick={…} /><ul id={menu.listId} hidden={!menu.open}>…</ul></nav>
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  return {
    open,
    setOpen,
    listId,
    buttonProps: { ref: button, type: "button", "aria-expanded": open, "aria-controls": listId } as const,
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      setOpen(false);
      button.current?.focus();
    },
  };
}
