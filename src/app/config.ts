import path from "node:path";
import type { S3Settings } from "../shared/file-store-s3.ts";
import { parseTrustProxy, type ProxyTrust } from "./client-address.ts";

/** Configuration from the environment; every variable is optional (embedded defaults). */
export type Config = {
  port: number;
  /** The address to listen on; unset: every interface. The development outbox is open only on loopback. */
  host?: string;
  dataDir: string;
  /** PostgreSQL for the read models (and the event store unless EVENTSTORE_URL); unset: PGlite in dataDir. */
  databaseUrl?: string;
  /** kurrentdb://… or esdb://…; unset: the PostgreSQL event store in the same database. */
  eventStoreUrl?: string;
  smtpUrl?: string;
  /** Address that receives contact-form messages. */
  contactMailTo: string;
  mailFrom: string;
  publicUrl: string;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /**
   * The demo mode (DEMO_DATA=true, which `npm start` sets): the demo catalogue and the demo accounts
   * are loaded into an empty store, and their passwords printed at start. Off unless asked for, so a
   * production server started with nothing set creates no account.
   */
  demoData: boolean;
  /** Behind reverse proxies (TRUST_PROXY): which of them say who the client is (src/app/client-address.ts). */
  trustProxy: ProxyTrust;
  /**
   * Origins of separate front-ends allowed to call /graphql from the browser (exact, e.g.
   * "https://app.example.org"); empty: no cross-origin access at all.
   */
  corsOrigins: string[];
  /** Signs members-only media URLs; unset: a random secret kept in the database (src/modules/media). */
  urlSigningSecret?: string;
  /**
   * The third-party accessibility widget's script (ACCESSIBILITY_WIDGET_URL, https); unset: none.
   * Pages load it once they have loaded and the browser is idle; the CSP allows its origin alone.
   */
  accessibilityWidgetUrl?: string;
  /**
   * Uploaded files in an S3-compatible bucket (S3_BUCKET and the other S3_* variables), shared by
   * every server process; unset: the folder DATA_DIR/uploads.
   */
  s3?: S3Settings;
  production: boolean;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: nonEmpty(env.HOST),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? "./data"),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    eventStoreUrl: nonEmpty(env.EVENTSTORE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    contactMailTo: nonEmpty(env.CONTACT_MAIL_TO) ?? "kniznica@zivakniznica.sk",
    mailFrom: nonEmpty(env.MAIL_FROM) ?? "Živá knižnica <noreply@zivakniznica.sk>",
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ""),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    demoData: booleanSetting(env, "DEMO_DATA"),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter((origin) => origin !== ""),
    urlSigningSecret: nonEmpty(env.URL_SIGNING_SECRET),
    accessibilityWidgetUrl: widgetUrl(nonEmpty(env.ACCESSIBILITY_WIDGET_URL)),
    s3: s3Settings(env),
    production: env.NODE_ENV === "production",
  };
}

/** A variable that is "true" or "false" (unset or empty: false); anything else stops the start with the reason. */
function booleanSetting(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = nonEmpty(env[name]) ?? "false";
  if (value !== "true" && value !== "false") throw new Error(`${name} must be true or false, got "${value}"`);
  return value === "true";
}

/** Hosts a browser trusts over plain HTTP (a widget served on the operator's own machine while trying it out). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** ACCESSIBILITY_WIDGET_URL: an absolute https URL (http only on this machine); anything else stops the start with the reason. */
export function widgetUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ACCESSIBILITY_WIDGET_URL must be an absolute https URL of the widget's script, got "${value}"`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(
      `ACCESSIBILITY_WIDGET_URL must use https (the site's pages may load only secure scripts), got "${value}"`,
    );
  }
  if (url.username || url.password) throw new Error("ACCESSIBILITY_WIDGET_URL must not carry a user name or password");
  return url.href;
}

/** S3_*: a bucket when S3_BUCKET is set; a wrong value stops the start with the reason. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return undefined;
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither");
  const pathStyle = nonEmpty(env.S3_FORCE_PATH_STYLE) ?? "false";
  if (pathStyle !== "true" && pathStyle !== "false")
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  const keyPrefix = nonEmpty(env.S3_KEY_PREFIX) ?? "";
  if (keyPrefix.startsWith("/") || keyPrefix.includes("..") || keyPrefix.includes("\\"))
    throw new Error(`S3_KEY_PREFIX must be a relative prefix like "uploads/", got "${keyPrefix}"`);
  return {
    bucket,
    endpoint,
    region: nonEmpty(env.S3_REGION) ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === "true",
    keyPrefix,
  };
}
