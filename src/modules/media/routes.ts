import type Koa from "koa";
import type { Services } from "../../app/context.ts";
import { sendRanged } from "../../app/static-files.ts";
import { type FileStore, isStoreKey } from "../../shared/file-store.ts";
import { isAdmin } from "../access/index.ts";
import { resolveViewer, tokenFromRequest } from "../accounts/index.ts";
import { type MediaItemAccess, SignedFileChecks } from "./access-checks.ts";
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

/** The session token the request carries (cookie or bearer token), if any. */
const tokenOf = (ctx: Koa.Context) => tokenFromRequest(ctx.get("authorization"), ctx.get("cookie"));

/** Whether the request carries a library admin's session (cookie or bearer token). */
const fromLibraryAdmin = async (services: Services, ctx: Koa.Context) =>
  isAdmin(await resolveViewer(services, tokenOf(ctx)));

/** A file no item refers to: 404, but a library admin previews an upload whose form is not saved yet. */
const unreferenced = async (services: Services, ctx: Koa.Context, folder: MediaFolder): Promise<string | 404> =>
  // the form shows what was just uploaded; no cache keeps it, it may never be published
  folder.adminPreview && (await fromLibraryAdmin(services, ctx)) ? "private, no-store" : 404;

const publicCache = (folder: MediaFolder) => `public, max-age=${folder.maxAgeSeconds}`;

/**
 * How a file may be served: its Cache-Control, or the refusal. With a valid signature (see
 * SignedFileChecks): only to the viewer it was signed for, from that viewer's session, while that
 * viewer may still open an item that refers to the file, and then `private` until the URL expires.
 * Without one: public files to anyone, members-only ones to nobody (403), files no item refers to
 * to nobody (404; a library admin previewing an upload excepted).
 */
async function cacheControlFor(
  services: Services,
  checks: SignedFileChecks,
  ctx: Koa.Context,
  folder: MediaFolder,
  decoded: string,
): Promise<string | 403 | 404> {
  const signature = verifyMediaSignature(await urlSigningKey(services), decoded, ctx.query, services.clock.now());
  if (signature.valid) {
    const verdict = await checks.verdict(decoded, signature.viewer, tokenOf(ctx));
    if (verdict === "unreferenced") return unreferenced(services, ctx, folder);
    if (verdict === "public") return publicCache(folder);
    // only the viewer's browser may keep it, and no longer than the URL is valid
    return verdict === "open" ? `private, max-age=${signature.secondsLeft}` : 403;
  }
  const access = await fileAccess(services.db, decoded);
  if (access === null) return unreferenced(services, ctx, folder);
  return access === "public" ? publicCache(folder) : 403;
}

/**
 * The file route of media and uploads, deciding on every request (see cacheControlFor); `items`:
 * who may open the items whose members-only files it serves. Byte ranges work for all.
 */
export function mediaFileRoutes(
  services: Services,
  folders: MediaFolder[],
  items: readonly MediaItemAccess[] = [],
): Koa.Middleware {
  checkConfiguredSecret(services.config.urlSigningSecret);
  const checks = new SignedFileChecks(services, items);
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const folder = folders.find((each) => ctx.path.startsWith(each.prefix));
    if (!folder) return next();

    const decoded = decodeUrlPath(ctx.path);
    if (decoded === undefined) return refuse(ctx, 400);
    const key = decoded.slice(folder.prefix.length);
    if (!isSafeFilePath(decoded) || !decoded.startsWith(folder.prefix) || !isStoreKey(key)) return refuse(ctx, 404);

    const cacheControl = await cacheControlFor(services, checks, ctx, folder, decoded);
    if (typeof cacheControl === "number") return refuse(ctx, cacheControl);
    const info = await folder.files.stat(key);
    if (!info) return refuse(ctx, 404);
    const sent = await sendRanged(
      ctx,
      { name: key, ...info, read: (range) => folder.files.get(key, range) },
      cacheControl,
    );
    if (!sent) refuse(ctx, 404);
  };
}
