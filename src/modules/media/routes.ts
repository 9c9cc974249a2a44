import type Koa from "koa";
import type { Services } from "../../app/context.ts";
import { sendRanged } from "../../app/static-files.ts";
import { type FileStore, isStoreKey } from "../../shared/file-store.ts";
import { isAdmin } from "../access/index.ts";
import { resolveViewer, tokenFromRequest } from "../accounts/index.ts";
import { decodeUrlPath, isSafeFilePath } from "./media-path.ts";
import { fileAccess } from "./queries.ts";
import { verifyMediaSignature } from "./signing.ts";
import { checkConfiguredSecret, urlSigningKey } from "./signing-secret.ts";

/**
 * Files served under a URL prefix from a file store ("/demo/" → the demo folder, "/uploads/" →
 * the uploads' store: DATA_DIR/uploads or an S3 bucket). With `adminPreview`, a library admin's
 * session also opens a file no item refers to yet (an upload whose form is not saved).
 */
export type MediaFolder = { prefix: string; files: FileStore; maxAgeSeconds: number; adminPreview?: boolean };

/** Answers a refused file request itself: falling through would serve the client's index.html. */
function refuse(ctx: Koa.Context, status: 400 | 403 | 404): void {
  ctx.status = status;
  ctx.set("Cache-Control", "no-store");
  ctx.type = "text/plain";
  ctx.body = { 400: "Bad Request", 403: "Forbidden", 404: "Not Found" }[status];
}

/** Whether the request carries a library admin's session (cookie or bearer token). */
const fromLibraryAdmin = async (services: Services, ctx: Koa.Context) =>
  isAdmin(await resolveViewer(services, tokenFromRequest(ctx.get("authorization"), ctx.get("cookie"))));

/**
 * How a file may be served: its Cache-Control, or the refusal. No item refers to it: 404 (a
 * library admin previewing an upload excepted); public: to anyone; members-only: only with a
 * valid, unexpired signature for its path (403 otherwise), and then `private` until the URL expires.
 */
async function cacheControlFor(services: Services, ctx: Koa.Context, folder: MediaFolder, decoded: string): Promise<string | 403 | 404> {
  const access = await fileAccess(services.db, decoded);
  if (access === null) {
    // the form shows what was just uploaded; no cache keeps it, it may never be published
    return folder.adminPreview && (await fromLibraryAdmin(services, ctx)) ? "private, no-store" : 404;
  }
  if (access === "public") return `public, max-age=${folder.maxAgeSeconds}`;
  const verdict = verifyMediaSignature(await urlSigningKey(services), decoded, ctx.query, services.clock.now());
  // only the viewer's browser may keep it, and no longer than the URL is valid
  return verdict.valid ? `private, max-age=${verdict.secondsLeft}` : 403;
}

/** The file route of media and uploads, deciding on every request (see cacheControlFor). Byte ranges work for all. */
export function mediaFileRoutes(services: Services, folders: MediaFolder[]): Koa.Middleware {
  checkConfiguredSecret(services.config.urlSigningSecret);
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const folder = folders.find((each) => ctx.path.startsWith(each.prefix));
    if (!folder) return next();

    const decoded = decodeUrlPath(ctx.path);
    if (decoded === undefined) return refuse(ctx, 400);
    const key = decoded.slice(folder.prefix.length);
    if (!isSafeFilePath(decoded) || !decoded.startsWith(folder.prefix) || !isStoreKey(key)) return refuse(ctx, 404);

    const cacheControl = await cacheControlFor(services, ctx, folder, decoded);
    if (typeof cacheControl === "number") return refuse(ctx, cacheControl);
    const info = await folder.files.stat(key);
    if (!info) return refuse(ctx, 404);
    const sent = await sendRanged(ctx, { name: key, ...info, read: (range) => folder.files.get(key, range) }, cacheControl);
    if (!sent) refuse(ctx, 404);
  };
}
