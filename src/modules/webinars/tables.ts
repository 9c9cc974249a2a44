import type { JsonColumn, SearchWords } from "../../shared/read-model-columns.ts";

/** The jsonb items' shapes (events.ts has them with their meaning; kept apart so that src/db imports no module code). */
type Tag = { id: number; name: string };
type Material = { id: number; url: string; name: string; order: number };
type Highlight = { id: number; timestamp: string; text: string };

/** The detail page's and the admin form's read model: one row per webinar, its lists as jsonb. */
export interface WebinarsTable {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
  html_desc: string;
  price_cents: number;
  available_for: number;
  dacast_id: string | null;
  media_url: string | null;
  length: string | null;
  visible: boolean;
  sort_order: number;
  tags: JsonColumn<Tag[]>;
  materials: JsonColumn<Material[]>;
  highlights: JsonColumn<Highlight[]>;
}

/** The list's narrow card row: exactly what a card shows, and the search words. */
export interface WebinarCardsTable {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
  excerpt: string;
  price_cents: number;
  available_for: number;
  length: string | null;
  visible: boolean;
  sort_order: number;
  search_vector: SearchWords;
}

export interface WebinarPacksTable {
  id: number;
  slug: string;
  title: string;
  html_desc: string;
  excerpt: string;
  price_cents: number;
  available_for: number;
  visible: boolean;
  sort_order: number;
  webinar_ids: JsonColumn<number[]>;
}

/** One row per admission (its stream): whom it admits to what, until when. */
export interface WebinarAdmissionsTable {
  id: number;
  stream: string;
  profile_id: number;
  by_admin: boolean;
  webinar_pack_id: number | null;
  webinar_ids: JsonColumn<number[]>;
  starts_at: Date;
  expires_at: Date;
  revoked: boolean;
}

/** The addresses webinars and packs had before their current one (catalogue-items' former slugs): slug → id. */
export interface WebinarFormerSlugsTable {
  slug: string;
  item_id: number;
}

export interface WebinarTables {
  webinars: WebinarsTable;
  webinar_former_slugs: WebinarFormerSlugsTable;
  webinar_pack_former_slugs: WebinarFormerSlugsTable;
  webinar_cards: WebinarCardsTable;
  webinar_packs: WebinarPacksTable;
  webinar_admissions: WebinarAdmissionsTable;
}
