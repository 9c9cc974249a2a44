import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Koa from "koa";
import type { RunningServices } from "./services.ts";
import { graphqlLimits } from "../shared/limits.ts";
import { outboxRoutes } from "./dev-outbox.ts";
import { createGraphQLServer } from "./graphql.ts";
import { graphqlRequestChecks } from "./input-hygiene.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const webDistDir = path.join(repoRoot, "dist/web");

/**
 * The Koa application: /graphql, demo media and uploads, the development outbox when mail is not
 * delivered, and the single-page client with an index.html fallback for its routes.
 */
export function createApp(services: RunningServices): Koa {
  const app = new Koa();
  app.proxy = services.config.trustProxy;
  const yoga = createGraphQLServer(services, services.modules);

  app.use(securityHeaders(services.config));

  // the modules' own routes (the card provider's webhook, invoices, media files)
  for (const route of services.modules.flatMap((m) => m.routes ?? [])) app.use(route);

  const requestChecks = graphqlRequestChecks({ maxJsonBodyBytes: graphqlLimits.maxJsonBodyBytes });
  app.use(async (ctx, next) => {
    if (ctx.path !== "/graphql") return next();
    // CSRF: a browser sends cross-site POSTs without a preflight only as forms or plain text, so
    // those are refused; JSON (and, later, multipart with a custom header) needs a preflight.
    if (ctx.method === "POST") {
      const type = ctx.get("content-type").split(";")[0]!.trim().toLowerCase();
      const multipartWithHeader = type === "multipart/form-data" && ctx.get("x-graphql-upload") !== "";
      if (type !== "application/json" && type !== "application/graphql-response+json" && !multipartWithHeader) {
        ctx.status = 415;
        ctx.body = { errors: [{ message: "Content-Type must be application/json", extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }] };
        return;
      }
    }
    await requestChecks(ctx, async () => {
      ctx.respond = false; // Yoga writes the response itself
      await yoga.requestListener(ctx.req, ctx.res);
    });
  });

  const outbox = outboxRoutes(services, path.join(services.config.dataDir, "outbox"));
  if (outbox) app.use(outbox);

  // the client: hashed assets cached for long, index.html for every client route
  app.use(staticFiles("/assets/", path.join(webDistDir, "assets"), 365 * 24 * 3600));
  app.use(staticFiles("/", webDistDir, 3600)); // favicon and the like
  app.use(async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const index = await readFile(path.join(webDistDir, "index.html"), "utf8").catch(() => null);
    if (index === null) {
      ctx.status = 503;
      ctx.type = "text/plain";
      ctx.body = "The client is not built yet: run `npm run build` (npm start does it for you).";
      return;
    }
    ctx.set("Cache-Control", "no-cache");
    ctx.type = "text/html";
    ctx.body = index;
  });

  return app;
}
