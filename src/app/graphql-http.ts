import type { IncomingMessage, ServerResponse } from "node:http";
import type { YogaServerInstance } from "graphql-yoga";
import type Koa from "koa";
import type { Clock } from "../shared/clock.ts";
import { DomainError } from "../shared/errors.ts";
import { langFromHeader } from "../shared/lang.ts";
import { graphqlLimits } from "../shared/limits.ts";
import { GRAPHQL_VARY, VIEWER_DEPENDENT } from "./answer-caching.ts";
import { answerWithCache, isJsonType, passThrough, readBody, runOnce, sendOwn } from "./graphql-answers.ts";
import { operationRan } from "./graphql-operations.ts";
import type { LeanQueries } from "./lean-queries.ts";
import type { RequestContext, Services } from "./context.ts";
import { localisedError } from "./errors.ts";
import { type ReceivedRequest, receiveUploadRequest, UploadRefusal } from "./graphql-uploads.ts";
import { graphqlRequestChecks, protocolRefusal } from "./input-hygiene.ts";
import type { UploadGate } from "./module.ts";
import type { ServerContext } from "./request-context.ts";
import { type ResponseCache, sendStored } from "./response-cache.ts";
import { readingTables } from "../db/table-tracking.ts";
import type { SecurityHeaders } from "./security-headers.ts";

/** The body the early exit read and the key it made, for the rest of the chain when nothing was stored. */
const readAhead = new WeakMap<IncomingMessage, { body: Buffer; key: string }>();

export type StoredAnswersFirst = (
  req: IncomingMessage,
  res: ServerResponse,
  rest: (req: IncomingMessage, res: ServerResponse) => void,
) => void;

/**
 * The stored answers' early exit, in front of the whole Koa chain: a GET or JSON POST to /graphql
 * whose answer is stored is sent at once with the security headers the chain would have set (the
 * same lists: security-headers.ts), the same encoding negotiation and the same key; anything else,
 * and every request the chain would refuse (a POST of another type, without a length, too large),
 * goes to the chain untouched. A POST's body, once read here, is handed to the chain with its key.
 */
export function storedAnswersFirst(
  cache: ResponseCache,
  clock: Clock,
  security: SecurityHeaders,
  log: Services["log"],
): StoredAnswersFirst {
  /** Sends what is stored under the key, or hands the request on; true when it was sent. */
  const sendIfStored = (req: IncomingMessage, res: ServerResponse, key: string): boolean => {
    const answer = cache.get(key);
    if (answer) sendStored(req, res, answer, security.forRequest(req));
    return answer !== undefined;
  };
  return (req, res, rest) => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    if ((query === -1 ? url : url.slice(0, query)) !== "/graphql") return rest(req, res);
    if (req.method === "GET")
      return guarded(
        req,
        res,
        security,
        log,
        () => sendIfStored(req, res, cache.keyOf(req, queryString(url), clock.now())) || rest(req, res),
      );
    const length = req.headers["content-length"];
    const chainWouldRefuse =
      !isJsonType(req.headers["content-type"]) ||
      req.headers["transfer-encoding"] !== undefined ||
      !length ||
      !/^\d+$/.test(length) ||
      Number(length) > graphqlLimits.maxJsonBodyBytes;
    if (req.method !== "POST" || chainWouldRefuse) return rest(req, res);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("error", () => req.destroy());
    req.once("end", () =>
      guarded(req, res, security, log, () => {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        const key = cache.keyOf(req, body, clock.now());
        if (sendIfStored(req, res, key)) return;
        readAhead.set(req, { body, key });
        rest(req, res);
      }),
    );
  };
}

/**
 * Outside Koa nothing catches what a handler throws: an error here ends this response (500, coded,
 * logged), never the process.
 */
function guarded(
  req: IncomingMessage,
  res: ServerResponse,
  security: SecurityHeaders,
  log: Services["log"],
  handle: () => unknown,
): void {
  try {
    handle();
  } catch (error) {
    log("Unexpected error sending a stored answer", { error: String(error instanceof Error ? error.stack : error) });
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, [
      ...security.forRequest(req),
      "Content-Type",
      "application/json; charset=utf-8",
      "Cache-Control",
      VIEWER_DEPENDENT,
      "Vary",
      GRAPHQL_VARY,
    ]);
    res.end(
      JSON.stringify({ errors: [{ message: "Unexpected error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
    );
  }
}

/** What Koa calls the query string, taken the same way on both paths so that their keys agree. */
const queryString = (url: string) => {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
};

/**
 * /graphql: the CSRF and size checks, then Yoga. A query's answer is kept in the response cache
 * (see response-cache.ts) and given again, compressed and with an ETag, without running GraphQL.
 * File uploads (multipart, with the custom header) go through the module that takes them (`uploads`).
 */
export function graphqlRoute(
  yoga: YogaServerInstance<ServerContext, RequestContext>,
  cache: ResponseCache | undefined,
  clock: Clock,
  security: SecurityHeaders,
  uploads?: UploadGate,
  lean?: LeanQueries,
): Koa.Middleware {
  const requestChecks = graphqlRequestChecks({ maxJsonBodyBytes: graphqlLimits.maxJsonBodyBytes });
  return async (ctx, next) => {
    if (ctx.path !== "/graphql") return next();
    // what an answer made here (a refusal) is sent with; Yoga's answers say their own (answerCaching)
    ctx.set("Cache-Control", VIEWER_DEPENDENT);
    ctx.set("Vary", GRAPHQL_VARY);
    // CSRF: a browser sends cross-site POSTs without a preflight only as forms or plain text, so
    // those are refused; JSON (and multipart with a custom header) needs a preflight.
    const type = ctx.get("content-type").split(";")[0]!.trim().toLowerCase();
    const json = isJsonType(type);
    const upload = type === "multipart/form-data" && ctx.get("x-graphql-upload") !== "" && uploads !== undefined;
    if (ctx.method === "POST" && !json && !upload) {
      ctx.status = 415;
      ctx.body = protocolRefusal(
        "UNSUPPORTED_MEDIA_TYPE",
        ctx.get("accept-language"),
        "Content-Type must be application/json",
      );
      return;
    }
    if (ctx.method === "POST" && upload) return answerUpload(ctx, yoga, uploads, cache);
    await requestChecks(ctx, async () => {
      // only JSON POSTs and GETs are answered from the cache
      const storable = cache && (ctx.method === "GET" || (ctx.method === "POST" && json));
      if (!storable) {
        // a JSON POST may be a storable query the lean path answers; anything else is Yoga's own
        const leanPost = lean !== undefined && ctx.method === "POST" && json;
        const { read } = await readingTables(async () =>
          leanPost ? sendOwn(ctx, await runOnce(ctx, yoga, lean, await readBody(ctx.req))) : passThrough(ctx, yoga),
        );
        if (cache && operationRan(ctx.req) === "mutation") cache.tablesWritten(read.written);
      } else {
        const ahead = readAhead.get(ctx.req);
        const body = ahead?.body ?? (ctx.method === "POST" ? await readBody(ctx.req) : undefined);
        const key = ahead?.key ?? cache.keyOf(ctx.req, body ?? queryString(ctx.req.url ?? ""), clock.now());
        await answerWithCache(ctx, { yoga, lean, cache, security }, body, key);
      }
    });
  };
}

/** The HTTP status of a refused upload request. */
const refusalStatus = (error: DomainError) =>
  error instanceof UploadRefusal
    ? error.status
    : error.code === "LOGIN_REQUIRED"
      ? 401
      : error.code === "FORBIDDEN"
        ? 403
        : 400;

/**
 * An upload: received (graphql-uploads.ts), then run by Yoga as a JSON request with the files in
 * its context, and the temporary files removed once it has answered. A refusal is answered at
 * once; when the body was not read to its end, the connection closes after the answer instead of
 * reading the rest (an unread body of any size costs the server nothing).
 */
async function answerUpload(
  ctx: Koa.Context,
  yoga: YogaServerInstance<ServerContext, RequestContext>,
  gate: UploadGate,
  cache: ResponseCache | undefined,
): Promise<void> {
  let received: ReceivedRequest;
  try {
    received = await receiveUploadRequest(ctx.req, gate);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (!(error instanceof UploadRefusal && error.bodyRead)) ctx.set("Connection", "close");
    ctx.status = refusalStatus(error);
    ctx.body = {
      errors: [localisedError(error.code, langFromHeader(ctx.get("accept-language")), error.params).toJSON()],
    };
    return;
  }
  try {
    const headers = new Headers({ "content-type": "application/json" });
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (value !== undefined && !["content-type", "content-length", "transfer-encoding"].includes(name))
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const init = { method: "POST", headers, body: JSON.stringify(received.operations) };
    const { result: response, read } = await readingTables(() =>
      yoga.fetch(new URL(ctx.href), init, { req: ctx.req, uploads: received.files }),
    );
    ctx.status = response.status;
    response.headers.forEach(
      (value, name) => name !== "set-cookie" && name !== "content-length" && ctx.set(name, value),
    );
    ctx.body = Buffer.from(await response.arrayBuffer());
    if (cache && operationRan(ctx.req) === "mutation") cache.tablesWritten(read.written);
  } finally {
    await received.discard();
  }
}
