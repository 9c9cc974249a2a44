import { promises as fs } from "node:fs";
import path from "node:path";
import type Koa from "koa";
import type { Services } from "../../app/context.ts";
import { sendFile } from "../../app/static-files.ts";
import { decodeUrlPath, isSafeFilePath } from "./media-path.ts";
import { fileAccess } from "./queries.ts";
import { verifyMediaSignature } from "./signing.ts";
import { checkConfiguredSecret, urlSigningKey } from "./signing-secret.ts";

/** A folder of files served under a URL prefix ("/demo/" → demo/, "/uploads/" → DATA_DIR/uploads). */
export type MediaFolder = { prefix: string; root: string; maxAgeSeconds: number };

/** Answers a refused file request itself: falling through would serve the client's index.html. */
function refuse(ctx: Koa.Context, status: 400 | 403 | 404): void {
  ctx.status = status;
  ctx.set("Cache-Control", "no-store");
  ctx.type = "text/plain";
  ctx.body = { 400: "Bad Request", 403: "Forbidden", 404: "Not Found" }[status];
}

/**
 * The file route of media and uploads, deciding on every request: a file no item refers to is
 * 404; a public one is served to anyone; a members-only one only with a valid, unexpired
 * signature for its path (403 otherwise), and then with `Cache-Control: private` until the URL
 * expires. Byte ranges work for both.
 */
export function mediaFileRoutes(services: Pick<Services, "db" | "config" | "clock">, folders: MediaFolder[]): Koa.Middleware {
  checkConfiguredSecret(services.config.urlSigningSecret);
  const mounted = folders.map((folder) => ({ ...folder, root: path.resolve(folder.root) }));
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const folder = mounted.find((each) => ctx.path.startsWith(each.prefix));
    if (!folder) return next();

    const decoded = decodeUrlPath(ctx.path);
    if (decoded === undefined) return refuse(ctx, 400);
    if (!isSafeFilePath(decoded) || !decoded.startsWith(folder.prefix)) return refuse(ctx, 404);

    const access = await fileAccess(services.db, decoded);
    if (access === null) return refuse(ctx, 404);
    let cacheControl = `public, max-age=${folder.maxAgeSeconds}`;
    if (access === "members") {
      const verdict = verifyMediaSignature(await urlSigningKey(services), decoded, ctx.query, services.clock.now());
      if (!verdict.valid) return refuse(ctx, 403);
      // only the viewer's browser may keep it, and no longer than the URL is valid
      cacheControl = `private, max-age=${verdict.secondsLeft}`;
    }

    const file = path.join(folder.root, decoded.slice(folder.prefix.length));
    if (!file.startsWith(folder.root + path.sep)) return refuse(ctx, 404);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return refuse(ctx, 404);
    sendFile(ctx, file, stat, cacheControl);
  };
}
