import type { ColumnType, Generated } from "kysely";
import type { JsonColumn, TranslatedCardColumns, TranslatedText } from "../../shared/read-model-columns.ts";

/** The jsonb items' shapes (events.ts has them with their meaning; kept apart so that src/db imports no module code). */
type AudiobookTag = { id: number; name: string };
type AudiobookMethodic = { id: number; url: string; name: string; order: number };
type AudioFile = { id: number; url: string; name: string; order: number; durationSeconds: number };
type Ebook = { id: number; url: string; name: string };
type Translations = { [L in "cz" | "en" | "es"]?: { title: string; subtitle: string; htmlDesc: string } };

/** The detail page's and the admin form's read model: one row per audiobook, its lists as jsonb. */
export interface AudiobooksTable {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  html_desc: string;
  /** 0 subscription, 1 testing, 2 free access. */
  availability: number;
  /** Null once the language was deleted. */
  language_id: number | null;
  visible: boolean;
  sort_order: number;
  note: string | null;
  tags: JsonColumn<AudiobookTag[]>;
  methodics: JsonColumn<AudiobookMethodic[]>;
  /** In their order. */
  audio_files: JsonColumn<AudioFile[]>;
  ebook: ColumnType<Ebook | null, string | null, string | null>;
  translations: ColumnType<Translations, string | undefined, string>;
  total_seconds: number;
}

/**
 * The list's read model: one narrow row per card with what a card shows (texts per language
 * included) and what the list filters on (language, the accent-free search words).
 */
export interface AudiobookCardsTable extends TranslatedCardColumns {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  excerpt: string;
  availability: number;
  visible: boolean;
  sort_order: number;
  language_id: number | null;
  total_seconds: number;
  excerpt_cz: TranslatedText;
  excerpt_en: TranslatedText;
  excerpt_es: TranslatedText;
}

/** Listeners counted per audio file (each listener once per file). */
export interface AudioFileStatisticsTable {
  audiobook_id: number;
  audio_file_id: number;
  played: Generated<number>;
  listened: Generated<number>;
}

/** Listeners who opened the audiobook and downloaded its e-book (each once). */
export interface AudiobookStatisticsTable {
  audiobook_id: number;
  opened: Generated<number>;
  ebook_downloaded: Generated<number>;
}

/**
 * Where each signed-in listener stopped in each audiobook: written by the save itself
 * (positions.ts), not by a projector, so a rebuild leaves it as it is.
 */
export interface AudiobookPositionsTable {
  user_id: string;
  audiobook_id: number;
  audio_file_id: number;
  seconds: number;
  saved_at: Date;
}

/** The addresses audiobooks had before their current one (catalogue-items' former slugs): slug → audiobook id. */
export interface AudiobookFormerSlugsTable {
  slug: string;
  item_id: number;
}

export interface AudiobookTables {
  audiobooks: AudiobooksTable;
  audiobook_former_slugs: AudiobookFormerSlugsTable;
  audiobook_cards: AudiobookCardsTable;
  audio_file_statistics: AudioFileStatisticsTable;
  audiobook_statistics: AudiobookStatisticsTable;
  audiobook_positions: AudiobookPositionsTable;
}
