import type { IncomingMessage } from "node:http";
import { type DocumentNode, type FragmentDefinitionNode, getOperationAST, Kind, type SelectionSetNode } from "graphql";
import type { Plugin, YogaServerInstance } from "graphql-yoga";
import type Koa from "koa";
import { tokenFromRequest } from "../modules/accounts/index.ts";
import type { Clock } from "../shared/clock.ts";
import { graphqlLimits } from "../shared/limits.ts";
import { langFromHeader } from "../shared/lang.ts";
import type { RequestContext } from "./context.ts";
import { graphqlRequestChecks } from "./input-hygiene.ts";
import type { ServerContext } from "./request-context.ts";
import { encodedBody, type ResponseCache } from "./response-cache.ts";

/** What each request ran, noted by the Yoga plugin below: a mutation outdates every stored answer. */
const ranOperation = new WeakMap<IncomingMessage, "storable query" | "query" | "mutation" | "subscription">();

/**
 * Notes each request's operation for the response cache: a query is storable when it asks only
 * for fields the modules declared storable (AppModule.storableQueries).
 */
export function markOperations(storableQueries: ReadonlySet<string>): Plugin<RequestContext & ServerContext> {
  return {
    onExecute({ args }) {
      const req = (args.contextValue as ServerContext).req;
      const operation = getOperationAST(args.document, args.operationName);
      if (!req || !operation) return;
      const storable = operation.operation === "query" && rootFieldNames(args.document, operation.selectionSet).every((name) => storableQueries.has(name) || name === "__typename");
      ranOperation.set(req, storable ? "storable query" : operation.operation);
    },
  };
}

/** The root fields a selection asks for, through fragments (Relay spreads its queries' fragments at the root). */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment ? rootFieldNames(document, fragment.selectionSet, seen) : ["(unknown fragment)"];
  });
}

/** Whether a mutation's answer shows any effect: no errors, or some field answered despite them. */
function didSomething(answer: Buffer): boolean {
  try {
    const { data, errors } = JSON.parse(answer.toString()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return !errors?.length || Object.values(data ?? {}).some((value) => value !== null);
  } catch {
    return true;
  }
}

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * /graphql: the CSRF and size checks, then Yoga. A query's answer is kept in the response cache
 * (see response-cache.ts) and given again, compressed and with an ETag, without running GraphQL.
 */
export function graphqlRoute(yoga: YogaServerInstance<ServerContext, RequestContext>, cache: ResponseCache | undefined, clock: Clock): Koa.Middleware {
  const requestChecks = graphqlRequestChecks({ maxJsonBodyBytes: graphqlLimits.maxJsonBodyBytes });
  return async (ctx, next) => {
    if (ctx.path !== "/graphql") return next();
    // CSRF: a browser sends cross-site POSTs without a preflight only as forms or plain text, so
    // those are refused; JSON (and multipart with a custom header) needs a preflight.
    const type = ctx.get("content-type").split(";")[0]!.trim().toLowerCase();
    const json = type === "application/json" || type === "application/graphql-response+json";
    if (ctx.method === "POST" && !json && !(type === "multipart/form-data" && ctx.get("x-graphql-upload") !== "")) {
      ctx.status = 415;
      ctx.body = { errors: [{ message: "Content-Type must be application/json", extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }] };
      return;
    }
    await requestChecks(ctx, async () => {
      // only JSON POSTs and GETs are answered from the cache; uploads stream through untouched
      const storable = cache && (ctx.method === "GET" || (ctx.method === "POST" && json));
      if (!storable) {
        await passThrough(ctx, yoga);
        if (cache && ranOperation.get(ctx.req) === "mutation") cache.mutated();
      } else await answerWithCache(ctx, yoga, cache, clock.now());
    });
  };
}

async function passThrough(ctx: Koa.Context, yoga: YogaServerInstance<ServerContext, RequestContext>): Promise<void> {
  ctx.respond = false; // Yoga writes the response itself
  await yoga.requestListener(ctx.req, ctx.res);
}

async function answerWithCache(ctx: Koa.Context, yoga: YogaServerInstance<ServerContext, RequestContext>, cache: ResponseCache, now: Date): Promise<void> {
  const body = ctx.method === "POST" ? await readBody(ctx.req) : undefined;
  const key = cache.keyOf({
    method: ctx.method,
    request: body ? body.toString("latin1") : ctx.querystring,
    token: tokenFromRequest(ctx.get("authorization"), ctx.get("cookie")),
    lang: langFromHeader(ctx.get("accept-language")),
    origin: ctx.get("origin"),
    now,
  });
  let answer = cache.get(key);
  if (!answer) {
    const generation = cache.currentGeneration;
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const response = await yoga.fetch(new URL(ctx.href), { method: ctx.method, headers, body: body && new Uint8Array(body) }, { req: ctx.req });
    const bytes = Buffer.from(await response.arrayBuffer());
    const cookies = response.headers.getSetCookie();
    const storable = response.status === 200 && cookies.length === 0 && ranOperation.get(ctx.req) === "storable query" && !bytes.includes('"errors"');
    // sessions, reset links and the like change without a read model moving: a mutation that did
    // something outdates what is stored (here, and through a notification in other processes);
    // a refused one changes nothing, so it cannot be used to keep emptying the cache
    if (ranOperation.get(ctx.req) === "mutation" && didSomething(bytes)) cache.mutated();
    if (!storable) {
      ctx.status = response.status;
      response.headers.forEach((value, name) => name !== "set-cookie" && name !== "content-length" && ctx.set(name, value));
      if (cookies.length > 0) ctx.set("set-cookie", cookies);
      ctx.body = bytes;
      return;
    }
    answer = cache.set(key, generation, bytes, response.headers.get("content-type") ?? "application/json");
  }
  ctx.compress = false; // already compressed here, once per stored answer
  ctx.set("Vary", "Accept-Encoding");
  ctx.set("ETag", answer.etag);
  ctx.type = answer.contentType;
  if (ctx.method === "GET" && ctx.get("if-none-match") === answer.etag) {
    ctx.status = 304;
    return;
  }
  const { body: encoded, encoding } = encodedBody(answer, ctx.get("accept-encoding"));
  if (encoding) ctx.set("Content-Encoding", encoding);
  ctx.status = 200;
  ctx.body = encoded;
}
