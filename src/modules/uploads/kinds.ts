/**
 * What each upload mutation takes: the kinds of upload, the file types the library accepts (told
 * by their content, never by a name or the client's Content-Type) and the size limits of the
 * specification (each file 128 MB, images 5 MB, a theme's SVG 1048576 bytes). MB means MiB here,
 * as in the specification's SVG limit: 5 MB is 5,242,880 bytes, 128 MB 134,217,728.
 */
export type FileType = "jpeg" | "png" | "webp" | "gif" | "pdf" | "mp3" | "svg";

export const FILE_TYPES: Record<FileType, { contentType: string; extension: string; label: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF" },
  mp3: { contentType: "audio/mpeg", extension: "mp3", label: "MP3" },
  svg: { contentType: "image/svg+xml", extension: "svg", label: "SVG" },
};

const MiB = 1024 * 1024;
/** Each file (PDF, MP3). */
export const MEDIA_MAX_BYTES = 128 * MiB;
/** Images (covers). */
export const IMAGE_MAX_BYTES = 5 * MiB;
/** A theme's icon. */
export const SVG_MAX_BYTES = MiB;
/** Files in one request: a form sends a few methodologies or an audiobook's chapters at once. */
export const MAX_FILES_PER_REQUEST = 50;

export type UploadKind = "thumbnail" | "methodic" | "svg" | "material" | "audio";

export type KindRules = {
  /** The mutation that uploads this kind (schema.graphql). */
  mutation: string;
  /** Folder under /uploads/ (and in the file store). */
  folder: string;
  accepted: readonly FileType[];
  maxBytes: number;
};

export const UPLOAD_KINDS: Record<UploadKind, KindRules> = {
  thumbnail: {
    mutation: "uploadThumbnail",
    folder: "thumbnails",
    accepted: ["jpeg", "png", "webp", "gif"],
    maxBytes: IMAGE_MAX_BYTES,
  },
  methodic: { mutation: "uploadMethodic", folder: "methodics", accepted: ["pdf"], maxBytes: MEDIA_MAX_BYTES },
  svg: { mutation: "uploadSvg", folder: "icons", accepted: ["svg"], maxBytes: SVG_MAX_BYTES },
  material: { mutation: "uploadMaterial", folder: "materials", accepted: ["pdf"], maxBytes: MEDIA_MAX_BYTES },
  audio: { mutation: "uploadAudioFile", folder: "audio", accepted: ["mp3"], maxBytes: MEDIA_MAX_BYTES },
};

export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The kind an upload mutation takes, by its root field name. */
export const kindOfMutation = (field: string): UploadKind | undefined =>
  UPLOAD_KIND_NAMES.find((kind) => UPLOAD_KINDS[kind].mutation === field);

/** "5 MB", "1 MB": a limit as the messages show it. */
export const megabytes = (bytes: number): string => `${Number((bytes / MiB).toFixed(2))} MB`;

/** "JPEG, PNG, WebP, GIF": the accepted types as the messages name them. */
export const acceptedLabels = (kind: UploadKind): string =>
  UPLOAD_KINDS[kind].accepted.map((type) => FILE_TYPES[type].label).join(", ");
