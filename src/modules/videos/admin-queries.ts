import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { normaliseForSearch } from "../../shared/text.ts";
import { toView, videoColumns, type VideoView } from "./queries.ts";

/**
 * What the admin screens read: every video, hidden ones included, in the library's order (the
 * list screens and the answer to a reorder), one video for the form, and the order itself.
 */

/** Every video, or those of one availability (1: the test videos), in the library's order: one statement whatever their number. */
export async function listAllVideos(
  db: Kysely<Database>,
  options: { availability?: number } = {},
): Promise<VideoView[]> {
  let query = db.selectFrom("videos").select((eb) => videoColumns(eb));
  if (options.availability !== undefined) query = query.where("videos.availability", "=", options.availability);
  const rows = await query.orderBy("videos.sort_order").orderBy("videos.id").execute();
  return rows.map(toView);
}

/** One video by id, hidden or not; null when there is none (never created, or deleted). */
export async function findVideoById(db: Kysely<Database>, videoId: number): Promise<VideoView | null> {
  const row = await db
    .selectFrom("videos")
    .select((eb) => videoColumns(eb))
    .where("videos.id", "=", videoId)
    .executeTakeFirst();
  return row ? toView(row) : null;
}

/** How many tags the video form suggests at most. */
export const TAG_SUGGESTION_COUNT = 20;

/**
 * Free tags whose name contains the search, whatever its case and accents ("utec" finds
 * "Utečenci"): names beginning with it first, then alphabetically. The search is matched as
 * plain text (strpos), so nothing typed is a pattern.
 */
export async function searchFreeTags(db: Kysely<Database>, search: string): Promise<{ id: number; name: string }[]> {
  const wanted = normaliseForSearch(search);
  return db
    .selectFrom("tags")
    .select(["id", "name"])
    .where(sql<boolean>`strpos(search_name, ${wanted}) > 0`)
    .orderBy(sql`strpos(search_name, ${wanted}) = 1`, "desc")
    .orderBy("search_name")
    .orderBy("id")
    .limit(TAG_SUGGESTION_COUNT)
    .execute();
}
