import type { Projector } from "../../../eventstore/projector.ts";
import { audiobookEvents } from "../events.ts";
import { positionDecider } from "../positions.ts";
import { statisticEvents } from "../statistics.ts";
import type { AudiobookTables } from "../tables.ts";

type ListeningTables = Pick<AudiobookTables, "audio_file_statistics" | "audiobook_statistics" | "audiobook_positions">;

/** The listening counters (each event is one listener's first count) and the listeners' last positions; a deleted audiobook's go with it. */
export const listeningProjector: Projector<ListeningTables> = {
  name: "audiobook-listening",
  version: 1,
  handles: [...statisticEvents.types, ...positionDecider.events.types, "AudiobookDeleted"],
  tables: ["audio_file_statistics", "audiobook_statistics", "audiobook_positions"],
  async apply(writes, recorded) {
    const count = statisticEvents.decode(recorded);
    if (count) {
      const { audiobookId } = count.data;
      switch (count.type) {
        case "AudioFilePlayed":
        case "AudioFileListened":
          return writes.increment(
            "audio_file_statistics",
            { audiobook_id: audiobookId, audio_file_id: count.data.audioFileId },
            count.type === "AudioFilePlayed" ? { played: 1 } : { listened: 1 },
          );
        case "AudiobookOpened":
          return writes.increment("audiobook_statistics", { audiobook_id: audiobookId }, { opened: 1 });
        case "EbookDownloaded":
          return writes.increment("audiobook_statistics", { audiobook_id: audiobookId }, { ebook_downloaded: 1 });
      }
    }
    const saved = positionDecider.events.decode(recorded);
    if (saved) {
      const { userId, audiobookId, audioFileId, seconds, savedAt } = saved.data;
      return writes.upsert(
        "audiobook_positions",
        {
          user_id: userId,
          audiobook_id: audiobookId,
          audio_file_id: audioFileId,
          seconds,
          saved_at: new Date(savedAt),
        },
        ["user_id", "audiobook_id"],
      );
    }
    const gone = audiobookEvents.decode(recorded);
    if (gone?.type === "AudiobookDeleted") {
      const audiobookId = gone.data.audiobookId;
      await writes.execute(async (trx) => {
        for (const table of ["audio_file_statistics", "audiobook_statistics", "audiobook_positions"] as const)
          await trx.deleteFrom(table).where("audiobook_id", "=", audiobookId).execute();
      });
    }
  },
};
