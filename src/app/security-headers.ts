import type { Middleware } from "koa";
import helmet from "koa-helmet";
import type { Config } from "./config.ts";

/**
 * Security headers on every response. The Content-Security-Policy allows exactly what the client
 * loads: its own scripts, styles, workers (the PDF viewer's pdf.js) and media; the external video
 * player's frames; and Stripe's script, frames and API only when a Stripe key is configured. No page
 * of ours may be framed (clickjacking), and no feature the product does not use may be asked for.
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

export function contentSecurityPolicy(config: Pick<Config, "stripePublishableKey">, https: boolean): Record<string, string[]> {
  const stripe = config.stripePublishableKey ? STRIPE : { script: [], frame: [], connect: [], img: [] };
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...stripe.script],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", ...stripe.img],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...stripe.connect],
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
  return ["camera=()", "microphone=()", "geolocation=()", "usb=()", "serial=()", "bluetooth=()", "midi=()", "display-capture=()", payment].join(", ");
}

/** HSTS for a year once the site is served over HTTPS (over plain HTTP it would mean nothing). */
const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(config: Config): Middleware {
  const publicHttps = config.publicUrl.startsWith("https:");
  const forHttp = helmetFor(config, publicHttps);
  const forHttps = publicHttps ? forHttp : helmetFor(config, true);
  const permissions = permissionsPolicy(config);
  return async (ctx, next) => {
    const https = publicHttps || ctx.secure; // ctx.secure honours X-Forwarded-Proto behind a trusted proxy
    ctx.set("Permissions-Policy", permissions);
    if (https) ctx.set("Strict-Transport-Security", HSTS);
    await (https ? forHttps : forHttp)(ctx, next);
  };
}

function helmetFor(config: Config, https: boolean): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, https) },
    strictTransportSecurity: false, // set above, only over HTTPS
    crossOriginEmbedderPolicy: false, // the video player's and Stripe's frames are not cross-origin isolated
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  }) as Middleware;
}
