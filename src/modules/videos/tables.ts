import type { ColumnType, RawBuilder } from "kysely";

/** A jsonb column: read as the parsed value, written as JSON text. */
type JsonColumn<T> = ColumnType<T, string, string>;

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
  highlights: JsonColumn<{ id: number; timestamp: string; text: string }[]>;
}

/**
 * The home page list's read model: one narrow row per card with what a card shows and what the
 * list filters on: theme and filter ids as int[] (GIN-indexed for the theme and all-filters
 * conditions) and the accent-insensitive search words of title, subtitle and description.
 */
export interface VideoCardsTable {
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
  /** A tsvector: written from the normalised text with to_tsvector('simple', …). */
  search_vector: ColumnType<string, RawBuilder<string>, RawBuilder<string>>;
}

export interface VideoTables {
  videos: VideosTable;
  video_cards: VideoCardsTable;
}
