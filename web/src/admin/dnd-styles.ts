/**
 * @hello-pangea/dnd adds two <style> elements to the head (drag handles' cursor and touch action,
 * displaced rows' transition, no text selection while dragging). The site's Content-Security-Policy
 * allows only its own stylesheets (style-src 'self'), so the browser would refuse them and report a
 * violation at every drag. They are kept out of the page instead: the library writes their rules
 * into elements that never join it, and the same rules live in admin-sortable.css, switched by a
 * class on the list while a drag lasts (SortableList).
 */
const LIBRARY_STYLES = ["data-rfd-always", "data-rfd-dynamic"];
const isLibraryStyle = (node: Node): boolean =>
  node instanceof HTMLStyleElement && LIBRARY_STYLES.some((attribute) => node.hasAttribute(attribute));

let installed = false;

export function keepLibraryStylesOut(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  const head = document.head;
  const append = head.appendChild.bind(head);
  const remove = head.removeChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => (isLibraryStyle(node) ? node : append(node));
  head.removeChild = <T extends Node>(node: T): T =>
    isLibraryStyle(node) && node.parentNode !== head ? node : remove(node);
}
