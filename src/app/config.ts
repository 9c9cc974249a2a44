import path from "node:path";

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
  /** Load the demo catalogue into an empty store on start (default on, DEMO_DATA=false to skip). */
  demoData: boolean;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Origins of separate front-ends allowed to call /graphql from the browser (exact, e.g.
   * "https://app.example.org"); empty: no cross-origin access at all.
   */
  corsOrigins: string[];
  /** Signs members-only media URLs; unset: a random secret kept in the database (src/modules/media). */
  urlSigningSecret?: string;
  production: boolean;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
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
    demoData: (env.DEMO_DATA ?? "true") !== "false",
    trustProxy: env.TRUST_PROXY === "true",
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((origin) => origin.trim().replace(/\/$/, "")).filter((origin) => origin !== ""),
    urlSigningSecret: nonEmpty(env.URL_SIGNING_SECRET),
    production: env.NODE_ENV === "production",
  };
}
