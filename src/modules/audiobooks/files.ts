import path from "node:path";
import type { Services } from "../../app/context.ts";
import { type ErrorCode, type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { type FileStore, localFileStore } from "../../shared/file-store.ts";
import { projectRoot } from "../../shared/project-root.ts";
import { localMediaPath } from "../media/index.ts";
import { checkReferences, type UploadKind } from "../uploads/index.ts";
import { storedMp3Duration } from "./mp3-duration.ts";

/**
 * The files an audiobook's form names: a new cover must be an image uploaded with uploadThumbnail,
 * each audio file an MP3 uploaded with uploadAudioFile, the e-book a PDF uploaded with
 * uploadMaterial, a methodology a PDF uploaded with uploadMethodic (or, for the demo catalogue, a
 * file of that type in the installation's demo folder); and each new
 * audio file's length is read from the file itself when the form is saved.
 */
const demoFiles = localFileStore(path.join(projectRoot, "demo"));

/** The file store and key of a file of ours: /uploads/… in the uploads' store, /demo/… in the demo folder. */
function located(services: Pick<Services, "files">, filePath: string): { files: FileStore; key: string } | null {
  if (filePath.startsWith("/uploads/")) return { files: services.files, key: filePath.slice("/uploads/".length) };
  if (filePath.startsWith("/demo/")) return { files: demoFiles, key: filePath.slice("/demo/".length) };
  return null;
}

const REFUSALS: Partial<Record<UploadKind, ErrorCode>> = {
  thumbnail: "THUMBNAIL_NOT_UPLOADED",
  audio: "AUDIO_FILE_NOT_UPLOADED",
  material: "EBOOK_NOT_UPLOADED",
  methodic: "METHODIC_NOT_UPLOADED",
};

/** A reference the form gives, with the form's field it stands in and the kind of upload it must be. */
export type NamedFile = { field: string; url: string; kind: UploadKind };

/** Refuses (one issue per bad field) every file that is not an upload of its kind still stored, or a demo file of its type. */
export async function checkFiles(services: Pick<Services, "db">, named: readonly NamedFile[]): Promise<void> {
  await checkReferences(
    services,
    named.map((file) => ({ ...file, refusal: REFUSALS[file.kind] ?? "INVALID" })),
  );
}

/** The lengths of new audio files, in seconds, in the order given; a file that holds no MP3 frame is refused. */
export async function audioDurations(
  services: Pick<Services, "files">,
  files: readonly { field: string; url: string }[],
): Promise<number[]> {
  const issues: FieldIssue[] = [];
  const durations: number[] = [];
  for (const file of files) {
    const filePath = localMediaPath(file.url);
    const place = filePath ? located(services, filePath) : null;
    const seconds = place ? await storedMp3Duration(place.files, place.key) : null;
    if (seconds === null) issues.push({ field: file.field, code: "AUDIO_FILE_UNREADABLE" });
    durations.push(seconds ?? 0);
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return durations;
}
