import path from "node:path";
import type { Services } from "../../app/context.ts";
import { type ErrorCode, type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { localFileStore } from "../../shared/file-store.ts";
import { projectRoot } from "../../shared/project-root.ts";
import { localMediaPath, storedReference } from "../media/index.ts";
import type { UploadKind } from "./kinds.ts";
import { uploadsByPath } from "./queries.ts";

/**
 * The files an item's form names (a cover, a theme's icon, an audio file, a material or a
 * methodology) must be files of the library: an upload of their kind still stored, or, for the
 * demo catalogue, a file of a fitting type in the installation's demo folder (/demo/…). Anything
 * else (another site's address, a path on the server, a `javascript:` link, an upload of another
 * kind or one swept away) is refused, so an item never points the visitors' browsers elsewhere.
 */
const demoFiles = localFileStore(path.join(projectRoot, "demo"));

/** What a demo file of each kind may be, by its extension (demo covers and theme icons are SVGs). */
export const DEMO_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  thumbnail: [".png", ".jpg", ".jpeg", ".webp", ".gif", ".svg"],
  methodic: [".pdf"],
  svg: [".svg"],
  material: [".pdf"],
  audio: [".mp3"],
};

/** A reference a form gives: the form's field it stands in, the kind of upload it must be, and the code refusing it. */
export type NamedReference = { field: string; url: string; kind: UploadKind; refusal: ErrorCode };

/** What the library knows of a path: the upload recorded there (its kind and status), and whether the demo folder has the file. */
export type KnownFile = { upload?: { kind: string; status: string }; inDemoFolder?: boolean };

/**
 * Whether a reference names a file of the library of this kind: an upload of the kind still
 * stored, or a file of the demo folder with a fitting extension. A reference that is no path of
 * ours (another site's address, `javascript:…`, a path outside /uploads/ and /demo/) never is.
 */
export function isLibraryFile(reference: string, kind: UploadKind, known: KnownFile): boolean {
  const filePath = localMediaPath(reference);
  if (filePath?.startsWith("/demo/"))
    return (
      DEMO_EXTENSIONS[kind].some((extension) => filePath.toLowerCase().endsWith(extension)) &&
      known.inDemoFolder === true
    );
  return filePath?.startsWith("/uploads/") === true && known.upload?.kind === kind && known.upload.status === "stored";
}

/** What the library knows of each path: the uploads' read model for /uploads/…, the demo folder for /demo/…. */
async function knownFiles(services: Pick<Services, "db">, paths: readonly (string | null)[]): Promise<KnownFile[]> {
  const uploads = await uploadsByPath(
    services.db,
    paths.filter((p): p is string => p !== null && p.startsWith("/uploads/")),
  );
  return Promise.all(
    paths.map(async (filePath) => ({
      upload: filePath === null ? undefined : uploads.get(filePath),
      inDemoFolder:
        filePath?.startsWith("/demo/") === true && (await demoFiles.stat(filePath.slice("/demo/".length))) !== null,
    })),
  );
}

/** Refuses, with one issue per bad field (its first bad reference), every reference that is not a file of the library of its kind. */
export async function checkReferences(services: Pick<Services, "db">, named: readonly NamedReference[]): Promise<void> {
  if (named.length === 0) return;
  const known = await knownFiles(
    services,
    named.map((reference) => localMediaPath(reference.url)),
  );
  const issues: FieldIssue[] = [];
  for (const [i, reference] of named.entries()) {
    const fine = isLibraryFile(reference.url, reference.kind, known[i]!);
    if (!fine && !issues.some((issue) => issue.field === reference.field))
      issues.push({ field: reference.field, code: reference.refusal });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * The cover a form gives, to be checked: none when the form gives none, an empty one (the item's
 * own rules say whether it needs a cover) or the one the item already has (a cover kept is not
 * judged again, as a material kept is not).
 */
export function newCover(given: string | null | undefined, current: string | null | undefined): NamedReference[] {
  if (given == null || given.trim() === "") return [];
  if (current != null && (given.trim() === current || storedReference(given) === current)) return [];
  return [{ field: "thumbnail", url: given, kind: "thumbnail", refusal: "THUMBNAIL_NOT_UPLOADED" }];
}
