import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { individualForm, REGISTER_INDIVIDUAL } from "../payments/graphql-support.ts";
import { startCompiledServer } from "../support/compiled-server.ts";

/** Starts the compiled server the way `npm start` does (plain node, the demo mode asked for) and collects its log until it is ready. */
async function startProcess(dataDir: string): Promise<{ child: ChildProcess; log: string; url: string }> {
  const server = await startCompiledServer({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DEMO_DATA: "true",
    TEST_PAYMENTS: "true",
  });
  return { child: server.child, log: server.log(), url: server.url };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const graphql = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
};

/**
 * The compiled server bundles its packages: a registration by invoice goes through the password
 * hashing addon (kept outside the bundle), the mail outbox and, on download, the PDF writer's chunk.
 */
async function registerByInvoiceAndDownloadIt(url: string): Promise<void> {
  const form = individualForm();
  const { registerIndividual } = await graphql(url, REGISTER_INDIVIDUAL, { ...form, paymentMethod: "invoice" });
  expect(registerIndividual.invoiceUrl).toMatch(/\/invoices\/\d+\.pdf$/);
  const { login } = await graphql(
    url,
    `
      mutation ($email: String!, $password: String!) {
        login(email: $email, password: $password)
      }
    `,
    { email: form.email, password: form.password },
  );
  const invoice = await fetch(new URL(registerIndividual.invoiceUrl, url), {
    headers: { authorization: `Bearer ${login}` },
  });
  expect(invoice.status).toBe(200);
  expect(invoice.headers.get("content-type")).toBe("application/pdf");
  expect(
    Buffer.from(await invoice.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
}

describe("the embedded start (what `npm start` runs)", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "living-library-start-"));
  const dataDir = path.join(parent, "data"); // does not exist yet, as on a fresh clone
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  // what `npm run build` does for the server: the same script, so the test runs what production runs
  beforeAll(() => void execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" }));

  it("starts on PGlite in DATA_DIR with the outbox, loads the demo catalogue once, and serves GraphQL", async () => {
    const first = await startProcess(dataDir);
    try {
      expect(first.log).toMatch(/Database:\s+PGlite .*pglite/);
      expect(first.log).toMatch(/Event store:\s+PostgreSQL event store/);
      expect(first.log).toMatch(/Mail:\s+outbox/);
      expect(first.log).toMatch(/Demo catalogue loaded \{"videos":\d+/);
      const response = await fetch(`${first.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ serverInfo { name } getVideos { count } }" }),
      });
      const body = await response.json();
      expect(body.data.serverInfo.name).toBe("Živá knižnica");
      expect(body.data.getVideos.count).toBeGreaterThanOrEqual(35);
      await registerByInvoiceAndDownloadIt(first.url);
    } finally {
      await stop(first.child);
    }

    // a second start on the same data keeps it and does not load the demo again
    const second = await startProcess(dataDir);
    try {
      expect(second.log).not.toMatch(/Demo catalogue loaded/);
      const response = await fetch(`${second.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ getVideos { count } }" }),
      });
      expect((await response.json()).data.getVideos.count).toBeGreaterThanOrEqual(35);
    } finally {
      await stop(second.child);
    }
  }, 240_000);
});

/** One answer's data or its first error code, for the refusals below. */
const ask = async (url: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  return body.errors ? { code: body.errors[0].extensions?.code as string } : { data: body.data };
};

/**
 * Production failed open: with NODE_ENV=production and nothing else set, the server created the demo
 * accounts (a library administrator among them), printed their passwords at every start, and took
 * the built-in test card for real subscriptions. Now the demo and the test cards come only when asked
 * for; the compiled server started with nothing set at all runs as production.
 */
describe("a production start with nothing configured", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "living-library-production-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  for (const [name, env] of [
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["nothing set at all", {}],
  ] as const) {
    it(`creates no account, prints no password and refuses the test card (${name})`, async () => {
      const dataDir = path.join(parent, name.replace(/\W+/g, "-"));
      const server = await startCompiledServer({ DATA_DIR: dataDir, ...env });
      try {
        const log = server.log();
        expect(log).not.toMatch(/Demo catalogue loaded|demo\.zivakniznica\.sk|heslo|password/i);
        expect(log).toMatch(/Card payments are not offered/);
        expect(log).not.toMatch(/TEST provider/);

        expect(await ask(server.url, "{ getVideos { count } paymentSettings { provider bankTransfer } }")).toEqual({
          data: { getVideos: { count: 0 }, paymentSettings: { provider: "none", bankTransfer: false } },
        });
        const intent = `mutation { getSubscriptionIntent(subscriptionType: "single", email: "kupujuci@example.sk") { clientSecret } }`;
        expect(await ask(server.url, intent)).toEqual({ code: "CARD_PAYMENTS_UNAVAILABLE" });
        const card = `mutation { confirmTestCardPayment(clientSecret: "pi_x_secret_y", cardNumber: "4242424242424242", expiry: "12/40", cvc: "123") { status } }`;
        expect(await ask(server.url, card)).toEqual({ code: "PAYMENT_PROVIDER_NOT_TEST" });
        // nobody can log in as the demo administrator: the account does not exist
        const login = `mutation { login(email: "admin@demo.zivakniznica.sk", password: "x") }`;
        expect(await ask(server.url, login)).toEqual({ code: "WRONG_CREDENTIALS" });
        // introspection is off, as in any production process
        expect((await ask(server.url, "{ __schema { queryType { name } } }")).code).toBeDefined();
      } finally {
        await server.stop();
      }
      expect(existsSync(path.join(dataDir, "demo-accounts.json"))).toBe(false);
      const { PGlite } = await import("@electric-sql/pglite");
      const database = new PGlite(path.join(dataDir, "pglite"));
      try {
        const [users, events] = await Promise.all([
          database.query<{ n: number }>("SELECT count(*)::int AS n FROM users"),
          database.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_name NOT LIKE '$%'"),
        ]);
        expect(users.rows[0]!.n).toBe(0);
        expect(events.rows[0]!.n).toBe(0);
      } finally {
        await database.close();
      }
    }, 120_000);
  }
});
