import { sql, type Transaction } from "kysely";
import type { ProjectionWrites } from "../../../eventstore/projection-writes.ts";
import type { Projector } from "../../../eventstore/projector.ts";
import type { RecordedEvent } from "../../../eventstore/types.ts";
import { normaliseForSearch, stripHtml } from "../../../shared/text.ts";
import { filterList } from "../../filters/index.ts";
import { themeList } from "../../themes/index.ts";
import { type VideoContent, videoEvents } from "../events.ts";
import type { VideoTables } from "../tables.ts";

/** What the search box looks in: title, subtitle and the description's text, lower case, without diacritics. */
export const searchTextOf = (content: Pick<VideoContent, "title" | "subtitle" | "htmlDesc">): string =>
  normaliseForSearch([content.title, content.subtitle, stripHtml(content.htmlDesc)].join(" "));

const rowOf = (videoId: number, slug: string, content: VideoContent) => ({
  id: videoId,
  slug,
  title: content.title,
  subtitle: content.subtitle,
  thumbnail: content.thumbnail,
  html_desc: content.htmlDesc,
  availability: content.availability,
  dacast_id: content.dacastId,
  media_url: content.mediaUrl,
  length: content.length,
  visible: content.visible,
  sort_order: content.order,
  note: content.note,
  tags: JSON.stringify(content.tags),
  theme_ids: content.themeIds,
  filter_ids: content.filterIds,
  related_ids: content.relatedVideoIds,
  methodics: JSON.stringify(content.methodics),
  highlights: JSON.stringify(content.highlights),
});

const cardOf = (videoId: number, slug: string, content: VideoContent) => ({
  id: videoId,
  slug,
  title: content.title,
  subtitle: content.subtitle,
  thumbnail: content.thumbnail,
  availability: content.availability,
  visible: content.visible,
  sort_order: content.order,
  theme_ids: content.themeIds,
  filter_ids: content.filterIds,
  search_vector: sql<string>`to_tsvector('simple', ${searchTextOf(content)})`,
});

type IdArrayColumn = "theme_ids" | "filter_ids" | "related_ids";

/** Takes an id out of one id array of every video that has it (a deleted theme, filter or related video). */
async function removeFromEvery(trx: Transaction<VideoTables>, column: IdArrayColumn, id: number): Promise<void> {
  const tables = column === "related_ids" ? (["videos"] as const) : (["videos", "video_cards"] as const);
  for (const table of tables) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = array_remove(${sql.ref(column)}, ${id})
              WHERE ${sql.ref(column)} @> ARRAY[${id}]::int[]`.execute(trx);
  }
}

const removedFromEvery = (writes: ProjectionWrites<VideoTables>, column: IdArrayColumn, id: number) =>
  writes.execute((trx) => removeFromEvery(trx, column, id));

/** A deleted theme or filter: the id array it vanishes from, and its id. */
function deletedListItem(recorded: RecordedEvent): [IdArrayColumn, number] | undefined {
  const theme = themeList.events.items.decode(recorded);
  if (theme?.kind === "deleted") return ["theme_ids", theme.data.id];
  const filter = filterList.events.items.decode(recorded);
  return filter?.kind === "deleted" ? ["filter_ids", filter.data.id] : undefined;
}

export const videosProjector: Projector<VideoTables> = {
  name: "videos",
  // 2: the list's narrow card rows (video_cards) beside the detail rows
  version: 2,
  handles: [...videoEvents.types, themeList.names.types.deleted, filterList.names.types.deleted],
  tables: ["videos", "video_cards"],
  async apply(writes, recorded) {
    // a deleted theme or filter vanishes from every video that had it
    const deleted = deletedListItem(recorded);
    if (deleted) {
      await removedFromEvery(writes, ...deleted);
      return;
    }
    const event = videoEvents.decode(recorded);
    switch (event?.type) {
      case "VideoCreated":
      case "VideoEdited": {
        const { videoId, slug, ...content } = event.data;
        const row = rowOf(videoId, slug, content);
        await writes.upsert("videos", row, ["id"]);
        await writes.upsert("video_cards", cardOf(videoId, slug, content), ["id"]);
        return;
      }
      case "VideoReordered":
        await writes.update("videos", { id: event.data.videoId }, { sort_order: event.data.order });
        await writes.update("video_cards", { id: event.data.videoId }, { sort_order: event.data.order });
        return;
      case "VideoDeleted":
        await writes.delete("videos", { id: event.data.videoId });
        await writes.delete("video_cards", { id: event.data.videoId });
        await removedFromEvery(writes, "related_ids", event.data.videoId);
        return;
      case undefined:
        return;
    }
  },
};
