import { isHighlightTimestamp } from "../../../../../../src/shared/formats.ts";
/**
 * Rules of single fields of the video form (spec §5), pure so that they are tested alone.
 */

/**
 * The player id from whatever the admin pastes: an embed code (a script with `contentId=` or its
 * own id, an iframe whose address ends with the id), a `watch?v=` link (only what follows), or
 * the id itself.
 */
export function extractPlayerId(input: string): string {
  const text = input.trim();
  if (!text) return "";
  const watch = /[?&]v=([^&#"'\s<>]+)/.exec(text);
  if (watch) return decodeURIComponent(watch[1]!);
  const contentId = /[?&]contentId=([^&#"'\s<>]+)/i.exec(text);
  if (contentId) return decodeURIComponent(contentId[1]!);
  const iframe = /<iframe\b[^>]*\bsrc=["']([^"']+)["']/i.exec(text);
  const address = iframe?.[1] ?? (/^(https?:)?\/\//i.test(text) ? text : null);
  if (address) {
    const path = address.replace(/^(https?:)?\/\/[^/]+/i, "").split(/[?#]/)[0]!;
    const last = path.split("/").filter(Boolean).pop();
    if (last) return decodeURIComponent(last);
  }
  const scriptId = /<script\b[^>]*\bid=["']([^"']+)["']/i.exec(text);
  if (scriptId) return scriptId[1]!;
  return text;
}

/** A time point may be typed with at most 8 characters (hh:mm:ss). */
export const TIMESTAMP_MAX_LENGTH = 8;

/** hh:mm:ss or mm:ss: one or two digits, then one or two pairs of 00–59 (the server's rule). */
export function isValidTimestamp(value: string): boolean {
  const text = value.trim();
  return text.length <= TIMESTAMP_MAX_LENGTH && isHighlightTimestamp(text);
}

/** A highlight's id as sent: ids of 1 or lower are new highlights (spec §5), sent as null. */
export const highlightIdToSend = (id: number | null | undefined): number | null => (id != null && id > 1 ? id : null);
