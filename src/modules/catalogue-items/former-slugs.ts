import { type Kysely, sql } from "kysely";
import type { Projector } from "../../eventstore/projector.ts";

/**
 * The addresses items had before the admin gave them another one: one narrow table per kind
 * (`video_former_slugs`…), `slug` (its primary key) → `item_id`, written from the kind's own
 * events: an edit that moved the slug names the one it left (`formerSlug`), a deletion names every
 * former one (`formerSlugs`). An old address then finds its item with one indexed lookup.
 */
export type FormerSlugsTable = { slug: string; item_id: number };

export type FormerSlugNames = {
  /** The projector's name, e.g. "video-former-slugs". */
  name: string;
  /** The kind's table of former slugs, e.g. "video_former_slugs". */
  table: string;
  /** The edit and deletion events, e.g. VideoEdited and VideoDeleted. */
  edited: string;
  deleted: string;
  /** The key of the item's id in the events' data, e.g. videoId. */
  idKey: string;
};

/** Idempotent: each write sets or removes one row by its slug, so a replay ends where the live run did. */
export function formerSlugsProjector<Tables>(names: FormerSlugNames): Projector<Tables> {
  type Table = keyof Tables & string;
  const table = names.table as Table;
  return {
    name: names.name,
    version: 1,
    handles: [names.edited, names.deleted],
    tables: [table],
    async apply(writes, recorded) {
      const data = recorded.data as { slug?: unknown; formerSlug?: unknown; formerSlugs?: unknown };
      const itemId = Number(recorded.data[names.idKey]);
      if (recorded.type === names.deleted) {
        // the deleted item's addresses are free again
        for (const slug of Array.isArray(data.formerSlugs) ? data.formerSlugs : [])
          await writes.delete(table, { slug: String(slug) });
        return;
      }
      // the current slug is not a former one, even when the item took it back
      if (typeof data.slug === "string") await writes.delete(table, { slug: data.slug });
      if (typeof data.formerSlug === "string")
        await writes.upsert(table, { slug: data.formerSlug, item_id: itemId } as never, ["slug" as never]);
    },
  };
}

/**
 * The current slug of the item that had `formerSlug`, or null: one lookup by the former slug's
 * key, joined to the item's row by its id (`items`: the kind's detail table, with `id` and `slug`).
 */
export async function currentSlugOf(
  db: Kysely<any>,
  tables: { formerSlugs: string; items: string },
  formerSlug: string,
): Promise<string | null> {
  const { rows } = await sql<{ slug: string }>`
    SELECT i.slug FROM ${sql.table(tables.formerSlugs)} f JOIN ${sql.table(tables.items)} i ON i.id = f.item_id
    WHERE f.slug = ${formerSlug}`.execute(db);
  return rows[0]?.slug ?? null;
}
