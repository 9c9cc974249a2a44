import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Middleware } from "koa";
import { trustsAnyProxy } from "./client-address.ts";
import type { Config } from "./config.ts";

/**
 * Security headers on every response. The Content-Security-Policy allows exactly what the client
 * loads: its own scripts, styles, workers (the PDF viewer's pdf.js) and media; the external video
 * player's frames; Stripe's script, frames and API only when a Stripe key is configured; and the
 * accessibility widget's origin only when its URL is configured. No page of ours may be framed
 * (clickjacking), and no feature the product does not use may be asked for.
 */

/** The external video host's player (videos with a `dacastId`). */
const VIDEO_PLAYER_ORIGIN = "https://iframe.dacast.com";
/** What Stripe Elements needs (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * The accessibility widget (ACCESSIBILITY_WIDGET_URL) may load its script, stylesheets, images and
 * fonts from its own origin and call home there; nothing inline, no frames, no other host.
 */
const widgetOrigin = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

export function contentSecurityPolicy(
  config: Pick<Config, "stripePublishableKey" | "accessibilityWidgetUrl">,
  https: boolean,
): Record<string, string[]> {
  const stripe = config.stripePublishableKey ? STRIPE : { script: [], frame: [], connect: [], img: [] };
  const widget = widgetOrigin(config.accessibilityWidgetUrl);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...stripe.script, ...widget],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", ...widget],
    "img-src": ["'self'", "data:", "blob:", ...stripe.img, ...widget],
    "font-src": ["'self'", "data:", ...widget],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...stripe.connect, ...widget],
    "frame-src": [VIDEO_PLAYER_ORIGIN, ...stripe.frame],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** Features no page uses are denied; payment only for Stripe's frames. */
export function permissionsPolicy(config: Pick<Config, "stripePublishableKey">): string {
  const payment = config.stripePublishableKey ? `payment=(self "https://js.stripe.com")` : "payment=()";
  return [
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "usb=()",
    "serial=()",
    "midi=()",
    "display-capture=()",
    payment,
  ].join(", ");
}

/** HSTS for a year once the site is served over HTTPS (over plain HTTP it would mean nothing). */
const HSTS = "max-age=31536000; includeSubDomains";

/** Name and value, name and value: the form `ServerResponse.writeHead` takes without copying. */
export type HeaderList = readonly string[];

/**
 * The headers every response carries, worked out once per scheme: helmet's are the same for every
 * request (no nonces), so they are recorded from one run of it and set from the list afterwards,
 * by the middleware below and by the stored answers' early exit (graphql-http.ts), which therefore
 * cannot differ.
 */
export type SecurityHeaders = { forRequest(req: IncomingMessage): HeaderList };

export function securityHeaderLists(config: Config): SecurityHeaders {
  const publicHttps = config.publicUrl.startsWith("https:");
  const http = headerList(config, publicHttps);
  const https = headerList(config, true);
  return {
    forRequest: (req) => (publicHttps || isHttpsRequest(req, trustsAnyProxy(config.trustProxy)) ? https : http),
  };
}

/** Koa's `ctx.secure`, from the node request: TLS, or behind a trusted proxy the first X-Forwarded-Proto. */
export function isHttpsRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers["x-forwarded-proto"];
  return typeof proto === "string" && proto.split(/\s*,\s*/, 1)[0] === "https";
}

export function securityHeaders(lists: SecurityHeaders): Middleware {
  return async (ctx, next) => {
    const list = lists.forRequest(ctx.req);
    for (let i = 0; i < list.length; i += 2) ctx.res.setHeader(list[i]!, list[i + 1]!);
    await next();
  };
}

function headerList(config: Config, https: boolean): HeaderList {
  const recorded = new Map<string, string>([["Permissions-Policy", permissionsPolicy(config)]]);
  if (https) recorded.set("Strict-Transport-Security", HSTS);
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void recorded.set(name, String(value)),
    removeHeader: () => {}, // X-Powered-By, which nothing here sets
  };
  let synchronous = false;
  helmetFor(config, https)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => void (synchronous = true),
  );
  if (!synchronous) throw new Error("helmet's headers could not be recorded");
  return [...recorded].flat();
}

function helmetFor(config: Config, https: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, https) },
    strictTransportSecurity: false, // set above, only over HTTPS
    crossOriginEmbedderPolicy: false, // the video player's and Stripe's frames are not cross-origin isolated
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
}
