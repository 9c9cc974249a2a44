import type { Projector } from "../../../eventstore/projector.ts";
import { audiobookEvents } from "../events.ts";
import { statisticEvents } from "../statistics.ts";
import type { AudiobookTables } from "../tables.ts";

type ListeningTables = Pick<AudiobookTables, "audio_file_statistics" | "audiobook_statistics" | "audiobook_positions">;

/**
 * The listening counters (each event is one listener's first count); a deleted audiobook's go with
 * it, and so do the listeners' places in it (rows the saves write, not this projector's own: a
 * rebuild leaves them; positions.ts).
 */
export const listeningProjector: Projector<ListeningTables> = {
  name: "audiobook-listening",
  version: 2,
  handles: [...statisticEvents.types, "AudiobookDeleted"],
  tables: ["audio_file_statistics", "audiobook_statistics"],
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
