import { type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { searchQuery } from "../catalogue-items/index.ts";
import type { WebinarPacksTable } from "./tables.ts";

export const WEBINAR_PAGE_SIZE = 16;

/** A webinar as the resolvers take it: a card (list) or the whole row (detail, admin). */
export type WebinarView = {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
  excerpt?: string;
  htmlDesc?: string;
  priceCents: number;
  availableFor: number;
  length: string | null;
  visible: boolean;
  order: number;
  dacastId?: string | null;
  mediaUrl?: string | null;
  tags?: { id: number; name: string }[];
  materials?: { id: number; url: string; name: string; order: number }[];
  highlights?: { id: number; timestamp: string; text: string }[];
};
export type WebinarPackView = {
  id: number;
  slug: string;
  title: string;
  htmlDesc: string;
  excerpt: string;
  priceCents: number;
  availableFor: number;
  visible: boolean;
  order: number;
  webinarIds: number[];
};
export type AdmissionView = {
  id: number;
  profileId: number;
  byAdmin: boolean;
  webinarPackId: number | null;
  webinarIds: number[];
  startsAt: Date;
  expiresAt: Date;
};

const DETAIL = [
  "id",
  "slug",
  "title",
  "thumbnail",
  "html_desc",
  "price_cents",
  "available_for",
  "length",
  "visible",
  "sort_order",
  "dacast_id",
  "media_url",
  "tags",
  "materials",
  "highlights",
] as const;
type DetailRow = { [K in (typeof DETAIL)[number]]: unknown } & Record<string, unknown>;
const toWebinar = (r: DetailRow): WebinarView => ({
  id: r.id as number,
  slug: r.slug as string,
  title: r.title as string,
  thumbnail: r.thumbnail as string,
  htmlDesc: r.html_desc as string,
  priceCents: r.price_cents as number,
  availableFor: r.available_for as number,
  length: r.length as string | null,
  visible: r.visible as boolean,
  order: r.sort_order as number,
  dacastId: r.dacast_id as string | null,
  mediaUrl: r.media_url as string | null,
  tags: r.tags as WebinarView["tags"],
  materials: r.materials as WebinarView["materials"],
  highlights: r.highlights as WebinarView["highlights"],
});

/** One page of visible webinars matching the search, in the library's order, and how many match in all: ONE statement. */
export async function listVisibleWebinars(
  db: Kysely<Database>,
  offset: number,
  search: string | null,
): Promise<{ webinars: WebinarView[]; count: number }> {
  const tsQuery = searchQuery(search);
  const filter = tsQuery ? sql`AND search_vector @@ to_tsquery('simple', ${tsQuery})` : sql``;
  const { rows } = await sql<{ count: string | number; page: WebinarView[] | null }>`
    SELECT (SELECT count(*) FROM webinar_cards WHERE visible ${filter}) AS count,
      (SELECT json_agg(json_build_object('id', id, 'slug', slug, 'title', title, 'thumbnail', thumbnail, 'excerpt', excerpt, 'priceCents', price_cents,
        'availableFor', available_for, 'length', length, 'visible', visible, 'order', sort_order) ORDER BY sort_order, id)
       FROM (SELECT * FROM webinar_cards WHERE visible ${filter} ORDER BY sort_order, id LIMIT ${WEBINAR_PAGE_SIZE} OFFSET ${offset}) AS page) AS page`.execute(
    db,
  );
  return { webinars: rows[0]?.page ?? [], count: Number(rows[0]?.count ?? 0) };
}

export async function findWebinar(
  db: Kysely<Database>,
  by: { slug: string } | { id: number },
): Promise<WebinarView | null> {
  const query = db.selectFrom("webinars").select(DETAIL);
  if (!("slug" in by)) {
    const row = await query.where("id", "=", by.id).executeTakeFirst();
    return row ? toWebinar(row as DetailRow) : null;
  }
  const row =
    (await query.where("slug", "=", by.slug).executeTakeFirst()) ??
    (await query
      .where("id", "=", (eb) => eb.selectFrom("webinar_former_slugs").select("item_id").where("slug", "=", by.slug))
      .executeTakeFirst());
  return row ? toWebinar(row as DetailRow) : null;
}

export async function listAllWebinars(db: Kysely<Database>, ids?: readonly number[]): Promise<WebinarView[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom("webinars").select(DETAIL).orderBy("sort_order").orderBy("id");
  if (ids) query = query.where("id", "in", [...ids]);
  return (await query.execute()).map((row) => toWebinar(row as DetailRow));
}

const toPack = (r: Selectable<WebinarPacksTable>): WebinarPackView => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  htmlDesc: r.html_desc,
  excerpt: r.excerpt,
  priceCents: r.price_cents,
  availableFor: r.available_for,
  visible: r.visible,
  order: r.sort_order,
  webinarIds: r.webinar_ids,
});

export async function listPacks(db: Kysely<Database>, visibleOnly: boolean): Promise<WebinarPackView[]> {
  let query = db.selectFrom("webinar_packs").selectAll().orderBy("sort_order").orderBy("id");
  if (visibleOnly) query = query.where("visible", "=", true);
  return (await query.execute()).map(toPack);
}

export async function countVisiblePacks(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("webinar_packs")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("visible", "=", true)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findPack(
  db: Kysely<Database>,
  by: { slug: string } | { id: number },
): Promise<WebinarPackView | null> {
  const query = db.selectFrom("webinar_packs").selectAll();
  if (!("slug" in by)) {
    const row = await query.where("id", "=", by.id).executeTakeFirst();
    return row ? toPack(row) : null;
  }
  const row =
    (await query.where("slug", "=", by.slug).executeTakeFirst()) ??
    (await query
      .where("id", "=", (eb) =>
        eb.selectFrom("webinar_pack_former_slugs").select("item_id").where("slug", "=", by.slug),
      )
      .executeTakeFirst());
  return row ? toPack(row) : null;
}

/** A profile's admissions that were not revoked, newest first. */
export async function admissionsOf(db: Kysely<Database>, profileId: number): Promise<AdmissionView[]> {
  const rows = await db
    .selectFrom("webinar_admissions")
    .selectAll()
    .where("profile_id", "=", profileId)
    .where("revoked", "=", false)
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    profileId: r.profile_id,
    byAdmin: r.by_admin,
    webinarPackId: r.webinar_pack_id,
    webinarIds: r.webinar_ids,
    startsAt: new Date(r.starts_at),
    expiresAt: new Date(r.expires_at),
  }));
}

export async function findAdmission(
  db: Kysely<Database>,
  admissionId: number,
): Promise<{ stream: string; profileId: number } | null> {
  const row = await db
    .selectFrom("webinar_admissions")
    .select(["stream", "profile_id"])
    .where("id", "=", admissionId)
    .executeTakeFirst();
  return row ? { stream: row.stream, profileId: row.profile_id } : null;
}
