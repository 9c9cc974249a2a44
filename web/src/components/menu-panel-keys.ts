/**
 * The header's open menu (useMenuPanel.ts), a chunk of its own loaded when the menu is first
 * opened: Tab and Shift+Tab go round the button and the panel's links,
 * Escape closes the menu and gives the focus back to the button, as does a press beside the panel
 * (on the dimmed page); a followed link closes it, and so does a wide screen (the button gone).
 * Returns what undoes it.
 */
export function holdMenu(button: HTMLButtonElement, panel: HTMLElement, setOpen: (open: boolean) => void): () => void {
  const shown = () => button.getClientRects().length > 0;
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!shown()) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      // round the button and the panel's links (all the panel holds), in that order
      const controls = [button, ...panel.querySelectorAll<HTMLElement>("a[href]")];
      const index = controls.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      event.preventDefault();
      controls[index === -1 ? 0 : (index + step + controls.length) % controls.length]!.focus();
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !button.contains(target)) close(true);
  };
  const onLinkClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close(false);
  };
  const onResize = () => {
    if (!shown()) close(false);
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  panel.addEventListener("click", onLinkClick);
  window.addEventListener("resize", onResize);
  document.documentElement.classList.add("menu-open");
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
    panel.removeEventListener("click", onLinkClick);
    window.removeEventListener("resize", onResize);
    document.documentElement.classList.remove("menu-open");
  };
}
