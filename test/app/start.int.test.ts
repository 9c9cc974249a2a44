import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../scripts/server-command.mjs";
import { individualForm, REGISTER_INDIVIDUAL } from "../payments/graphql-support.ts";

/** Starts the compiled server the way `npm start` does (plain node) and collects its log until it is ready. */
function startProcess(dataDir: string): Promise<{ child: ChildProcess; log: string; url: string }> {
  const child = spawn(process.execPath, serverNodeArgs(), {
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "", EVENTSTORE_URL: "", SMTP_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${log}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const url = log.match(/running at (http:\/\/\S+?)\/?$/m)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, log, url });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}:\n${log}`)));
  });
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
  const { login } = await graphql(url, `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }`, { email: form.email, password: form.password });
  const invoice = await fetch(new URL(registerIndividual.invoiceUrl, url), { headers: { authorization: `Bearer ${login}` } });
  expect(invoice.status).toBe(200);
  expect(invoice.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await invoice.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
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
