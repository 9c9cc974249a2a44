/**
 * The third-party accessibility widget the spec asks for on every page, when the operator set
 * ACCESSIBILITY_WIDGET_URL (the server writes it into a <meta> of index.html and allows its origin,
 * and only it, in the CSP). boot.ts loads this after the load event; the widget's script is then
 * requested once the browser is idle (within 5 s), and a widget that fails to load is silently
 * left out.
 */
export function loadWidgetWhenIdle(address: string): void {
  const url = widgetUrl(address);
  if (!url) return;
  const load = () => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onerror = () => script.remove();
    document.head.append(script);
  };
  if (window.requestIdleCallback) window.requestIdleCallback(load, { timeout: 5_000 });
  else window.setTimeout(load, 1_000);
}

/** Only an https script (http on this machine, as the server allows): whatever else the <meta> says is ignored. */
function widgetUrl(address: string): string | null {
  try {
    const url = new URL(address);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    return url.protocol === "https:" || (url.protocol === "http:" && loopback) ? url.href : null;
  } catch {
    return null;
  }
}
