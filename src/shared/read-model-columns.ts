import type { ColumnType, RawBuilder } from "kysely";

/**
 * Column types the read models share, kept below the modules so that a module's tables.ts (which
 * src/db reads) imports no module code.
 */

/** A jsonb column: read as the parsed value, written as JSON text. */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** A translated text; "" where not translated. */
export type TranslatedText = ColumnType<string, string | undefined, string>;

/** A tsvector: written from the normalised text with to_tsvector('simple', …). */
export type SearchVector = ColumnType<string, RawBuilder<string>, RawBuilder<string>>;

/** The search words of one translated language, written with the texts. */
export type SearchWords = ColumnType<string, RawBuilder<string> | undefined, RawBuilder<string>>;

/**
 * What a translated list card adds to the Slovak texts: the search words, and the title and subtitle
 * in cz, en and es with their search words (those of the title, subtitle and description).
 */
export interface TranslatedCardColumns {
  search_vector: SearchVector;
  title_cz: TranslatedText;
  title_en: TranslatedText;
  title_es: TranslatedText;
  subtitle_cz: TranslatedText;
  subtitle_en: TranslatedText;
  subtitle_es: TranslatedText;
  search_cz: SearchWords;
  search_en: SearchWords;
  search_es: SearchWords;
}
