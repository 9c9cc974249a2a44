import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { ReceivedFile, RequestContext } from "../../app/context.ts";
import { commandSession } from "../../eventstore/pipeline.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { DomainError } from "../../shared/errors.ts";
import { encodeUrlPath } from "../media/index.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { uploadDecider } from "./decide.ts";
import { uploadStream } from "./events.ts";
import {
  acceptedLabels,
  FILE_TYPES,
  type FileType,
  MAX_FILES_PER_REQUEST,
  megabytes,
  UPLOAD_KINDS,
  type UploadKind,
} from "./kinds.ts";
import { safeName, uploadLocation } from "./names.ts";
import { detectType } from "./sniff.ts";
import { sanitiseSvg } from "./svg.ts";

export type UploadContext = Pick<RequestContext, "services" | "viewer" | "uploads" | "commandContext">;

/** An upload as the mutations answer it: `url` is the path, percent-encoded where a name needs it. */
export type StoredUpload = { id: number; url: string; name: string };

/** A file that passed every check, ready to be stored. */
type Accepted = {
  file: ReceivedFile;
  type: FileType;
  name: string;
  slug: string;
  size: number;
  sha256: string;
  body: () => Readable | Uint8Array;
};

/** The received file a handle stands for (a JSON request has none: it cannot carry files). */
function receivedFile(ctx: UploadContext, value: unknown): ReceivedFile {
  const file = typeof value === "string" ? ctx.uploads.get(value) : undefined;
  if (!file) throw new DomainError("UPLOAD_FILE_MISSING");
  return file;
}

/** Checks one file against its kind's rules: size, then type by content; an SVG is sanitised. */
async function accept(kind: UploadKind, file: ReceivedFile): Promise<Accepted> {
  const rules = UPLOAD_KINDS[kind];
  const params = { file: file.clientName };
  if (file.size > rules.maxBytes)
    throw new DomainError("UPLOAD_TOO_LARGE", {
      ...params,
      limit: megabytes(rules.maxBytes),
      limitBytes: rules.maxBytes,
    });
  const type = detectType(file.head, file.size);
  const refused = () => new DomainError("UPLOAD_TYPE_NOT_ALLOWED", { ...params, accepted: acceptedLabels(kind) });
  if (type === null || !rules.accepted.includes(type)) throw refused();
  const { name, slug } = safeName(file.clientName, type);
  if (type !== "svg") return { file, type, name, slug, size: file.size, sha256: file.sha256, body: () => file.open() };
  const verdict = sanitiseSvg(await file.read());
  if (!verdict.ok) throw refused();
  const bytes = Buffer.from(verdict.svg, "utf8");
  return {
    file,
    type,
    name,
    slug,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    body: () => bytes,
  };
}

/**
 * Stores the files of one upload mutation, all or none: every file is checked first (a single bad
 * one refuses the request, and nothing is stored); then each gets an id from `sequence-upload`,
 * its bytes go to the file store, and a FileUploaded event records it. Should the store or the
 * event store fail half-way, the files not recorded are removed again.
 */
export async function uploadFiles(
  ctx: UploadContext,
  kind: UploadKind,
  values: readonly unknown[],
): Promise<StoredUpload[]> {
  requireLibraryAdmin(ctx.viewer);
  if (values.length === 0) throw new DomainError("UPLOAD_NO_FILES");
  if (values.length > MAX_FILES_PER_REQUEST)
    throw new DomainError("UPLOAD_TOO_MANY_FILES", { max: MAX_FILES_PER_REQUEST });
  const files = values.map((value) => receivedFile(ctx, value));
  const accepted: Accepted[] = [];
  for (const file of files) accepted.push(await accept(kind, file));

  const { services, commandContext } = ctx;
  const ids = await allocateIds(
    services.store,
    "upload",
    accepted.length,
    commandContext.actor,
    commandContext.correlationId,
  );
  const placed = accepted.map((each, i) => ({
    ...each,
    id: ids[i]!,
    ...uploadLocation(kind, ids[i]!, each.slug, each.type),
  }));
  const recorded = new Set<number>();
  try {
    for (const each of placed) {
      await services.files.put(each.key, each.body(), {
        size: each.size,
        contentType: FILE_TYPES[each.type].contentType,
      });
    }
    const session = commandSession(services, commandContext);
    const uploadedAt = services.clock.now().toISOString();
    for (const { id, path, name, size, sha256, type } of placed) {
      const upload = { id, kind, path, name, size, contentType: FILE_TYPES[type].contentType, sha256, uploadedAt };
      await session.run(uploadStream(id), uploadDecider, { type: "RecordUpload", upload });
      recorded.add(id);
    }
    await session.settled();
  } catch (error) {
    services.log("An upload could not be stored", {
      correlationId: commandContext.correlationId,
      error: String(error instanceof Error ? error.stack : error),
    });
    await Promise.all(
      placed
        .filter((each) => !recorded.has(each.id))
        .map((each) => services.files.delete(each.key).catch(() => undefined)),
    );
    if (recorded.size === 0) throw new DomainError("UPLOAD_STORE_FAILED");
    throw error;
  }
  return placed.map(({ id, path, name }) => ({ id, url: encodeUrlPath(path), name }));
}
