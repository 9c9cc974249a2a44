/**
 * Search text normalisation shared by the projectors (which store it) and the queries (which
 * match against it), so "ziva" finds "Živá": lower case, diacritics removed, whitespace collapsed.
 */
export const normaliseForSearch = (value: string): string =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** A URL slug from a title: "Živá kniha" -> "ziva-kniha". */
export const slugify = (value: string): string =>
  normaliseForSearch(value)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "item";

/** Strips HTML tags, for plain-text search and card excerpts. */
export const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
