import type { ColumnType } from "kysely";
import type { JsonColumn, SearchWords, TranslatedCardColumns } from "../../shared/read-model-columns.ts";
import type { Highlight, Subtitle, VideoTranslations } from "./events.ts";

/** The detail page's read model: one row per video, the detail lists as jsonb. */
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
  /** Free tags: { id, name }. */
  tags: JsonColumn<{ id: number; name: string }[]>;
  theme_ids: number[];
  filter_ids: number[];
  related_ids: number[];
  methodics: JsonColumn<{ id: number; url: string; name: string; order: number }[]>;
  /** With each one's translated texts, when it has any. */
  highlights: JsonColumn<Highlight[]>;
  /** Title, subtitle and description per translated language ({} when none). */
  translations: ColumnType<VideoTranslations, string | undefined, string>;
  /** Caption tracks, { lang, url }. */
  subtitles: ColumnType<Subtitle[], string | undefined, string>;
}

/**
 * The home page list's read model: one narrow row per card with what a card shows and what the
 * list filters on: theme and filter ids as int[] (GIN-indexed for the theme and all-filters
 * conditions) and the accent-insensitive search words of title, subtitle and description.
 */
export interface VideoCardsTable extends TranslatedCardColumns {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  availability: number;
  visible: boolean;
  sort_order: number;
  theme_ids: number[];
  filter_ids: number[];
  /** The Slovak title's search words alone, for the admin list's search by title. */
  title_words: SearchWords;
}

/** The free tags' names, for the video form's tag search (searchTags). */
export interface TagsTable {
  id: number;
  name: string;
  /** Lower case, without diacritics. */
  search_name: string;
}

/** The addresses videos had before their current one (catalogue-items' former slugs): slug → video id. */
export interface VideoFormerSlugsTable {
  slug: string;
  item_id: number;
}

export interface VideoTables {
  videos: VideosTable;
  video_former_slugs: VideoFormerSlugsTable;
  video_cards: VideoCardsTable;
  tags: TagsTable;
}
