import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { DEFAULT_LANG, type Lang } from "../../shared/lang.ts";
import { normaliseForSearch } from "../../shared/text.ts";

/**
 * How the library's lists read their cards (videos, audiobooks, webinars): the search box as a
 * full-text query, the words of the request's language, and one page with the count in one statement.
 */

/**
 * The search box as a full-text query over the normalised text: every word must appear as the
 * start of a word, whatever its case and accents ("ziva kniz" finds "Živá knižnica").
 * Only letters and digits reach the query, so nothing the visitor types is query syntax.
 */
export function searchQuery(search: string | null | undefined): string | null {
  const words = normaliseForSearch(search ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}

/** The cards whose Slovak words or those of the request's language match: each condition has its own index. */
export function searchWordsMatch(tsQuery: string, lang: Lang) {
  const words = sql<boolean>`search_vector @@ to_tsquery('simple', ${tsQuery})`;
  return lang === DEFAULT_LANG
    ? words
    : sql<boolean>`(${words} OR ${sql.ref(`search_${lang}`)} @@ to_tsquery('simple', ${tsQuery}))`;
}

type Cards = SelectQueryBuilder<Database, any, {}>;

/**
 * One page of the matching cards in the library's order, and how many match in all: one SQL
 * statement. The page and the count are separate subqueries over the same conditions, so the page
 * is read through the (sort_order, id) index, stopping after its rows, rather than sorting every match.
 */
export async function cardPage<Row extends { id: number }>(
  db: Kysely<Database>,
  matching: () => Cards,
  selected: (cards: Cards) => SelectQueryBuilder<Database, any, Row>,
  page: { size: number; offset: number },
): Promise<{ cards: Row[]; count: number }> {
  const ordered = selected(matching()) as unknown as SelectQueryBuilder<
    Database,
    any,
    { id: number; sort_order: number }
  >;
  const rows = await db
    .selectFrom(
      matching()
        .select(sql<number>`count(*)::int`.as("total"))
        .as("totals"),
    )
    .leftJoin(ordered.orderBy("sort_order").orderBy("id").limit(page.size).offset(page.offset).as("page"), (join) =>
      join.onTrue(),
    )
    .selectAll("page")
    .select("totals.total")
    .orderBy("page.sort_order")
    .orderBy("page.id")
    .execute();
  const count = rows[0]?.total ?? 0;
  // with an empty page the one row carries only the count
  const cards = rows.flatMap(({ total: _, ...card }) => (card.id === null ? [] : [card as unknown as Row]));
  return { cards, count };
}
