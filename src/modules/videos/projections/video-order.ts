import { sql, type Transaction } from "kysely";
import type { VideoTables } from "../tables.ts";

/**
 * The library's order in the read models: `sort_order` numbers the videos 1…n. A reorder
 * (VideosReordered, the whole order) numbers them afresh; a deletion closes the gap it leaves.
 * Each is one statement over the detail rows, and the cards copy their numbers, so the two tables
 * never disagree. Deterministic from the events, so a rebuild gives the same numbers.
 */

/**
 * Numbers every video: those the order lists first, in its order, then any it does not list (one
 * created while the reorder was on its way) after them, in their earlier order. Only rows whose
 * number changes are written.
 */
export async function numberInOrder(trx: Transaction<VideoTables>, order: readonly number[]): Promise<void> {
  await sql`UPDATE videos AS video SET sort_order = ranked.position
    FROM (
      SELECT each.id, (row_number() OVER (ORDER BY listed.place NULLS LAST, each.sort_order, each.id))::int AS position
      FROM videos AS each
      LEFT JOIN (SELECT id, min(place) AS place FROM unnest(${[...order]}::int[]) WITH ORDINALITY AS given(id, place) GROUP BY id) AS listed
        ON listed.id = each.id
    ) AS ranked
    WHERE video.id = ranked.id AND video.sort_order <> ranked.position`.execute(trx);
  await copyToCards(trx);
}

/** Before a video's row goes: the videos after it move up one. */
export async function closeUpAfter(trx: Transaction<VideoTables>, videoId: number): Promise<void> {
  await sql`UPDATE videos SET sort_order = sort_order - 1
    WHERE sort_order > (SELECT sort_order FROM videos WHERE id = ${videoId})`.execute(trx);
  await copyToCards(trx);
}

async function copyToCards(trx: Transaction<VideoTables>): Promise<void> {
  await sql`UPDATE video_cards AS card SET sort_order = video.sort_order
    FROM videos AS video WHERE card.id = video.id AND card.sort_order <> video.sort_order`.execute(trx);
}
