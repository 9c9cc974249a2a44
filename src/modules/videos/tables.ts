import type { ColumnType } from "kysely";

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
  /** Free tags: { id, name }. */
  tags: JsonColumn<{ id: number; name: string }[]>;
  theme_ids: number[];
  filter_ids: number[];
  related_ids: number[];
  methodics: JsonColumn<{ id: number; url: string; name: string; order: number }[]>;
  highlights: JsonColumn<{ id: number; timestamp: string; text: string }[]>;
  search_text: string;
}

export interface VideoTables {
  videos: VideosTable;
}
