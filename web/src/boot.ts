/**
 * The first script of the page, small and without the libraries: it starts the first page's texts,
 * chunks and queries while the main bundle (main.tsx, with React and Relay) is still downloading,
 * instead of once it has run. main.tsx waits for the same loads.
 */
import { startFirstPage } from "./routes/first-page.ts";

startFirstPage(window.location).catch(() => {}); // main.tsx waits for the same loads and sees a failure

// The third-party accessibility widget, when the operator configured one (ACCESSIBILITY_WIDGET_URL:
// the server writes it into this <meta>): its loader is a chunk of its own, fetched only then and
// only after the load event, so that neither competes with the first page.
const widget = document.querySelector<HTMLMetaElement>('meta[name="accessibility-widget"]')?.content;
if (widget) {
  const later = () =>
    void import("./accessibility-widget.ts")
      .then(({ loadWidgetWhenIdle }) => loadWidgetWhenIdle(widget))
      .catch(() => {});
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
