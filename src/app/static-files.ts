import { createReadStream, type Stats, promises as fs } from "node:fs";
import path from "node:path";
import type Koa from "koa";

const contentTypes: Record<string, string> = {
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
};

/**
 * Serves the files of one folder under a URL prefix (the client's build). Paths never leave the
 * folder. Media and uploads go through src/modules/media, which decides access per file.
 */
export function staticFiles(prefix: string, root: string, maxAgeSeconds: number): Koa.Middleware {
  const resolvedRoot = path.resolve(root);
  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || !ctx.path.startsWith(prefix)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path.slice(prefix.length));
    } catch {
      return next();
    }
    const file = path.resolve(resolvedRoot, relative);
    if (!file.startsWith(resolvedRoot + path.sep) || path.basename(file).startsWith(".")) return next();
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return next();
    const cacheControl = `public, max-age=${maxAgeSeconds}`;
    if (await sendPrecompressed(ctx, file, cacheControl)) return;
    sendFile(ctx, file, stat, cacheControl);
  };
}

/** The build's brotli or gzip copy of a text file (scripts/precompress.mjs), when the browser accepts it. */
async function sendPrecompressed(ctx: Koa.Context, file: string, cacheControl: string): Promise<boolean> {
  const accepted = ctx.get("accept-encoding");
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const stat = await fs.stat(file + suffix).catch(() => null);
    if (!stat?.isFile()) continue;
    ctx.set("Cache-Control", cacheControl);
    ctx.set("Vary", "Accept-Encoding");
    ctx.set("Content-Encoding", encoding);
    ctx.type = path.extname(file);
    ctx.length = stat.size;
    ctx.compress = false;
    if (ctx.method !== "HEAD") ctx.body = createReadStream(file + suffix);
    return true;
  }
  return false;
}

/**
 * Answers with one file, or the byte range asked for (206; 416 when unsatisfiable), which browsers
 * need to seek in audio and video.
 */
export function sendFile(ctx: Koa.Context, file: string, stat: Stats, cacheControl: string): void {
  ctx.set("Accept-Ranges", "bytes");
  ctx.set("Cache-Control", cacheControl);
  ctx.set("Last-Modified", stat.mtime.toUTCString());
  ctx.type = contentTypes[path.extname(file).toLowerCase()] ?? path.extname(file);
  if (ctx.type === "image/svg+xml") ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");

  const range = /^bytes=(\d*)-(\d*)$/.exec(ctx.get("range"));
  if (range && (range[1] !== "" || range[2] !== "")) {
    // "bytes=a-b", "bytes=a-" (to the end) or "bytes=-n" (the last n bytes)
    const start = range[1] === "" ? Math.max(0, stat.size - Number(range[2])) : Number(range[1]);
    const end = range[1] === "" || range[2] === "" ? stat.size - 1 : Math.min(Number(range[2]), stat.size - 1);
    if (start > end || start >= stat.size) {
      ctx.status = 416;
      ctx.set("Content-Range", `bytes */${stat.size}`);
      return;
    }
    ctx.status = 206;
    ctx.set("Content-Range", `bytes ${start}-${end}/${stat.size}`);
    ctx.length = end - start + 1;
    if (ctx.method !== "HEAD") ctx.body = createReadStream(file, { start, end });
    return;
  }
  ctx.status = 200;
  ctx.length = stat.size;
  // a HEAD answer keeps its status and length; Koa sends no body for it (a null body would make it 204)
  if (ctx.method !== "HEAD") ctx.body = createReadStream(file);
}
