import type { IncomingMessage } from "node:http";
import type { YogaServerInstance } from "graphql-yoga";
import type Koa from "koa";
import { readingTables } from "../db/table-tracking.ts";
import type { RequestContext } from "./context.ts";
import { didSomething, operationRan, ranStorableQuery } from "./graphql-operations.ts";
import type { LeanQueries } from "./lean-queries.ts";
import type { ServerContext } from "./request-context.ts";
import { type ResponseCache, sendStored } from "./response-cache.ts";
import type { SecurityHeaders } from "./security-headers.ts";

/** How /graphql answers a request once graphql-http.ts has let it through: run, stored, sent. */

type Yoga = YogaServerInstance<ServerContext, RequestContext>;

/** JSON, the only type of POST answered from the cache (a browser cannot send it cross-site without a preflight). */
const JSON_TYPES = new Set(["application/json", "application/graphql-response+json"]);
export const isJsonType = (contentType: string | undefined | null) =>
  JSON_TYPES.has((contentType ?? "").split(";")[0]!.trim().toLowerCase());

export const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** One request's answer, made by the lean path (lean-queries.ts) or by Yoga. */
export type Ran = { status: number; headers: Headers; bytes: Buffer; cookies: readonly string[] };

/** Runs a GET or JSON POST: the lean path answers a known storable query; Yoga answers everything else. */
export async function runOnce(ctx: Koa.Context, yoga: Yoga, lean: LeanQueries | undefined, body?: Buffer) {
  if (lean && body !== undefined && ctx.method === "POST") {
    const answer = await lean.answer(ctx.req, body);
    if (answer) {
      ranStorableQuery(ctx.req);
      return { status: 200, headers: answer.headers, bytes: answer.bytes, cookies: [] } satisfies Ran;
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const init = { method: ctx.method, headers, body: body && new Uint8Array(body) };
  const response = await yoga.fetch(new URL(ctx.href), init, { req: ctx.req });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, cookies: response.headers.getSetCookie() };
}

/** An answer that is not stored (a mutation's, one with cookies or errors), sent as it was made. */
export function sendOwn(ctx: Koa.Context, ran: Ran): void {
  ctx.status = ran.status;
  ran.headers.forEach((value, name) => name !== "set-cookie" && name !== "content-length" && ctx.set(name, value));
  if (ran.cookies.length > 0) ctx.set("set-cookie", [...ran.cookies]);
  ctx.body = ran.bytes;
}

export async function passThrough(ctx: Koa.Context, yoga: Yoga): Promise<void> {
  ctx.respond = false; // Yoga writes the response itself
  await yoga.requestListener(ctx.req, ctx.res);
}

/**
 * A storable request (GET or JSON POST) with the response cache: the stored answer, or one run
 * now (once for identical concurrent requests) and stored when it may be.
 */
export async function answerWithCache(
  ctx: Koa.Context,
  server: { yoga: Yoga; lean?: LeanQueries; cache: ResponseCache; security: SecurityHeaders },
  body: Buffer | undefined,
  key: string,
): Promise<void> {
  const { cache } = server;
  // a request that may be a mutation is never made to wait for an identical one: each runs
  const mayWrite = body !== undefined && /\b(?:mutation|subscription)\b/.test(body.toString("latin1"));
  let answer = cache.get(key);
  if (!answer) {
    let own: Ran | undefined;
    const compute = async () => {
      const mark = cache.changeMark;
      const { result: ran, read } = await readingTables(() => runOnce(ctx, server.yoga, server.lean, body));
      const storable =
        ran.status === 200 &&
        isJsonType(ran.headers.get("content-type")) && // not an event stream
        ran.cookies.length === 0 &&
        operationRan(ctx.req) === "storable query" &&
        !ran.bytes.includes('"errors"');
      // sessions, reset links and the like are written by the mutation itself, not by a projector:
      // what was read from those tables goes once it has answered (here, and in other processes)
      if (operationRan(ctx.req) === "mutation" && didSomething(ran.bytes)) cache.tablesWritten(read.written);
      if (!storable) {
        own = ran;
        return undefined;
      }
      return cache.set(key, mark, read.unknown ? undefined : read.tables, ran.bytes, ran.headers);
    };
    answer = mayWrite ? await compute() : await cache.computeOnce(key, compute);
    if (!answer) return sendOwn(ctx, own!);
  }
  // sent as the early exit sends it; the chain has set the same security headers already
  ctx.respond = false;
  sendStored(ctx.req, ctx.res, answer, server.security.forRequest(ctx.req));
}
