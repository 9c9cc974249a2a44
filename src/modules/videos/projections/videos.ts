import { sql, type Transaction } from "kysely";
import type { ProjectionWrites } from "../../../eventstore/projection-writes.ts";
import type { Projector } from "../../../eventstore/projector.ts";
import type { RecordedEvent } from "../../../eventstore/types.ts";
import { normaliseForSearch, stripHtml } from "../../../shared/text.ts";
import { filterList } from "../../filters/index.ts";
import { themeList } from "../../themes/index.ts";
import { type TranslationLang, type VideoContent, type VideoTranslations, videoEvents } from "../events.ts";
import { videoOrder } from "../order.ts";
import type { VideoTables } from "../tables.ts";
import { closeUpAfter } from "../../catalogue-items/index.ts";

/** What the search box looks in: title, subtitle and the description's text, lower case, without diacritics. */
export const searchTextOf = (content: Pick<VideoContent, "title" | "subtitle" | "htmlDesc">): string =>
  normaliseForSearch([content.title, content.subtitle, stripHtml(content.htmlDesc)].join(" "));

const searchWords = (texts: Pick<VideoContent, "title" | "subtitle" | "htmlDesc">) =>
  sql<string>`to_tsvector('simple', ${searchTextOf(texts)})`;

/** A card's translated titles, subtitles and search words, one column each per language ("" where not translated). */
function translatedCardColumns(translations: VideoTranslations = {}) {
  const text = (lang: TranslationLang) => translations[lang] ?? { title: "", subtitle: "", htmlDesc: "" };
  return {
    title_cz: text("cz").title,
    title_en: text("en").title,
    title_es: text("es").title,
    subtitle_cz: text("cz").subtitle,
    subtitle_en: text("en").subtitle,
    subtitle_es: text("es").subtitle,
    search_cz: searchWords(text("cz")),
    search_en: searchWords(text("en")),
    search_es: searchWords(text("es")),
  };
}

/** A video's row without its position, which the library's order sets (VideoCreated, then the list's events). */
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
  note: content.note,
  tags: JSON.stringify(content.tags),
  theme_ids: content.themeIds,
  filter_ids: content.filterIds,
  related_ids: content.relatedVideoIds,
  methodics: JSON.stringify(content.methodics),
  highlights: JSON.stringify(content.highlights),
  translations: JSON.stringify(content.translations ?? {}),
  subtitles: JSON.stringify(content.subtitles ?? []),
});

const cardOf = (videoId: number, slug: string, content: VideoContent) => ({
  id: videoId,
  slug,
  title: content.title,
  subtitle: content.subtitle,
  thumbnail: content.thumbnail,
  availability: content.availability,
  visible: content.visible,
  theme_ids: content.themeIds,
  filter_ids: content.filterIds,
  search_vector: searchWords(content),
  title_words: sql<string>`to_tsvector('simple', ${normaliseForSearch(content.title)})`,
  ...translatedCardColumns(content.translations),
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

/** A filter taken off one video. */
async function filterRemoved(trx: Transaction<VideoTables>, videoId: number, filterId: number): Promise<void> {
  for (const table of ["videos", "video_cards"] as const) {
    await sql`UPDATE ${sql.table(table)} SET filter_ids = array_remove(filter_ids, ${filterId}) WHERE id = ${videoId}`.execute(
      trx,
    );
  }
}

/** A deleted theme or filter: the id array it vanishes from, and its id. */
function deletedListItem(recorded: RecordedEvent): [IdArrayColumn, number] | undefined {
  const theme = themeList.events.items.decode(recorded);
  if (theme?.kind === "deleted") return ["theme_ids", theme.data.id];
  const filter = filterList.events.items.decode(recorded);
  return filter?.kind === "deleted" ? ["filter_ids", filter.data.id] : undefined;
}

/** Sets a video's position as an event recorded it (a new video's; a move recorded before the whole order was). */
async function placed(writes: ProjectionWrites<VideoTables>, videoId: number, order: number): Promise<void> {
  await writes.update("videos", { id: videoId }, { sort_order: order });
  await writes.update("video_cards", { id: videoId }, { sort_order: order });
}

export const videosProjector: Projector<VideoTables> = {
  name: "videos",
  // 2: the list's narrow card rows (video_cards) beside the detail rows
  // 3: texts in cz, en and es (and their search words), caption tracks
  // 4: the library's order from `video-list` (VideosReordered), positions closed up after a deletion, filters taken off one video
  // 5: the title's own search words on the cards (the admin list's search by title)
  version: 5,
  handles: [
    ...videoEvents.types,
    ...videoOrder.events.order.types,
    themeList.names.types.deleted,
    filterList.names.types.deleted,
  ],
  tables: ["videos", "video_cards"],
  async apply(writes, recorded) {
    // a deleted theme or filter vanishes from every video that had it
    const deleted = deletedListItem(recorded);
    if (deleted) return removedFromEvery(writes, ...deleted);
    const renumber = videoOrder.renumbering(recorded);
    if (renumber) return writes.executeReplaceable(renumber);
    const event = videoEvents.decode(recorded);
    switch (event?.type) {
      case "VideoCreated": {
        const { videoId, slug, order, ...content } = event.data;
        await writes.upsert("videos", { ...rowOf(videoId, slug, content), sort_order: order }, ["id"]);
        await writes.upsert("video_cards", { ...cardOf(videoId, slug, content), sort_order: order }, ["id"]);
        return;
      }
      case "VideoEdited": {
        const { videoId, slug, order, ...content } = event.data;
        await writes.update("videos", { id: videoId }, rowOf(videoId, slug, content));
        await writes.update("video_cards", { id: videoId }, cardOf(videoId, slug, content));
        // recorded before the library's order was a stream of its own: the edit could move the video
        if (order !== undefined) await placed(writes, videoId, order);
        return;
      }
      case "VideoReordered":
        return placed(writes, event.data.videoId, event.data.order);
      case "VideoFilterRemoved":
        return writes.execute((trx) => filterRemoved(trx, event.data.videoId, event.data.filterId));
      case "VideoDeleted":
        await writes.execute((trx) => closeUpAfter(trx, videoOrder.tables, event.data.videoId));
        await writes.delete("videos", { id: event.data.videoId });
        await writes.delete("video_cards", { id: event.data.videoId });
        await removedFromEvery(writes, "related_ids", event.data.videoId);
        return;
      case undefined:
        return;
    }
  },
};
