import type { Kysely } from "kysely";
import type { RequestContext } from "../../app/context.ts";
import type { Database } from "../../db/database.ts";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { DomainError, isDomainError } from "../../shared/errors.ts";
import { orderEvents, type Position, wholeOrderDecider } from "../catalogue-lists/index.ts";
import { WEBINAR_LIST_STREAM, WEBINAR_PACK_LIST_STREAM } from "./events.ts";

/** What a write needs: the services, a way to run commands, and who asks. */
export type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** `count` new ids of a kind (`sequence-<kind>`). */
export const allocate = (ctx: WriteContext, kind: string, count: number) =>
  allocateIds(ctx.services.store, kind, count, ctx.commandContext.actor, ctx.commandContext.correlationId);

/**
 * A webinar's or pack's URL slug is unique because only one item can hold its stream,
 * `webinar-slug-<slug>` or `webinar-pack-slug-<slug>`: reserved on create or title change, released after.
 */
type SlugHold = { slug: string; itemId: number };
type SlugEvent = DomainEvent<"WebinarSlugReserved", SlugHold> | DomainEvent<"WebinarSlugReleased", SlugHold>;
type SlugCommand = { type: "Reserve" | "Release"; data: SlugHold };
const slugDecider: Decider<{ holder: number | null }, SlugCommand, SlugEvent> = {
  events: eventCodec<SlugEvent>({ types: { WebinarSlugReserved: true, WebinarSlugReleased: true } }),
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === "WebinarSlugReserved" ? event.data.itemId : null }),
  decide(command, state) {
    if (command.type === "Release")
      return state.holder === command.data.itemId ? [{ type: "WebinarSlugReleased", data: command.data }] : [];
    if (state.holder === command.data.itemId) return [];
    if (state.holder !== null) throw new DomainError("WEBINAR_SLUG_TAKEN", { slug: command.data.slug });
    return [{ type: "WebinarSlugReserved", data: command.data }];
  },
};
export type ItemKind = "webinar" | "webinar-pack";
const slugStream = (kind: ItemKind, slug: string) => `${kind}-slug-${slug}`;

/** Reserves `base`, or `base-2`, `base-3`… when another item holds it. */
export async function reserveSlug(ctx: WriteContext, kind: ItemKind, base: string, itemId: number): Promise<string> {
  for (let n = 1; n <= 100; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await ctx.run(slugStream(kind, slug), slugDecider, { type: "Reserve", data: { slug, itemId } });
      return slug;
    } catch (error) {
      if (!(isDomainError(error) && error.code === "WEBINAR_SLUG_TAKEN")) throw error;
    }
  }
  throw new DomainError("WEBINAR_SLUG_TAKEN", { slug: base });
}

export const releaseSlug = (ctx: WriteContext, kind: ItemKind, slug: string, itemId: number) =>
  ctx.run(slugStream(kind, slug), slugDecider, { type: "Release", data: { slug, itemId } }).then(() => undefined);

/**
 * The library's order of webinars and of packs: one stream each, every drag and drop records the
 * whole new order (catalogue-lists/order.ts), numbered 1…n.
 */
export const webinarListEvents = orderEvents("WebinarsReordered");
export const webinarPackListEvents = orderEvents("WebinarPacksReordered");
const webinarOrderDecider = wholeOrderDecider({ notFound: "WEBINAR_NOT_FOUND", events: webinarListEvents });
const packOrderDecider = wholeOrderDecider({ notFound: "WEBINAR_PACK_NOT_FOUND", events: webinarPackListEvents });

export async function libraryOrder(db: Kysely<Database>, table: "webinars" | "webinar_packs"): Promise<number[]> {
  const rows = await db.selectFrom(table).select("id").orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => row.id);
}

export async function nextOrder(db: Kysely<Database>, table: "webinars" | "webinar_packs"): Promise<number> {
  const { last } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}

export async function reorderWebinars(ctx: WriteContext, positions: readonly Position[]): Promise<void> {
  const current = await libraryOrder(ctx.services.db, "webinars");
  await ctx.run(WEBINAR_LIST_STREAM, webinarOrderDecider, { type: "Reorder", positions, current });
}

export async function reorderWebinarPacks(ctx: WriteContext, positions: readonly Position[]): Promise<void> {
  const current = await libraryOrder(ctx.services.db, "webinar_packs");
  await ctx.run(WEBINAR_PACK_LIST_STREAM, packOrderDecider, { type: "Reorder", positions, current });
}
