import { createHmac, timingSafeEqual } from "node:crypto";
import { encodeUrlPath } from "./media-path.ts";

/**
 * Signed URLs for members-only files: `<path>?exp=<unix seconds>&v=<viewer>&sig=<base64url>`,
 * where sig is HMAC-SHA256 over the decoded path, the viewer (user id or "anonymous") and the
 * expiry. Pure functions: the key and the time are passed in.
 *
 * A URL stays valid at least SIGNED_URL_LIFETIME_SECONDS (long enough to watch and seek in a long
 * video) and at most one SIGNED_URL_WINDOW_SECONDS more: the expiry is rounded up to the window,
 * so a viewer gets the same URL for a whole window and the browser's cache keeps working.
 */
export const SIGNED_URL_LIFETIME_SECONDS = 4 * 60 * 60;
export const SIGNED_URL_WINDOW_SECONDS = 60 * 60;

/** The viewer a URL is signed for: a user id, or "anonymous". */
const VIEWER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const EXPIRY_PATTERN = /^[0-9]{1,12}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Several processes sign and verify: their clocks may differ by this much. */
const CLOCK_SKEW_SECONDS = 5 * 60;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The expiry of a URL signed now: at least the lifetime away, rounded up to the window. */
export function signedUrlExpiry(now: Date): number {
  return (
    Math.ceil((unixSeconds(now) + SIGNED_URL_LIFETIME_SECONDS) / SIGNED_URL_WINDOW_SECONDS) * SIGNED_URL_WINDOW_SECONDS
  );
}

/** The signature of (path, viewer, expiry); JSON keeps the three parts apart whatever they contain. */
export function mediaSignature(key: Uint8Array, decodedPath: string, viewer: string, expiry: number): string {
  return createHmac("sha256", key)
    .update(JSON.stringify([decodedPath, viewer, expiry]))
    .digest("base64url");
}

/** The URL of a file for one viewer, valid until signedUrlExpiry(now). */
export function signedMediaUrl(key: Uint8Array, decodedPath: string, viewer: string, now: Date): string {
  if (!VIEWER_PATTERN.test(viewer)) throw new Error(`Cannot sign a media URL for the viewer "${viewer}"`);
  const expiry = signedUrlExpiry(now);
  const query = new URLSearchParams({
    exp: String(expiry),
    v: viewer,
    sig: mediaSignature(key, decodedPath, viewer, expiry),
  });
  return `${encodeUrlPath(decodedPath)}?${query}`;
}

export type SignatureVerdict =
  | { valid: true; viewer: string; secondsLeft: number }
  | { valid: false; reason: "missing" | "malformed" | "expired" | "forged" };

/** A query parameter as one string (Koa gives arrays for repeated parameters: those are refused). */
type QueryValue = string | string[] | undefined;
const single = (value: QueryValue) => (typeof value === "string" ? value : undefined);

/**
 * Checks a request for a members-only file: the signature must match the path, viewer and expiry
 * (compared in constant time) and the expiry must lie ahead, but not further than a fresh URL's.
 */
export function verifyMediaSignature(
  key: Uint8Array,
  decodedPath: string,
  query: Record<string, QueryValue>,
  now: Date,
): SignatureVerdict {
  const [exp, viewer, sig] = [single(query.exp), single(query.v), single(query.sig)];
  if (exp === undefined && viewer === undefined && sig === undefined) return { valid: false, reason: "missing" };
  if (
    !exp ||
    !viewer ||
    !sig ||
    !EXPIRY_PATTERN.test(exp) ||
    !VIEWER_PATTERN.test(viewer) ||
    !SIGNATURE_PATTERN.test(sig)
  ) {
    return { valid: false, reason: "malformed" };
  }
  const expiry = Number(exp);
  // compared as text: decoding first would let several spellings of one signature pass
  const expected = Buffer.from(mediaSignature(key, decodedPath, viewer, expiry), "ascii");
  const given = Buffer.from(sig, "ascii");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: "forged" };
  const secondsLeft = expiry - unixSeconds(now);
  // an expiry beyond any URL signed now was not made by this server's rules (or the rules got stricter)
  if (secondsLeft <= 0 || secondsLeft > SIGNED_URL_LIFETIME_SECONDS + SIGNED_URL_WINDOW_SECONDS + CLOCK_SKEW_SECONDS)
    return { valid: false, reason: "expired" };
  return { valid: true, viewer, secondsLeft };
}
