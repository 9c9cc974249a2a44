import { createReadStream, type Stats, promises as fs } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type Koa from "koa";

const contentTypes: Record<string, string> = {
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".vtt": "text/vtt; charset=utf-8",
};

/** An SVG opened on its own may not run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** A year: what the client's content-hashed assets are cached for. */
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the files of one folder under a URL prefix (the client's build). Paths never leave the
 * folder. Media and uploads go through src/modules/media, which decides access per file.
 * A folder cached for a year holds content-hashed names (the client's /assets/): a name never
 * changes its content, so browsers need not revalidate (`immutable`) and the server keeps what it
 * sent in memory rather than reading the disk for every new visitor.
 */
export function staticFiles(prefix: string, root: string, maxAgeSeconds: number): Koa.Middleware {
  const resolvedRoot = path.resolve(root);
  const immutable = maxAgeSeconds >= YEAR_SECONDS;
  const cacheControl = `public, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`;
  const memory = immutable ? new AssetMemory() : undefined;
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
    if (memory && !ctx.get("range") && (await memory.send(ctx, file, cacheControl))) return;
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return next();
    if (await sendPrecompressed(ctx, file, cacheControl)) return;
    await sendFile(ctx, file, stat, cacheControl);
  };
}

type Encoding = "br" | "gzip";
/** The copies scripts/precompress.mjs writes beside a text file, in the order they are preferred. */
const PRECOMPRESSED: ReadonlyArray<readonly [Encoding, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];
const accepts = (ctx: Koa.Context, encoding: Encoding) =>
  new RegExp(`\\b${encoding}\\b`).test(ctx.get("accept-encoding"));

/** One file as sent: its bytes, and its brotli and gzip copies when the build made them. */
interface Kept {
  plain: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
}

/**
 * The files of an immutable folder, read from disk once and then answered from memory. Bounded:
 * beyond 64 MB (the client build is a few MB with its compressed copies) files are read anew.
 */
class AssetMemory {
  private static readonly MAX_BYTES = 64 * 1024 * 1024;
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  async send(ctx: Koa.Context, file: string, cacheControl: string): Promise<boolean> {
    const kept = this.kept.get(file) ?? (await this.read(file));
    if (!kept) return false;
    const encoding = PRECOMPRESSED.map(([name]) => name).find((name) => kept.copies[name] && accepts(ctx, name));
    const body = encoding ? kept.copies[encoding]! : kept.plain;
    ctx.set("Cache-Control", cacheControl);
    if (Object.keys(kept.copies).length > 0) ctx.set("Vary", "Accept-Encoding");
    if (encoding) ctx.set("Content-Encoding", encoding);
    setType(ctx, file);
    ctx.compress = false; // compressed already, or too small to gain from it
    ctx.status = 200;
    ctx.length = body.length;
    if (ctx.method !== "HEAD") ctx.body = body;
    return true;
  }

  private async read(file: string): Promise<Kept | null> {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const plain = await fs.readFile(file);
    const copies: Kept["copies"] = {};
    for (const [encoding, suffix] of PRECOMPRESSED) {
      const copy = await fs.readFile(file + suffix).catch(() => null);
      if (copy) copies[encoding] = copy;
    }
    const kept = { plain, copies };
    const size = plain.length + (copies.br?.length ?? 0) + (copies.gzip?.length ?? 0);
    if (this.bytes + size <= AssetMemory.MAX_BYTES) {
      this.kept.set(file, kept);
      this.bytes += size;
    }
    return kept;
  }
}

/** The build's brotli or gzip copy of a text file (scripts/precompress.mjs), when the browser accepts it. */
async function sendPrecompressed(ctx: Koa.Context, file: string, cacheControl: string): Promise<boolean> {
  for (const [encoding, suffix] of PRECOMPRESSED) {
    if (!accepts(ctx, encoding)) continue;
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

/** A request's Range header against a file of `size` bytes: the whole file, one range, or none that can be given. */
function rangeOf(header: string, size: number): { start: number; end: number } | "whole" | "unsatisfiable" {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!range || (range[1] === "" && range[2] === "")) return "whole";
  // "bytes=a-b", "bytes=a-" (to the end) or "bytes=-n" (the last n bytes)
  const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === "" || range[2] === "" ? size - 1 : Math.min(Number(range[2]), size - 1);
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/** A file to answer with, wherever it lies: its name (for the type), size, time, and its bytes (all or a range); null when it is gone. */
export type SendableFile = {
  name: string;
  size: number;
  modified: Date;
  read(range?: { start: number; end: number }): Promise<Readable | null> | Readable | null;
};

/** The type of a file by its extension; an SVG opened on its own may not run anything. */
function setType(ctx: Koa.Context, name: string): void {
  ctx.type = contentTypes[path.extname(name).toLowerCase()] ?? path.extname(name);
  if (ctx.type === "image/svg+xml") ctx.set("Content-Security-Policy", SVG_POLICY);
}

/**
 * Answers with one file, or the byte range asked for (206; 416 when unsatisfiable), which browsers
 * need to seek in audio and video. False when the file was gone by the time it was read.
 */
export async function sendRanged(ctx: Koa.Context, file: SendableFile, cacheControl: string): Promise<boolean> {
  ctx.set("Accept-Ranges", "bytes");
  ctx.set("Cache-Control", cacheControl);
  ctx.set("Last-Modified", file.modified.toUTCString());
  setType(ctx, file.name);
  const range = rangeOf(ctx.get("range"), file.size);
  if (range === "unsatisfiable") {
    ctx.status = 416;
    ctx.set("Content-Range", `bytes */${file.size}`);
    return true;
  }
  // a HEAD answer keeps its status and length; Koa sends no body for it (a null body would make it 204)
  const body = ctx.method === "HEAD" ? undefined : await file.read(range === "whole" ? undefined : range);
  if (body === null) return false;
  ctx.status = range === "whole" ? 200 : 206;
  if (range !== "whole") ctx.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  ctx.length = range === "whole" ? file.size : range.end - range.start + 1;
  if (body) ctx.body = body;
  return true;
}

/** sendRanged for a file on disk. */
export function sendFile(ctx: Koa.Context, file: string, stat: Stats, cacheControl: string): Promise<boolean> {
  return sendRanged(
    ctx,
    { name: file, size: stat.size, modified: stat.mtime, read: (range) => createReadStream(file, range ?? {}) },
    cacheControl,
  );
}
