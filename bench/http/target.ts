/**
 * The process under load: the real server (Koa + Yoga + projectors, production settings, demo
 * catalogue) and, beside it on the same database and in the same process, the two baselines:
 *  - a plain Koa route running the identical SQL (the videos module's own list query) and
 *    answering the same JSON shape;
 *  - node:http answering the exact bytes of the real answer from memory.
 * Usage: tsx bench/http/target.ts pglite|postgres — prints one JSON line with the addresses, then
 * serves until its standard input closes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Koa from "koa";
import { loadConfig } from "../../src/app/config.ts";
import { createApp } from "../../src/app/server.ts";
import { startServices } from "../../src/app/services.ts";
import { dropSchema, openDatabase } from "../../src/db/connection.ts";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { listVisibleVideos, VIDEO_PAGE_SIZE } from "../../src/modules/videos/index.ts";
import homeQuery from "../../web/src/__generated__/VideoResultsQuery.graphql.ts";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const schema = `bench_http_${Date.now().toString(36)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-bench-"));

const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: "0",
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  DEMO_DATA: "true",
});
const database = kind === "postgres" ? await openDatabase({ kind, url: databaseUrl, schema }) : undefined;
const services = await startServices(config, { database, log: () => {} });

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const app = createApp(services).listen(0, "127.0.0.1");
await new Promise((resolve) => app.once("listening", resolve));
const graphqlUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/graphql`;
// the same server without stored answers: what a request costs when the cache cannot help
const uncachedUrl = `${await listen(createServer(createApp(services, { storeAnswers: false }).callback()))}/graphql`;

// the client's own home page query and first-page variables
const body = JSON.stringify({
  query: homeQuery.params.text,
  variables: { offset: 0, theme: null, filters: null, search: null },
});
/** The real answer's bytes, once the demo catalogue has reached the read models (its projection may still be running). */
async function firstPage(): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(graphqlUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (answer.ok && JSON.parse(bytes.toString()).data?.getVideos?.videos?.length) return bytes;
    if (attempt === 100) throw new Error(`getVideos failed: ${bytes.toString().slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const answerBytes = await firstPage();

// plain Koa with the identical SQL: reads the same POST body, runs the list query, answers JSON
const plainKoa = new Koa();
plainKoa.use(async (ctx) => {
  for await (const _chunk of ctx.req) {
    // the request body is read as the GraphQL server reads it
  }
  const { videos, count } = await listVisibleVideos(services.db, { offset: 0 });
  ctx.type = "application/json";
  ctx.body = JSON.stringify({
    data: { getVideos: { count, pagination: { pageCount: Math.max(1, Math.ceil(count / VIDEO_PAGE_SIZE)) }, videos } },
  });
});
const koaUrl = await listen(createServer(plainKoa.callback()));

const nodeUrl = await listen(
  createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "application/json", "content-length": answerBytes.length });
      response.end(answerBytes);
    });
  }),
);

// the process's CPU time so far (µs), read before and after each load: the CPU a request costs here
// depends less than its rate on how much CPU the load generator and the rest of the machine leave over
const cpuUrl = await listen(
  createServer((_request, response) => {
    const { user, system } = process.cpuUsage();
    // asked for seconds apart: a kept-alive connection would time out between two questions
    response.writeHead(200, { connection: "close" });
    response.end(String(user + system));
  }),
);

// a subscriber's session: the demo individual with a full subscription
const accounts = await readDemoAccounts(dataDir);
const subscriber = accounts.find((account) => account.email.startsWith("jednotlivec@"))!;
const login = await fetch(graphqlUrl, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    query: "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
    variables: { email: subscriber.email, password: subscriber.password },
  }),
});
const token = ((await login.json()) as { data: { login: string } }).data.login;

process.stdout.write(
  `${JSON.stringify({ graphqlUrl, uncachedUrl, koaUrl, nodeUrl, cpuUrl, body, bytes: answerBytes.length, token, accounts })}\n`,
);

process.stdin.resume();
process.stdin.on("end", async () => {
  await services.close();
  if (kind === "postgres") await dropSchema(databaseUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
