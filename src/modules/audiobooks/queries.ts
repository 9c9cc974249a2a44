import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { DEFAULT_LANG, type Lang } from "../../shared/lang.ts";
import { cardPage, searchQuery, searchWordsMatch } from "../catalogue-items/index.ts";
import type { AudiobookCardsTable, AudiobooksTable } from "./tables.ts";
import { type AudiobookCardView, type AudiobookMethodicMatch, type AudiobookView, languageOf } from "./views.ts";

export const AUDIOBOOK_PAGE_SIZE = 10;

/** The columns of an AudiobookView from `audiobooks`, its language included (no query per row). */
export const audiobookColumns = (eb: ExpressionBuilder<Database, "audiobooks">) =>
  [
    "audiobooks.id",
    "audiobooks.slug",
    "audiobooks.title",
    "audiobooks.subtitle",
    "audiobooks.thumbnail",
    "audiobooks.html_desc",
    "audiobooks.availability",
    "audiobooks.visible",
    "audiobooks.sort_order",
    "audiobooks.language_id",
    "audiobooks.note",
    "audiobooks.tags",
    "audiobooks.methodics",
    "audiobooks.audio_files",
    "audiobooks.ebook",
    "audiobooks.translations",
    "audiobooks.total_seconds",
    languageOf(eb.ref("audiobooks.language_id")).as("language"),
  ] as const;

type Row = Selectable<AudiobooksTable> & { language: AudiobookView["language"] };

export const toView = (row: Row): AudiobookView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  thumbnail: row.thumbnail,
  htmlDesc: row.html_desc,
  availability: row.availability,
  visible: row.visible,
  order: row.sort_order,
  languageId: row.language_id,
  language: row.language,
  note: row.note,
  tags: row.tags,
  methodics: row.methodics,
  audioFiles: row.audio_files,
  ebook: row.ebook,
  translations: row.translations,
  totalSeconds: row.total_seconds,
});

export type AudiobookCriteria = {
  offset: number;
  languageIds?: readonly number[] | null;
  search?: string | null;
  lang?: Lang;
};

const cardColumns = [
  "id",
  "slug",
  "title",
  "subtitle",
  "thumbnail",
  "excerpt",
  "availability",
  "visible",
  "sort_order",
  "language_id",
  "total_seconds",
] as const;

type CardRow = Pick<Selectable<AudiobookCardsTable>, (typeof cardColumns)[number]> & {
  language: AudiobookView["language"];
  translated_title?: string;
  translated_subtitle?: string;
  translated_excerpt?: string;
};

function toCard(
  {
    sort_order,
    language_id,
    total_seconds,
    translated_title,
    translated_subtitle,
    translated_excerpt,
    ...card
  }: CardRow,
  lang: Lang,
): AudiobookCardView {
  const translated =
    lang === DEFAULT_LANG
      ? {}
      : {
          translations: {
            [lang]: {
              title: translated_title ?? "",
              subtitle: translated_subtitle ?? "",
              excerpt: translated_excerpt ?? "",
            },
          },
        };
  return { ...card, order: sort_order, languageId: language_id, totalSeconds: total_seconds, ...translated };
}

/**
 * One page of visible audiobooks read in one of the languages (none given: any), matching the
 * search, in the library's order, and how many match in all: ONE statement. The count and the page
 * are subqueries over the same conditions; each card carries its language as JSON.
 */
export async function listVisibleAudiobooks(
  db: Kysely<Database>,
  criteria: AudiobookCriteria,
): Promise<{ audiobooks: AudiobookCardView[]; count: number }> {
  const tsQuery = searchQuery(criteria.search);
  const languageIds = criteria.languageIds ?? [];
  const lang = criteria.lang ?? DEFAULT_LANG;
  const matching = () => {
    let query = db.selectFrom("audiobook_cards").where("visible", "=", true);
    if (languageIds.length > 0) query = query.where(sql<boolean>`language_id = ANY(${[...languageIds]}::int[])`);
    if (tsQuery) query = query.where(searchWordsMatch(tsQuery, lang));
    return query;
  };
  const translated =
    lang === DEFAULT_LANG
      ? []
      : [
          sql.ref(`title_${lang}`).as("translated_title"),
          sql.ref(`subtitle_${lang}`).as("translated_subtitle"),
          sql.ref(`excerpt_${lang}`).as("translated_excerpt"),
        ];
  const { cards, count } = await cardPage(
    db,
    matching,
    (cards) =>
      cards.select((eb) => [
        ...cardColumns,
        languageOf(eb.ref("audiobook_cards.language_id")).as("language"),
        ...translated,
      ]),
    { size: AUDIOBOOK_PAGE_SIZE, offset: criteria.offset },
  );
  const audiobooks = cards.map((card) => toCard(card as unknown as CardRow, lang));
  return { audiobooks, count };
}

/** Any audiobook by slug, hidden ones included (reachable by direct link). */
export async function findAudiobookBySlug(db: Kysely<Database>, slug: string): Promise<AudiobookView | null> {
  const bySlug = await db
    .selectFrom("audiobooks")
    .select((eb) => audiobookColumns(eb))
    .where("slug", "=", slug)
    .executeTakeFirst();
  // a slug it had before finds it too (the answer carries the current one, which the page moves to)
  const row =
    bySlug ??
    (await db
      .selectFrom("audiobooks")
      .select((eb) => audiobookColumns(eb))
      .where("id", "=", (eb) => eb.selectFrom("audiobook_former_slugs").select("item_id").where("slug", "=", slug))
      .executeTakeFirst());
  return row ? toView(row as Row) : null;
}

/** Whole audiobooks by id, in one statement. */
export async function findAudiobooksByIds(db: Kysely<Database>, ids: readonly number[]): Promise<AudiobookView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("audiobooks")
    .select((eb) => audiobookColumns(eb))
    .where("id", "in", [...ids])
    .execute();
  return rows.map((row) => toView(row as Row));
}

/** The audiobook an audio file belongs to (its availability, visibility and the file), or null. */
export async function findAudioFile(
  db: Kysely<Database>,
  audioFileId: number,
): Promise<{ audiobookId: number; availability: number; durationSeconds: number } | null> {
  const { rows } = await sql<{ audiobookId: number; availability: number; durationSeconds: number }>`
    SELECT a.id AS "audiobookId", a.availability, (f->>'durationSeconds')::float8 AS "durationSeconds"
    FROM audiobooks a CROSS JOIN LATERAL jsonb_array_elements(a.audio_files) f
    WHERE a.audio_files @> ${JSON.stringify([{ id: audioFileId }])}::jsonb AND (f->>'id')::int = ${audioFileId}
    LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/** The methodologies with this file name among the audiobooks', with each one's availability, visible ones first. */
export async function findAudiobookMethodicsByName(
  db: Kysely<Database>,
  name: string,
): Promise<AudiobookMethodicMatch[]> {
  const { rows } = await sql<AudiobookMethodicMatch>`
    SELECT m->>'url' AS url, a.availability
    FROM audiobooks a CROSS JOIN LATERAL jsonb_array_elements(a.methodics) m
    WHERE a.methodics @> ${JSON.stringify([{ name }])}::jsonb AND m->>'name' = ${name}
    ORDER BY a.visible DESC, a.sort_order, a.id
    LIMIT 100`.execute(db);
  return rows;
}

/** Where one user stopped in these audiobooks, by audiobook id. */
export async function positionsOf(
  db: Kysely<Database>,
  userId: string,
  audiobookIds: readonly number[],
): Promise<Map<number, { audioFileId: number; seconds: number }>> {
  if (audiobookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("audiobook_positions")
    .select(["audiobook_id", "audio_file_id", "seconds"])
    .where("user_id", "=", userId)
    .where("audiobook_id", "in", [...audiobookIds])
    .execute();
  return new Map(rows.map((row) => [row.audiobook_id, { audioFileId: row.audio_file_id, seconds: row.seconds }]));
}
