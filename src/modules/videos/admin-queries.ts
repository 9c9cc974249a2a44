import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { normaliseForSearch } from "../../shared/text.ts";
import { DEFAULT_LANG } from "../../shared/lang.ts";
import { searchQuery } from "../catalogue-items/index.ts";
import { cardColumns, toCard, toView, type VideoCardView, videoColumns, type VideoView } from "./queries.ts";

/**
 * What the admin screens read: every video, hidden ones included, in the library's order (the
 * list screens and the answer to a reorder), one video for the form, and the order itself.
 */

/** What the admin list narrows by (each absent one does not narrow); without a limit, every match. */
export interface AdminVideoCriteria {
  /** Words the title must contain as the start of a word, whatever their case and accents (as the public search). */
  search?: string | null;
  /** 0 subscription, 1 testing, 2 free access. */
  availability?: number | null;
  visible?: boolean | null;
  offset?: number;
  limit?: number | null;
}

/**
 * Every video matching the criteria, hidden ones included, in the library's order: the narrow card
 * rows (what the list shows), one statement whatever their number, read through the order index
 * and, with a search, the title words' index. The rest of a Video is loaded only if asked for.
 */
export async function listAllVideos(db: Kysely<Database>, criteria: AdminVideoCriteria = {}): Promise<VideoCardView[]> {
  let query = db.selectFrom("video_cards").select(cardColumns);
  const tsQuery = searchQuery(criteria.search);
  if (tsQuery) query = query.where(sql<boolean>`title_words @@ to_tsquery('simple', ${tsQuery})`);
  if (criteria.availability != null) query = query.where("availability", "=", criteria.availability);
  if (criteria.visible != null) query = query.where("visible", "=", criteria.visible);
  query = query
    .orderBy("sort_order")
    .orderBy("id")
    .offset(criteria.offset ?? 0);
  if (criteria.limit != null) query = query.limit(criteria.limit);
  const rows = await query.execute();
  return rows.map((row) => toCard(row, DEFAULT_LANG));
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
