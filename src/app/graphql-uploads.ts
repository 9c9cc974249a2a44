import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { jsonObject, rootFields, setAt } from "./upload-operations.ts";
import { DomainError, type ErrorCode } from "../shared/errors.ts";
import { graphqlLimits } from "../shared/limits.ts";
import type { ReceivedFile } from "./context.ts";
import type { UploadGate } from "./module.ts";
import { boundaryOf, MalformedMultipart, type PartInfo, type PartSink, readMultipart } from "./multipart.ts";

/**
 * The GraphQL multipart request (file uploads) to /graphql, received before Yoga sees it:
 *
 * 1. The sender is admitted from the headers alone (UploadGate.admit): anyone else is refused
 *    before a byte of the body is read (the caller then closes the connection).
 * 2. "operations" (at most 256 KiB of JSON) comes first and names the root fields, which set the
 *    largest file the request may carry; "map" comes next; then the files, each streamed to a
 *    temporary file while its size, sha256 and first bytes are taken, and refused as soon as it
 *    passes the limit. No file is ever held in memory.
 * 3. Each file's places in the variables get a handle ("upload:0"), which the resolvers look up
 *    in RequestContext.uploads; the operation then runs as plain JSON.
 */
export type ReceivedRequest = {
  operations: Record<string, unknown>;
  files: ReadonlyMap<string, ReceivedFile>;
  /** Removes the temporary files. */
  discard(): Promise<void>;
};

/** A refusal of the request as a whole: its code, HTTP status, and whether the body was read to its end. */
export class UploadRefusal extends DomainError {
  constructor(
    code: ErrorCode,
    readonly status: number,
    readonly bodyRead: boolean,
    params: Record<string, string | number> = {},
  ) {
    super(code, params);
  }
}

const MiB = 1024 * 1024;
const HEAD_BYTES = 16 * 1024;
/** After a file over the limit, the rest of a body is read (and dropped) up to this much, so that the client hears why. */
const DRAIN_BYTES = 16 * MiB;
const malformed = (detail: string, bodyRead = false) =>
  new UploadRefusal("UPLOAD_MALFORMED", 400, bodyRead, { detail });
const megabytes = (bytes: number) => `${Number((bytes / MiB).toFixed(2))} MB`;

/** The map: file field name → places in the operation ("variables.file", "variables.files.0"). */
function fileMap(text: string, maxFiles: number): Map<string, string[]> {
  const map = jsonObject(text);
  if (!map) throw malformed('"map" is not a JSON object');
  const entries = Object.entries(map);
  if (entries.length > maxFiles) throw new UploadRefusal("UPLOAD_TOO_MANY_FILES", 400, false, { max: maxFiles });
  for (const [, places] of entries) {
    if (
      !Array.isArray(places) ||
      places.length === 0 ||
      places.length > 10 ||
      !places.every((p) => typeof p === "string" && /^variables(\.[\w$-]{1,64}){1,8}$/.test(p))
    ) {
      throw malformed('"map" names places that are not in the variables');
    }
  }
  return new Map(entries as [string, string[]][]);
}

/** Reads a field's text, at most `max` bytes. */
function textSink(max: number, done: (text: string) => void): PartSink {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    write(chunk) {
      size += chunk.length;
      if (size > max) throw new UploadRefusal("REQUEST_TOO_LARGE", 413, false);
      chunks.push(chunk);
    },
    end: () => done(Buffer.concat(chunks).toString("utf8")),
  };
}

type FileTarget = {
  temporary: string;
  clientName: string;
  maxBytes: number;
  onTooLarge: () => void;
  received: (file: ReceivedFile) => void;
};

/**
 * Streams a file to a temporary file, refusing it past `maxBytes`; `received` gets it when it is
 * whole. `open` holds its stream while it is written, for closing if the request fails half-way.
 */
function fileSink(
  { temporary, clientName, maxBytes, onTooLarge, received }: FileTarget,
  open: Set<WriteStream>,
): PartSink {
  const out: WriteStream = createWriteStream(temporary, { flags: "wx" });
  open.add(out);
  out.once("close", () => open.delete(out));
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  let tooLarge = false;
  const written = new Promise<void>((resolve, reject) => out.once("close", resolve).once("error", reject));
  written.catch(() => undefined); // awaited in end(); an early refusal leaves it unawaited
  return {
    async write(chunk) {
      if (tooLarge) return;
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        out.destroy();
        return onTooLarge();
      }
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) await once(out, "drain");
    },
    async end() {
      if (tooLarge) return;
      out.end();
      await written;
      received({
        clientName,
        size,
        sha256: hash.digest("hex"),
        head: Buffer.concat(head),
        open: () => createReadStream(temporary),
        read: () => readFile(temporary),
      });
    },
  };
}

/** A sink that drops what it gets. */
const dropped: PartSink = { write: () => undefined, end: () => undefined };

/**
 * The body's chunks, counted; after a refusal, ends once DRAIN_BYTES more have come. Stopping
 * early leaves the request open (not destroyed), so that the refusal can still be answered.
 */
async function* counted(body: IncomingMessage, state: { refusedAt?: number; read: number }): AsyncGenerator<Buffer> {
  for await (const chunk of body.iterator({ destroyOnReturn: false })) {
    state.read += (chunk as Buffer).length;
    if (state.refusedAt !== undefined && state.read - state.refusedAt > DRAIN_BYTES) return;
    yield chunk as Buffer;
  }
}

type Pending = { code: ErrorCode; status: number; params?: Record<string, string | number> };

/** Reads the parts: operations, map, files; a refusal met on the way is thrown once the body is read (or drained). */
async function readParts(req: IncomingMessage, boundary: string, gate: UploadGate, temporary: () => string) {
  let operations: Record<string, unknown> | undefined;
  let map: Map<string, string[]> | undefined;
  let largest = 0;
  const files = new Map<string, ReceivedFile>();
  const body = { read: 0, refusedAt: undefined as number | undefined };
  let pending: Pending | undefined;
  const refuse = (refusal: Pending) => {
    pending ??= refusal;
    body.refusedAt ??= body.read;
  };
  const onPart = (part: PartInfo): PartSink => {
    if (pending) return dropped;
    if (operations === undefined) {
      if (part.name !== "operations") throw malformed('"operations" must be the first part');
      return textSink(graphqlLimits.maxJsonBodyBytes, (text) => {
        operations = jsonObject(text) ?? undefined;
        if (!operations) throw malformed('"operations" is not a JSON object');
        largest = Math.max(0, ...rootFields(operations).map((field) => gate.maxFileBytes(field) ?? 0));
      });
    }
    if (map === undefined) {
      if (part.name !== "map") throw malformed('"map" must be the second part');
      return textSink(graphqlLimits.maxJsonBodyBytes, (text) => void (map = fileMap(text, gate.maxFiles)));
    }
    // a part the map does not name (or names again) is not a file of this operation
    if (!map.has(part.name) || files.has(part.name)) return dropped;
    if (largest === 0) {
      refuse({ code: "UPLOAD_NOT_EXPECTED", status: 400 });
      return dropped;
    }
    const clientName = part.filename ?? "";
    const onTooLarge = () =>
      refuse({
        code: "UPLOAD_TOO_LARGE",
        status: 413,
        params: { file: clientName, limit: megabytes(largest), limitBytes: largest },
      });
    return fileSink(
      {
        temporary: temporary(),
        clientName,
        maxBytes: largest,
        onTooLarge,
        received: (file) => files.set(part.name, file),
      },
      open,
    );
  };
  const open = new Set<WriteStream>();
  try {
    await readMultipart(counted(req, body), boundary, onPart, {
      maxParts: gate.maxFiles + 2,
      maxHeaderBytes: 8 * 1024,
    });
  } catch (error) {
    for (const stream of open) stream.destroy();
    // a body cut short after a refusal is the drain's doing: the refusal is the answer
    if (pending && error instanceof MalformedMultipart)
      throw new UploadRefusal(pending.code, pending.status, false, pending.params);
    if (error instanceof MalformedMultipart) throw malformed(error.message);
    if ((error as NodeJS.ErrnoException).code === "ECONNRESET" || (error as Error).message === "aborted")
      throw malformed("the client went away");
    throw error;
  }
  if (pending) throw new UploadRefusal(pending.code, pending.status, true, pending.params);
  if (!operations || !map) throw malformed("no operations", true);
  return { operations, map, files };
}

export async function receiveUploadRequest(req: IncomingMessage, gate: UploadGate): Promise<ReceivedRequest> {
  await gate.admit(req.headers);
  const boundary = boundaryOf(req.headers["content-type"] ?? "");
  if (!boundary) throw malformed("no multipart boundary");
  await mkdir(gate.stagingDir, { recursive: true });
  const temporaries: string[] = [];
  const temporary = () => {
    const file = path.join(gate.stagingDir, `${randomUUID()}.part`);
    temporaries.push(file);
    return file;
  };
  const discard = async () => void (await Promise.all(temporaries.map((file) => rm(file, { force: true }))));
  try {
    const { operations, map, files } = await readParts(req, boundary, gate, temporary);
    // each file's places in the variables get its handle
    const handles = new Map<string, ReceivedFile>();
    for (const [field, places] of map) {
      const file = files.get(field);
      if (!file) continue;
      const handle = `upload:${handles.size}`;
      handles.set(handle, file);
      for (const place of places) setAt(operations, place, handle);
    }
    return { operations, files: handles, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
