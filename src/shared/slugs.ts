import type { FieldIssue } from "./errors.ts";
import { MAX_SLUG_LENGTH } from "./limits.ts";

/**
 * The rules of an item's public address (its slug) that every kind of catalogue item shares, pure:
 * the reservations that keep slugs unique are in src/modules/catalogue-items/slugs.ts.
 */

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An address an admin chooses: lower-case letters, digits and single hyphens between them, at most MAX_SLUG_LENGTH. */
export function slugIssue(slug: string): FieldIssue | undefined {
  return SLUG_FORMAT.test(slug) && slug.length <= MAX_SLUG_LENGTH
    ? undefined
    : { field: "slug", code: "SLUG_INVALID", params: { max: MAX_SLUG_LENGTH } };
}

/**
 * The slug an edit gives the item: the one the admin asked for when it differs from the current
 * one, else the current one (a new title keeps the address). Null when nothing asked for a change.
 */
export function requestedSlug(current: string, asked: string | null | undefined): string | null {
  if (asked == null) return null;
  const slug = asked.trim();
  return slug !== current ? slug : null;
}

/**
 * The former slugs an item keeps after its slug moves from `previous` to `next`: the previous one
 * joins them (it still redirects), and one it takes back is current again, not former.
 */
export function formerSlugsAfter(former: readonly string[], previous: string, next: string): string[] {
  if (previous === next) return [...former];
  return [...former.filter((slug) => slug !== next && slug !== previous), previous];
}
