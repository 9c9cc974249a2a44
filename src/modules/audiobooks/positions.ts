import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

/**
 * Where a signed-in listener stopped in an audiobook: one row per listener and audiobook, written
 * in place. A place is not a business fact: it changes every few seconds while anyone listens
 * (about 50 saves a second for 500 listeners), nobody audits or replays it, and as events it
 * would make each save read a stream that grows with every save, and the log (and every rebuild)
 * grow with every minute of listening. So a save is one statement, whatever the history.
 * (Logs from before keep their `AudiobookPositionSaved` events; the rows they made are kept.)
 */
export type SavedPlace = { userId: string; audiobookId: number; audioFileId: number; seconds: number; savedAt: Date };

/**
 * Keeps the place unless the row already holds a later one: of two saves that overtake each other
 * on the way (a slow network, two tabs), the one made last wins.
 */
export async function keepPlace(db: Kysely<Database>, place: SavedPlace): Promise<void> {
  await db
    .insertInto("audiobook_positions")
    .values({
      user_id: place.userId,
      audiobook_id: place.audiobookId,
      audio_file_id: place.audioFileId,
      seconds: place.seconds,
      saved_at: place.savedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "audiobook_id"])
        .doUpdateSet({
          audio_file_id: (eb) => eb.ref("excluded.audio_file_id"),
          seconds: (eb) => eb.ref("excluded.seconds"),
          saved_at: (eb) => eb.ref("excluded.saved_at"),
        })
        .where(sql<boolean>`audiobook_positions.saved_at <= excluded.saved_at`),
    )
    .execute();
}
