import { useEffect, useRef, useState } from "react";

/**
 * The header's menu on a phone: a panel opened by the menu button. While it is open, Tab and
 * Shift+Tab go round the button and the panel's links (a focus trap), Escape closes it and gives
 * the focus back to the button, and so does a click beside it; a followed link closes it too. The
 * trap holds only while the button is shown: on a wide screen the navigation is in the bar. That
 * handling loads when the menu is first opened (menu-panel-keys.ts).
 */
export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    let release: (() => void) | undefined;
    let closed = false;
    void import("./menu-panel-keys.ts").then(({ holdMenu }) => {
      if (!closed) release = holdMenu(button.current!, panel.current!, setOpen);
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [open]);
  return { open, setOpen, button, panel };
}
