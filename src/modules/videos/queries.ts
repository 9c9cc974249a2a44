import { type ExpressionBuilder, type Kysely, type Selectable, type SelectExpression, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { cardPage, searchQuery, searchWordsMatch } from "../catalogue-items/index.ts";
import { type FilterView, filterList } from "../filters/index.ts";
import { type ThemeView, themeList } from "../themes/index.ts";
import { DEFAULT_LANG, type Lang } from "../../shared/lang.ts";
import type { TranslationLang, VideoContent } from "./events.ts";
import type { VideoCardsTable, VideosTable } from "./tables.ts";

export const VIDEO_PAGE_SIZE = 16;
export const RELATED_VIDEO_COUNT = 4;

/** A video as the API shows it, before the viewer's permissions are applied (see resolvers.ts): its themes and filters whole. */
export type VideoView = {
  id: number;
  slug: string;
  availability: number;
  order: number;
  themes: ThemeView[];
  filters: FilterView[];
} & Omit<VideoContent, "availability" | "themeIds" | "filterIds">;

export type VideoCriteria = {
  offset: number;
  themeId?: number | null;
  /** A video must have every one of them. */
  filterIds?: readonly number[] | null;
  search?: string | null;
  /** The request's language: the cards' translated titles, and the search words it looks in besides the Slovak ones. Default sk. */
  lang?: Lang;
};

/** The columns of a VideoView, themes and filters included, from `videos` (no query per video). */
export const videoColumns = (eb: ExpressionBuilder<Database, "videos">) =>
  [
    "videos.id",
    "videos.slug",
    "videos.title",
    "videos.subtitle",
    "videos.thumbnail",
    "videos.html_desc",
    "videos.availability",
    "videos.dacast_id",
    "videos.media_url",
    "videos.length",
    "videos.visible",
    "videos.sort_order",
    "videos.note",
    "videos.tags",
    "videos.methodics",
    "videos.highlights",
    "videos.related_ids",
    "videos.translations",
    "videos.subtitles",
    themeList.asJson(eb.ref("videos.theme_ids")).as("themes"),
    filterList.asJson(eb.ref("videos.filter_ids")).as("filters"),
  ] as const;

/** A selected row: the table's columns (without the id arrays) plus themes and filters as JSON. */
type VideoRow = Omit<Selectable<VideosTable>, "theme_ids" | "filter_ids"> & {
  themes: ThemeView[];
  filters: FilterView[];
};

/**
 * A video as a list card shows it (from `video_cards`), with the title and subtitle in the request's
 * language when that is not Slovak; the rest of a Video is loaded on demand.
 */
export type VideoCardView = Pick<
  VideoView,
  "id" | "slug" | "title" | "subtitle" | "thumbnail" | "availability" | "visible" | "order"
> & {
  translations?: { [L in TranslationLang]?: { title: string; subtitle: string } };
};

/** A Video is resolved either from a whole row (detail page) or from a list card (home page). */
export type VideoParent = VideoView | VideoCardView;

export const cardColumns = [
  "id",
  "slug",
  "title",
  "subtitle",
  "thumbnail",
  "availability",
  "visible",
  "sort_order",
] as const;

/** The card's columns, and the request language's title and subtitle beside the Slovak ones (none more: the row stays narrow). */
const cardSelection = (lang: Lang): readonly SelectExpression<Database, "video_cards">[] =>
  lang === "sk"
    ? cardColumns
    : [...cardColumns, `title_${lang} as translated_title`, `subtitle_${lang} as translated_subtitle`];

export type CardRow = Pick<Selectable<VideoCardsTable>, (typeof cardColumns)[number]> & {
  translated_title?: string;
  translated_subtitle?: string;
};

export function toCard(
  { sort_order, translated_title, translated_subtitle, ...card }: CardRow,
  lang: Lang,
): VideoCardView {
  const translated =
    lang === DEFAULT_LANG
      ? {}
      : { translations: { [lang]: { title: translated_title ?? "", subtitle: translated_subtitle ?? "" } } };
  return { ...card, order: sort_order, ...translated };
}

export const toView = (row: VideoRow): VideoView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  thumbnail: row.thumbnail,
  htmlDesc: row.html_desc,
  availability: row.availability,
  dacastId: row.dacast_id,
  mediaUrl: row.media_url,
  length: row.length,
  visible: row.visible,
  order: row.sort_order,
  note: row.note,
  tags: row.tags,
  themes: row.themes,
  filters: row.filters,
  methodics: row.methodics,
  highlights: row.highlights,
  relatedVideoIds: row.related_ids,
  translations: row.translations,
  subtitles: row.subtitles,
});

/** One page of visible videos matching the criteria, in their order, and how many match in all: one SQL statement. */
export async function listVisibleVideos(
  db: Kysely<Database>,
  criteria: VideoCriteria,
): Promise<{ videos: VideoCardView[]; count: number }> {
  const tsQuery = searchQuery(criteria.search);
  const filterIds = criteria.filterIds ?? [];
  const lang = criteria.lang ?? DEFAULT_LANG;
  const matching = () => {
    let query = db.selectFrom("video_cards").where("visible", "=", true);
    if (criteria.themeId != null) query = query.where(sql<boolean>`theme_ids @> ARRAY[${criteria.themeId}]::int[]`);
    if (filterIds.length > 0) query = query.where(sql<boolean>`filter_ids @> ${[...filterIds]}::int[]`);
    if (tsQuery) query = query.where(searchWordsMatch(tsQuery, lang));
    return query;
  };
  const { cards, count } = await cardPage(db, matching, (cards) => cards.select(cardSelection(lang)), {
    size: VIDEO_PAGE_SIZE,
    offset: criteria.offset,
  });
  const videos = cards.map((card) => toCard(card as CardRow, lang));
  return { videos, count };
}

/** The first visible video in the library's order that has a thumbnail (the home page's featured story): one narrow row. */
export async function findFeaturedVideo(db: Kysely<Database>, lang: Lang): Promise<VideoCardView | null> {
  const row = await db
    .selectFrom("video_cards")
    .select(cardSelection(lang))
    .where("visible", "=", true)
    .where("thumbnail", "!=", "")
    .orderBy("sort_order")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? toCard(row as CardRow, lang) : null;
}

/** Whole videos by id, in one statement (the fields a list card does not carry, when a client asks for them). */
export async function findVideosByIds(db: Kysely<Database>, ids: readonly number[]): Promise<VideoView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("videos")
    .select((eb) => videoColumns(eb))
    .where("id", "in", [...ids])
    .execute();
  return rows.map(toView);
}

/**
 * Any video by slug, hidden ones included: they stay reachable by a direct link. A slug the video
 * had before finds it too (its answer carries the current slug, which the page moves to).
 */
export async function findVideoBySlug(db: Kysely<Database>, slug: string): Promise<VideoView | null> {
  const bySlug = await db
    .selectFrom("videos")
    .select((eb) => videoColumns(eb))
    .where("slug", "=", slug)
    .executeTakeFirst();
  const row =
    bySlug ??
    (await db
      .selectFrom("videos")
      .select((eb) => videoColumns(eb))
      .where("id", "=", (eb) => eb.selectFrom("video_former_slugs").select("item_id").where("slug", "=", slug))
      .executeTakeFirst());
  return row ? toView(row) : null;
}

/**
 * The videos to watch next: other visible videos, first those the admin chose (in the chosen
 * order), then those sharing a theme, then the rest; within each group the ones after this video
 * in the list order come first, wrapping round to the start.
 */
export async function relatedVideos(
  db: Kysely<Database>,
  video: Pick<VideoView, "id" | "order" | "relatedVideoIds" | "themes">,
): Promise<VideoView[]> {
  const chosen = video.relatedVideoIds;
  const themeIds = video.themes.map((t) => t.id);
  const rows = await db
    .selectFrom("videos")
    .select((eb) => videoColumns(eb))
    .where("visible", "=", true)
    .where("id", "!=", video.id)
    .orderBy(sql`CASE WHEN id = ANY(${chosen}::int[]) THEN 0 WHEN theme_ids && ${themeIds}::int[] THEN 1 ELSE 2 END`)
    .orderBy(sql`array_position(${chosen}::int[], id)`)
    .orderBy(sql`(sort_order, id) < (${video.order}, ${video.id})`)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(RELATED_VIDEO_COUNT)
    .execute();
  return rows.map(toView);
}

/**
 * The methodology documents with this file name (for the PDF viewer) and the availability of the
 * video each belongs to, the visible videos first, in the list order.
 */
export async function findMethodicsByName(
  db: Kysely<Database>,
  name: string,
): Promise<{ url: string; availability: number }[]> {
  const result = await sql<{ url: string; availability: number }>`
    SELECT m->>'url' AS url, v.availability
    FROM videos v CROSS JOIN LATERAL jsonb_array_elements(v.methodics) m
    WHERE v.methodics @> ${JSON.stringify([{ name }])}::jsonb AND m->>'name' = ${name}
    ORDER BY v.visible DESC, v.sort_order, v.id
    LIMIT 100`.execute(db);
  return result.rows;
}

/** The position after the last video (hidden ones included): where a new one goes. */
export async function nextVideoOrder(db: Kysely<Database>): Promise<number> {
  const { last } = await db
    .selectFrom("videos")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}
