import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import Koa from "koa";
import compress from "koa-compress";
import type { RunningServices } from "./services.ts";
import { projectRoot } from "../shared/project-root.ts";
import { trustsAnyProxy } from "./client-address.ts";
import { withClientSettings } from "./client-settings.ts";
import { outboxRoutes } from "./dev-outbox.ts";
import { createGraphQLServer } from "./graphql.ts";
import { LeanQueries } from "./lean-queries.ts";
import { graphqlRoute, type StoredAnswersFirst, storedAnswersFirst } from "./graphql-http.ts";
import { ResponseCache } from "./response-cache.ts";
import { securityHeaderLists, securityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";
import { formerAddressTarget, redirectFormerAddress } from "./former-addresses.ts";

export const webDistDir = path.join(projectRoot, "dist/web");

/** Answers worth compressing; media (video, audio, images, PDF) are compressed already or served in ranges. */
const isText = (contentType: string) =>
  /^(text\/|application\/(json|graphql-response\+json|javascript)|image\/svg\+xml)/.test(contentType);

/**
 * Koa, with the stored answers' early exit in front of its middleware chain: a stored answer costs
 * a lookup and one write, not the chain (graphql-http.ts: storedAnswersFirst).
 */
class LibraryApp extends Koa {
  storedAnswers?: StoredAnswersFirst;
  /** The lean path of known storable queries (its count of answers is read by the tests). */
  lean?: LeanQueries;

  override callback(): ReturnType<Koa["callback"]> {
    const chain = super.callback();
    const first = this.storedAnswers;
    if (!first) return chain;
    // HTTP/1.1 only (the server is node:http's), so the requests are IncomingMessages
    return async (req, res) =>
      first(req as IncomingMessage, res as ServerResponse, (request, response) => void chain(request, response));
  }
}

type RequestError = Error & { code?: string; status?: number; expose?: boolean };

/**
 * What Koa reports of a failed request, logged: not a visitor who closed the page (or seeked, in a
 * player) while a file was still being sent, which ends the response early with nothing wrong on
 * our side; not what Koa itself keeps quiet about (404s, errors meant for the client).
 */
export const requestErrorLogger =
  (log: RunningServices["log"]) =>
  (error: RequestError, ctx?: Pick<Koa.Context, "path"> & { res: { destroyed: boolean } }): void => {
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE" && ctx?.res.destroyed) return;
    if (error.status === 404 || error.expose) return;
    log("Request failed", { error: error.stack ?? String(error), path: ctx?.path });
  };

/**
 * The Koa application: /graphql, demo media and uploads, the development outbox when mail is not
 * delivered, and the single-page client with an index.html fallback for its routes.
 */
export function createApp(services: RunningServices, options: { storeAnswers?: boolean } = {}): LibraryApp {
  const app = new LibraryApp();
  app.proxy = trustsAnyProxy(services.config.trustProxy);
  app.on("error", requestErrorLogger(services.log));
  const lean = (app.lean = new LeanQueries(services));
  const yoga = createGraphQLServer(services, services.modules, lean);
  const security = securityHeaderLists(services.config);

  app.use(securityHeaders(security));
  // text answers compressed (brotli or gzip) unless already compressed: built assets and cached answers are
  app.use(compress({ threshold: 1024, filter: isText, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));

  // the modules' own routes (the card provider's webhook, invoices, media files)
  for (const route of services.modules.flatMap((m) => m.routes ?? [])) app.use(route);

  // answers to queries, kept until a table they were read from changes; 10 s bounds answers that depend on the time
  // (storeAnswers: false only for the benchmark's measure of the uncached path)
  const cache =
    options.storeAnswers === false ? undefined : new ResponseCache({ ttlMs: 10_000, maxBytes: 32 * 1024 * 1024 });
  if (cache) {
    services.runner.onMoved((tables) => cache.tablesChanged(tables));
    services.onTablesWritten((tables) => cache.tablesChanged(tables));
    cache.onTablesWritten = (tables) =>
      void services
        .notifyOtherProcesses(tables)
        .catch((error) => services.log("Could not notify other processes", { error: String(error) }));
  }
  // file uploads: the module that takes them decides who may send them and how large they may be
  const uploads = services.modules.find((module) => module.uploadGate)?.uploadGate;
  app.use(graphqlRoute(yoga, cache, services.clock, security, uploads, lean));
  if (cache) app.storedAnswers = storedAnswersFirst(cache, services.clock, security, services.log);

  const outbox = outboxRoutes(services, path.join(services.config.dataDir, "outbox"));
  if (outbox) app.use(outbox);

  // the client: hashed assets cached for long, index.html for every client route (an item's old address moved)
  const formerAddresses = formerAddressTarget(services.modules.flatMap((m) => m.formerAddresses ?? []));
  app.use(staticFiles("/assets/", path.join(webDistDir, "assets"), 365 * 24 * 3600));
  app.use(staticFiles("/", webDistDir, 3600)); // favicon and the like
  app.use(async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (await redirectFormerAddress(formerAddresses, services.db, ctx)) return;
    const index = await readFile(path.join(webDistDir, "index.html"), "utf8").catch(() => null);
    if (index === null) {
      ctx.status = 503;
      ctx.type = "text/plain";
      ctx.body = "The client is not built yet: run `npm run build` (npm start does it for you).";
      return;
    }
    ctx.set("Cache-Control", "no-cache");
    ctx.type = "text/html";
    ctx.body = withClientSettings(index, services.config);
  });

  return app;
}
