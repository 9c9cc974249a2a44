import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { audiobookColumns, toView } from "./queries.ts";
import type { AudiobookView } from "./views.ts";

/** Every audiobook, hidden ones included, in the library's order: one statement whatever their number. */
export async function listAllAudiobooks(db: Kysely<Database>): Promise<AudiobookView[]> {
  const rows = await db
    .selectFrom("audiobooks")
    .select((eb) => audiobookColumns(eb))
    .orderBy("audiobooks.sort_order")
    .orderBy("audiobooks.id")
    .execute();
  return rows.map((row) => toView(row as Parameters<typeof toView>[0]));
}

/** One audiobook by id, hidden or not; null when there is none. */
export async function findAudiobookById(db: Kysely<Database>, audiobookId: number): Promise<AudiobookView | null> {
  const row = await db
    .selectFrom("audiobooks")
    .select((eb) => audiobookColumns(eb))
    .where("audiobooks.id", "=", audiobookId)
    .executeTakeFirst();
  return row ? toView(row as Parameters<typeof toView>[0]) : null;
}

export type AudiobookCounters = { opened: number; ebookDownloaded: number };
export type AudioFileCounters = { played: number; listened: number };

/** The listening counters of these audiobooks (0 where nobody counted yet), one statement. */
export async function audiobookCounters(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, AudiobookCounters>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("audiobook_statistics")
          .selectAll()
          .where("audiobook_id", "in", [...ids])
          .execute();
  return new Map(rows.map((row) => [row.audiobook_id, { opened: row.opened, ebookDownloaded: row.ebook_downloaded }]));
}

/** The counters of these audiobooks' audio files, by file id, one statement. */
export async function audioFileCounters(
  db: Kysely<Database>,
  audiobookIds: readonly number[],
): Promise<Map<number, AudioFileCounters>> {
  const rows =
    audiobookIds.length === 0
      ? []
      : await db
          .selectFrom("audio_file_statistics")
          .selectAll()
          .where("audiobook_id", "in", [...audiobookIds])
          .execute();
  return new Map(rows.map((row) => [row.audio_file_id, { played: row.played, listened: row.listened }]));
}
