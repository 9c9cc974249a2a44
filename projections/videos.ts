import { type ColumnType, sql } from "kysely";
import type { FilterDeleted } from "../src/modules/filters/events.ts";
import type { ThemeDeleted } from "../src/modules/themes/events.ts";
import { type Highlight, type Methodic, type VideoContent, type VideoEvent, type VideoTag, videoEventTypes } from "../src/modules/videos/events.ts";
import { normaliseForSearch, stripHtml } from "../src/shared/text.ts";
import type { Projector } from "./projector.ts";

/** A jsonb column: read as the parsed value, written as JSON text. */
type JsonColumn<T> = ColumnType<T, string, string>;

/**
 * The videos read model, shaped for the home page list and the detail page: one row per video with
 * its theme and filter ids as int[] (GIN-indexed for the theme and all-filters conditions), the
 * detail lists as jsonb, and `search_text` (title, subtitle and description without tags,
 * lower case, no diacritics) for the accent-insensitive search.
 */
export interface VideosTable {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  html_desc: string;
  /** 0 subscription, 1 testing, 2 free access. */
  availability: number;
  dacast_id: string | null;
  media_url: string | null;
  length: string | null;
  visible: boolean;
  sort_order: number;
  note: string | null;
  tags: JsonColumn<VideoTag[]>;
  theme_ids: number[];
  filter_ids: number[];
  related_ids: number[];
  methodics: JsonColumn<Methodic[]>;
  highlights: JsonColumn<Highlight[]>;
  search_text: string;
}

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
  search_text: searchTextOf(content),
});

type HandledEvent = VideoEvent | ThemeDeleted | FilterDeleted;

export const videosProjector: Projector = {
  name: "videos",
  version: 1,
  handles: [...videoEventTypes, "ThemeDeleted", "FilterDeleted"] satisfies HandledEvent["type"][],
  tables: ["videos"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    switch (event.type) {
      case "VideoCreated":
      case "VideoEdited": {
        const { videoId, slug, ...content } = event.data;
        const row = rowOf(videoId, slug, content);
        await trx
          .insertInto("videos")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "VideoReordered":
        await trx.updateTable("videos").set({ sort_order: event.data.order }).where("id", "=", event.data.videoId).execute();
        return;
      case "VideoDeleted": {
        const { videoId } = event.data;
        await trx.deleteFrom("videos").where("id", "=", videoId).execute();
        await trx
          .updateTable("videos")
          .set((eb) => ({ related_ids: eb.fn("array_remove", [eb.ref("related_ids"), eb.val(videoId)]) }))
          .where(sql<boolean>`related_ids @> ARRAY[${videoId}]::int[]`)
          .execute();
        return;
      }
      // a deleted theme or filter vanishes from every video that had it
      case "ThemeDeleted": {
        const { themeId } = event.data;
        await trx
          .updateTable("videos")
          .set((eb) => ({ theme_ids: eb.fn("array_remove", [eb.ref("theme_ids"), eb.val(themeId)]) }))
          .where(sql<boolean>`theme_ids @> ARRAY[${themeId}]::int[]`)
          .execute();
        return;
      }
      case "FilterDeleted": {
        const { filterId } = event.data;
        await trx
          .updateTable("videos")
          .set((eb) => ({ filter_ids: eb.fn("array_remove", [eb.ref("filter_ids"), eb.val(filterId)]) }))
          .where(sql<boolean>`filter_ids @> ARRAY[${filterId}]::int[]`)
          .execute();
        return;
      }
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
