import { ValidationError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import { requestedSlug, slugIssue, type WriteContext } from "../catalogue-items/index.ts";
import { type ItemKind, slugsOf } from "./registries.ts";

/**
 * A webinar's or pack's public address (its slug). A new item's is made from its title; a new
 * title keeps it. The admin may choose another one on an edit: it is reserved exactly (another
 * item's current or former slug is WEBINAR_SLUG_TAKEN on `slug`), and the one left stays reserved
 * by the item, which it keeps leading to, until the item is deleted.
 */

/** The address an edit asks for, checked before anything is written: null when it asks for none (or the current one). */
export function askedSlug(current: string, asked: string | null | undefined): string | null {
  const slug = requestedSlug(current, asked);
  const issue = slug === null ? undefined : slugIssue(slug);
  if (issue) throw new ValidationError([issue]);
  return slug;
}

/** The item an edit changes: its id, its current slug and the one the admin asked for (askedSlug). */
export type EditedAddress = { id: number; slug: string; asked: string | null };

/**
 * Runs a write with the item's address. An edit's chosen address is claimed first, so that a
 * taken one changes nothing; a new item's is reserved from its title once `write` knows its id
 * (`slugFor`). A refused write gives back every slug it reserved.
 */
export async function withAddress<T>(
  ctx: WriteContext,
  kind: ItemKind,
  edited: EditedAddress | null,
  write: (slugFor: (id: number, title: string) => Promise<string>) => Promise<T>,
): Promise<T> {
  const slugs = slugsOf[kind];
  const reserved: { slug: string; id: number }[] = [];
  if (edited?.asked != null && (await slugs.claim(ctx, edited.asked, edited.id)))
    reserved.push({ slug: edited.asked, id: edited.id });
  const slugFor = async (id: number, title: string) => {
    if (edited) return edited.asked ?? edited.slug;
    const slug = await slugs.reserve(ctx, slugify(title) || kind, id);
    reserved.push({ slug, id });
    return slug;
  };
  try {
    return await write(slugFor);
  } catch (error) {
    for (const { slug, id } of reserved) await slugs.release(ctx, slug, id);
    throw error;
  }
}

/** Frees every address a deleted item had: its current slug and the former ones that led to it. */
export async function releaseAddresses(
  ctx: WriteContext,
  kind: ItemKind,
  id: number,
  deleted: { slug: string; formerSlugs?: string[] },
): Promise<void> {
  for (const slug of [deleted.slug, ...(deleted.formerSlugs ?? [])]) await slugsOf[kind].release(ctx, slug, id);
}
