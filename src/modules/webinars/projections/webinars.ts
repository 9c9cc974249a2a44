import { sql, type Transaction } from "kysely";
import type { Projector } from "../../../eventstore/projector.ts";
import { normaliseForSearch, stripHtml } from "../../../shared/text.ts";
import {
  type WebinarDetails,
  type WebinarEvent,
  webinarEvents,
  type WebinarPackDetails,
  type WebinarPackEvent,
  webinarPackEvents,
} from "../events.ts";
import { closeUpAfter, type OrderedTables } from "../../catalogue-items/index.ts";
import { webinarOrder, webinarPackOrder } from "../order.ts";
import type { WebinarTables } from "../tables.ts";

/** A card's description: the text without tags and entities, cut at 320 characters with an ellipsis. */
export function excerptOf(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
  const text = stripHtml(html).replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, name: string) => entities[name]!);
  return text.length <= 320 ? text : `${text.slice(0, 320).trimEnd()}…`;
}

const searchWords = (details: WebinarDetails) =>
  sql<string>`to_tsvector('simple', ${normaliseForSearch([details.title, stripHtml(details.htmlDesc)].join(" "))})`;

const detailColumns = (d: WebinarDetails) => ({
  title: d.title,
  thumbnail: d.thumbnail,
  html_desc: d.htmlDesc,
  price_cents: d.priceCents,
  available_for: d.availableFor,
  dacast_id: d.dacastId,
  media_url: d.mediaUrl,
  length: d.length,
  tags: JSON.stringify(d.tags),
  materials: JSON.stringify(d.materials),
  highlights: JSON.stringify(d.highlights),
});
const cardColumns = (d: WebinarDetails) => ({
  title: d.title,
  thumbnail: d.thumbnail,
  excerpt: excerptOf(d.htmlDesc),
  price_cents: d.priceCents,
  available_for: d.availableFor,
  length: d.length,
  search_vector: searchWords(d),
});
const packColumns = (d: WebinarPackDetails) => ({
  title: d.title,
  html_desc: d.htmlDesc,
  excerpt: excerptOf(d.htmlDesc),
  price_cents: d.priceCents,
  available_for: d.availableFor,
  webinar_ids: JSON.stringify(d.webinarIds),
});

type Table = "webinars" | "webinar_cards" | "webinar_packs";

/** A deleted item's rows go, after the items behind it move up one. */
async function deleted(
  trx: Transaction<WebinarTables>,
  order: OrderedTables,
  tables: readonly Table[],
  id: number,
): Promise<void> {
  await closeUpAfter(trx, order, id);
  for (const table of tables) await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx);
}

/**
 * A deleted webinar leaves every pack that listed it (`only` one pack, after WebinarPackWebinarRemoved;
 * every pack after WebinarDeleted, for webinars deleted before the packs recorded it).
 */
const leavePacks = (trx: Transaction<WebinarTables>, webinarId: number, only?: number) =>
  sql`UPDATE webinar_packs SET webinar_ids = (
    SELECT COALESCE(jsonb_agg(kept ORDER BY place), '[]'::jsonb)
    FROM jsonb_array_elements(webinar_ids) WITH ORDINALITY AS listed(kept, place)
    WHERE kept <> to_jsonb(${webinarId}::int)
  ) WHERE webinar_ids @> ${JSON.stringify([webinarId])}::jsonb ${only === undefined ? sql`` : sql`AND id = ${only}`}`.execute(
    trx,
  );

const WEBINAR_TABLES = ["webinars", "webinar_cards"] as const;

async function applyWebinar(
  writes: Parameters<Projector<WebinarTables>["apply"]>[0],
  event: WebinarEvent,
): Promise<void> {
  const id = event.data.webinarId;
  switch (event.type) {
    case "WebinarCreated": {
      const { slug, visible, order } = event.data;
      await writes.upsert("webinars", { id, slug, visible, sort_order: order, ...detailColumns(event.data) }, ["id"]);
      await writes.upsert(
        "webinar_cards",
        { id, slug, visible, sort_order: order, ...cardColumns(event.data) } as never,
        ["id"],
      );
      return;
    }
    case "WebinarEdited":
      await writes.update("webinars", { id }, { slug: event.data.slug, ...detailColumns(event.data) });
      await writes.update("webinar_cards", { id }, { slug: event.data.slug, ...cardColumns(event.data) } as never);
      return;
    case "WebinarHidden":
    case "WebinarShown":
      for (const table of WEBINAR_TABLES)
        await writes.update(table, { id }, { visible: event.type === "WebinarShown" });
      return;
    case "WebinarDeleted":
      return writes.execute(async (trx) => {
        await deleted(trx, webinarOrder.tables, WEBINAR_TABLES, id);
        await leavePacks(trx, id);
      });
  }
}

async function applyPack(
  writes: Parameters<Projector<WebinarTables>["apply"]>[0],
  event: WebinarPackEvent,
): Promise<void> {
  const id = event.data.webinarPackId;
  switch (event.type) {
    case "WebinarPackCreated":
      await writes.upsert(
        "webinar_packs",
        {
          id,
          slug: event.data.slug,
          visible: event.data.visible,
          sort_order: event.data.order,
          ...packColumns(event.data),
        },
        ["id"],
      );
      return;
    case "WebinarPackEdited":
      await writes.update("webinar_packs", { id }, { slug: event.data.slug, ...packColumns(event.data) });
      return;
    case "WebinarPackHidden":
    case "WebinarPackShown":
      await writes.update("webinar_packs", { id }, { visible: event.type === "WebinarPackShown" });
      return;
    case "WebinarPackDeleted":
      return writes.execute((trx) => deleted(trx, webinarPackOrder.tables, ["webinar_packs"], id));
    case "WebinarPackWebinarRemoved":
      return writes.execute(async (trx) => void (await leavePacks(trx, event.data.webinarId, id)));
  }
}

/** The webinars' detail and card rows and the packs, in the library's orders. */
export const webinarsProjector: Projector<WebinarTables> = {
  name: "webinars",
  // 2: a deleted webinar really leaves the packs' rows (version 1 kept its number in them)
  version: 2,
  handles: [
    ...webinarEvents.types,
    ...webinarPackEvents.types,
    ...webinarOrder.events.order.types,
    ...webinarPackOrder.events.order.types,
  ],
  tables: ["webinars", "webinar_cards", "webinar_packs"],
  async apply(writes, recorded) {
    const renumber = webinarOrder.renumbering(recorded) ?? webinarPackOrder.renumbering(recorded);
    if (renumber) return writes.executeReplaceable(renumber);
    const webinar = webinarEvents.decode(recorded);
    if (webinar) return applyWebinar(writes, webinar);
    const pack = webinarPackEvents.decode(recorded);
    if (pack) return applyPack(writes, pack);
  },
};
