import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { RootOperationNode } from "kysely";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../../src/app/config.ts";
import { createApp } from "../../src/app/server.ts";
import { type RunningServices, startServices } from "../../src/app/services.ts";
import type { PaymentsModuleOptions } from "../../src/modules/payments/index.ts";
import type { Clock } from "../../src/shared/clock.ts";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { createTestDatabase } from "./database.ts";

export type GraphQLResponse<T = any> = {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
};

let clientCount = 0;
/** A fresh documentation address (RFC 5737) for each simulated client. */
export const nextClientAddress = (): string => {
  clientCount++;
  return `198.18.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
};

export type TestServer = {
  url: string;
  services: RunningServices;
  dataDir: string;
  /** The HTTP server itself (to watch its connections). */
  httpServer: Server;
  /** The Koa application (its lean path's count of answers). */
  app: ReturnType<typeof createApp>;
  /** POSTs one operation to /graphql and returns the parsed body (HTTP errors included). */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
};

/**
 * The real server on a random port: Koa + Yoga + projectors on a fresh test database (PGlite in
 * memory, or a private schema on TEST_DATABASE_URL), mail kept in a temporary outbox.
 */
export async function startTestServer(
  options: {
    demoData?: boolean;
    env?: Record<string, string>;
    config?: Partial<Config>;
    /** default: the system clock */
    clock?: Clock;
    /** default: the environment's (the built-in test provider and the demo seller); e.g. Stripe on test/support/stripe-api-stub.ts */
    payments?: PaymentsModuleOptions;
    /** Sees every SQL statement the server sends (its operation tree), e.g. to count a request's statements. */
    observeQueries?: (query: RootOperationNode) => void;
    /** An opened database to share (a second server process on the same PostgreSQL schema); closed with the server. */
    database?: DatabaseHandle;
    /** A data folder whose files (demo accounts, uploads) the server starts with, copied. */
    filesFrom?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-test-"));
  if (options.filesFrom) cpSync(options.filesFrom, dataDir, { recursive: true });
  const config: Config = {
    // behind a (pretend) proxy: each request may name its client address in X-Forwarded-For
    ...loadConfig({
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      DEMO_DATA: options.demoData ? "true" : "false",
      ...options.env,
    }),
    ...options.config,
  };
  const database = options.database ?? (await createTestDatabase());
  const observe = options.observeQueries;
  if (observe)
    database.db = database.db.withPlugin({
      transformQuery: ({ node }) => (observe(node), node),
      transformResult: async ({ result }) => result,
    });
  const services = await startServices(config, {
    database,
    log: () => {},
    clock: options.clock,
    moduleOptions: { payments: options.payments },
  });
  const app = createApp(services);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    services,
    dataDir,
    httpServer: server,
    app,
    async graphql(query, variables, headers) {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        // every call comes from a client address of its own unless the test names one, so that
        // tests of other things never meet the per-address rate limits (test/security tests them)
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-forwarded-for": nextClientAddress(),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
