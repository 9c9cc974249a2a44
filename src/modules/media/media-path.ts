import path from "node:path";

/**
 * URL paths of the files the library serves itself ("/demo/media/story-3.mp4", "/uploads/x.pdf").
 * The catalogue's references, the read model and the file route all speak of a file by its
 * decoded, normal-form path, so that one file has one name whatever the encoding of its URL.
 */

/** The path with its percent-encoding undone, or undefined when the encoding is malformed. */
export function decodeUrlPath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * Whether a decoded path may name a file: absolute, already in normal form (no "..", ".", or
 * empty segments), no dot-files or dot-folders, no NUL byte.
 */
export function isSafeFilePath(decoded: string): boolean {
  if (!decoded.startsWith("/") || decoded.includes("\0")) return false;
  if (path.posix.normalize(decoded) !== decoded) return false;
  return decoded
    .split("/")
    .slice(1)
    .every((segment) => segment !== "" && !segment.startsWith("."));
}

/**
 * A catalogue reference as a file of ours: the decoded path without query or fragment, or null
 * for another host's URL and anything that cannot name a file.
 */
export function localMediaPath(reference: string): string | null {
  const trimmed = reference.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const decoded = decodeUrlPath(trimmed.split(/[?#]/, 1)[0]!);
  return decoded !== undefined && isSafeFilePath(decoded) ? decoded : null;
}

/**
 * A file reference as an item stores it: for a file of ours, its path without the query or
 * fragment (a members-only file's URL, as the admin's form was given it, carries a signature that
 * expires: it must never be stored); another host's URL as given.
 */
export function storedReference(reference: string): string {
  const trimmed = reference.trim();
  return trimmed.startsWith("/") && !trimmed.startsWith("//") ? trimmed.split(/[?#]/, 1)[0]! : trimmed;
}

/** A decoded path as a URL path again: each segment percent-encoded as needed ("a b.pdf" → "a%20b.pdf"). */
export const encodeUrlPath = (decoded: string): string => decoded.split("/").map(encodeURIComponent).join("/");
