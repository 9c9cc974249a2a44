import type { Config } from "./config.ts";

/** The name of the <meta> that tells the page where the accessibility widget's script is (web/src/boot.ts reads it). */
export const WIDGET_META_NAME = "accessibility-widget";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The operator's settings the client needs before it runs, written into index.html as it is served:
 * no request of their own, and no inline script (the CSP allows none). Today only the accessibility
 * widget's URL; without it the page is served exactly as built.
 */
export function withClientSettings(html: string, config: Pick<Config, "accessibilityWidgetUrl">): string {
  if (!config.accessibilityWidgetUrl) return html;
  const meta = `<meta name="${WIDGET_META_NAME}" content="${escapeAttribute(config.accessibilityWidgetUrl)}" />`;
  return html.replace("</head>", `  ${meta}\n  </head>`);
}
