import { sql } from "kysely";
import { aggregateStream } from "../../eventstore/aggregate.ts";
import { assertRevision } from "../../eventstore/revision-check.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { validateOrder } from "../catalogue-lists/index.ts";
import { registerTags } from "../videos/index.ts";
import { validateWebinarContent, webinarDecider, webinarPackDecider } from "./decide.ts";
import { checkWebinarFiles } from "./material-files.ts";
import { type WebinarContent, type WebinarPackContent, webinarPackStream, webinarStream } from "./events.ts";
import { allocate, type WriteContext } from "../catalogue-items/index.ts";
import { reorderWebinarPacks, reorderWebinars, webinarOrder, webinarPackOrder } from "./order.ts";
import { askedSlug, withAddress, releaseAddresses } from "./addresses.ts";

/**
 * The admin's writes on webinars and packs: the API's fields become the content (euro to cents,
 * new materials and highlights numbered, tags registered), the address kept or chosen (addresses.ts),
 * the command run. A refused form writes nothing but, at worst, a slug reservation it releases again.
 */
type Item = {
  id?: number | null;
  url?: string;
  name?: string;
  order?: number | null;
  timestamp?: string;
  text?: string;
};
export type WebinarInput = {
  title?: string | null;
  price?: number | null;
  availableFor?: number | null;
  thumbnail?: string | null;
  htmlDesc?: string | null;
  dacastId?: string | null;
  mediaUrl?: string | null;
  length?: string | null;
  visible?: boolean | null;
  order?: number | null;
  tags?: string[] | null;
  materials?: Item[] | null;
  highlights?: Item[] | null;
  /** The address the admin chose (editing only; addresses.ts). */
  slug?: string | null;
};
export type WebinarPackInput = Pick<
  WebinarInput,
  "title" | "price" | "availableFor" | "htmlDesc" | "visible" | "order" | "slug"
> & { webinars?: number[] | null };

/** Euro with at most two decimals to cents; PRICE_INVALID on the `price` field otherwise. */
export function centsOf(price: number): number {
  const cents = Math.round(price * 100);
  if (!Number.isFinite(price) || price < 0 || Math.abs(price * 100 - cents) > 1e-6)
    throw new ValidationError([{ field: "price", code: "PRICE_INVALID" }]);
  return cents;
}

const loadWebinar = async (ctx: WriteContext, webinarId: number) =>
  (await aggregateStream(ctx.services.store, webinarStream(webinarId), webinarDecider)).state;
const loadPack = async (ctx: WriteContext, webinarPackId: number) =>
  (await aggregateStream(ctx.services.store, webinarPackStream(webinarPackId), webinarPackDecider)).state;

const newWebinar = (): WebinarContent => ({
  title: "",
  thumbnail: "",
  htmlDesc: "",
  priceCents: 0,
  availableFor: 30,
  dacastId: null,
  mediaUrl: null,
  length: null,
  visible: true,
  tags: [],
  materials: [],
  highlights: [],
});

async function webinarContent(
  ctx: WriteContext,
  input: WebinarInput,
  current: WebinarContent,
): Promise<WebinarContent> {
  // the files are checked before tags are registered or ids taken: a refused form writes nothing
  await checkWebinarFiles(ctx.services, input, current);
  const next = { ...current };
  for (const key of ["title", "thumbnail", "htmlDesc", "availableFor", "visible"] as const)
    if (input[key] != null) (next as Record<string, unknown>)[key] = input[key];
  for (const key of ["dacastId", "mediaUrl", "length"] as const) if (input[key] !== undefined) next[key] = input[key];
  if (input.price != null) next.priceCents = centsOf(input.price);
  // the content's own rules first, with stand-in ids: a refused form registers no tag and takes no id
  validateWebinarContent({
    ...next,
    tags: input.tags ? input.tags.map((name) => ({ id: 1, name })) : next.tags,
    materials: input.materials
      ? input.materials.map((m, i) => ({ id: 1, url: m.url ?? "", name: m.name ?? "", order: m.order ?? i + 1 }))
      : next.materials,
    highlights: input.highlights
      ? input.highlights.map((h) => ({ id: 1, timestamp: h.timestamp ?? "", text: h.text ?? "" }))
      : next.highlights,
  });
  if (input.tags) next.tags = await registerTags(ctx, input.tags, current.tags);
  if (input.materials) {
    const fresh = input.materials.filter((m) => m.id == null || !current.materials.some((c) => c.id === m.id));
    const ids = await allocate(ctx, "webinar-material", fresh.length);
    next.materials = input.materials.map((m, i) => ({
      id: fresh.includes(m) ? ids.shift()! : m.id!,
      url: m.url ?? "",
      name: m.name ?? "",
      order: m.order ?? i + 1,
    }));
  }
  if (input.highlights) {
    const fresh = input.highlights.filter(
      (h) => h.id == null || h.id <= 1 || !current.highlights.some((c) => c.id === h.id),
    );
    const ids = await allocate(ctx, "webinar-highlight", fresh.length);
    next.highlights = input.highlights.map((h) => ({
      id: fresh.includes(h) ? ids.shift()! : h.id!,
      timestamp: h.timestamp ?? "",
      text: h.text ?? "",
    }));
  }
  return next;
}

/** No webinarId creates (after the last one); otherwise the fields given change the webinar. Returns its id. */
export async function saveWebinar(
  ctx: WriteContext,
  webinarId: number | null | undefined,
  input: WebinarInput,
  expectedRevision?: bigint,
): Promise<number> {
  if (input.order != null) validateOrder(input.order);
  const state = webinarId == null ? null : await loadWebinar(ctx, webinarId);
  if (state && state.status !== "active") throw new DomainError("WEBINAR_NOT_FOUND");
  if (webinarId != null) await assertRevision(ctx.services.store, webinarStream(webinarId), expectedRevision);
  const current = state?.status === "active" ? state : null;
  const asked = current ? askedSlug(current.slug, input.slug) : null;
  if (!current && !input.title?.trim()) throw new ValidationError([{ field: "title", code: "REQUIRED" }]);
  const edited = current ? { id: webinarId!, slug: current.slug, asked } : null;
  const { id, end } = await withAddress(ctx, "webinar", edited, async (slugFor) => {
    const content = await webinarContent(ctx, input, current?.content ?? newWebinar());
    webinarDecider.decide(
      { type: "CreateWebinar", data: { webinarId: 1, slug: "check", order: 1, content } },
      { status: "none" },
    );
    const id = webinarId ?? (await allocate(ctx, "webinar", 1))[0]!;
    const slug = await slugFor(id, content.title);
    const end = current ? 0 : await webinarOrder.next(ctx.services.db);
    await (current
      ? ctx.run(
          webinarStream(id),
          webinarDecider,
          { type: "EditWebinar", data: { webinarId: id, slug, content } },
          { expectedRevision },
        )
      : ctx.run(webinarStream(id), webinarDecider, {
          type: "CreateWebinar",
          data: { webinarId: id, slug, order: end, content },
        }));
    return { id, end };
  });
  if (input.order != null && (current || input.order < end)) await reorderWebinars(ctx, [{ id, order: input.order }]);
  return id;
}

/**
 * Deletes a webinar: first it leaves every pack that has it (an event on each pack's stream, which
 * the pack's history shows), then it goes. Interrupted in between, the webinar is still there and
 * deleting it again finishes: a pack it has left already records nothing.
 */
export async function deleteWebinar(ctx: WriteContext, webinarId: number): Promise<void> {
  const webinar = await loadWebinar(ctx, webinarId);
  if (webinar.status !== "active") throw new DomainError("WEBINAR_NOT_FOUND");
  const packs = await ctx.services.db
    .selectFrom("webinar_packs")
    .select("id")
    .where(sql<boolean>`webinar_ids @> ${JSON.stringify([webinarId])}::jsonb`)
    .orderBy("id")
    .execute();
  for (const { id } of packs)
    await ctx.run(webinarPackStream(id), webinarPackDecider, {
      type: "RemoveDeletedWebinar",
      data: { webinarPackId: id, webinarId, title: webinar.content.title },
    });
  const { events } = await ctx.run(webinarStream(webinarId), webinarDecider, {
    type: "DeleteWebinar",
    data: { webinarId },
  });
  for (const event of events)
    if (event.type === "WebinarDeleted") await releaseAddresses(ctx, "webinar", webinarId, event.data);
}

/** Every webinar a pack names must exist: WEBINAR_NOT_FOUND on the `webinars` field otherwise. */
async function checkWebinars(ctx: WriteContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await ctx.services.db
    .selectFrom("webinars")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  if (found.length !== new Set(ids).size) throw new ValidationError([{ field: "webinars", code: "WEBINAR_NOT_FOUND" }]);
}

export async function saveWebinarPack(
  ctx: WriteContext,
  webinarPackId: number | null | undefined,
  input: WebinarPackInput,
  expectedRevision?: bigint,
): Promise<number> {
  if (input.order != null) validateOrder(input.order);
  const state = webinarPackId == null ? null : await loadPack(ctx, webinarPackId);
  if (state && state.status !== "active") throw new DomainError("WEBINAR_PACK_NOT_FOUND");
  if (webinarPackId != null)
    await assertRevision(ctx.services.store, webinarPackStream(webinarPackId), expectedRevision);
  const current = state?.status === "active" ? state : null;
  const asked = current ? askedSlug(current.slug, input.slug) : null;
  if (!current) {
    const missing = (["title", "price", "availableFor"] as const).filter(
      (key) => input[key] == null || input[key] === "",
    );
    if (missing.length > 0) throw new ValidationError(missing.map((field) => ({ field, code: "REQUIRED" })));
  }
  const base: WebinarPackContent = current?.content ?? {
    title: "",
    htmlDesc: "",
    priceCents: 0,
    availableFor: 30,
    visible: true,
    webinarIds: [],
  };
  const content: WebinarPackContent = {
    title: input.title ?? base.title,
    htmlDesc: input.htmlDesc ?? base.htmlDesc,
    priceCents: input.price != null ? centsOf(input.price) : base.priceCents,
    availableFor: input.availableFor ?? base.availableFor,
    visible: input.visible ?? base.visible,
    webinarIds: input.webinars ?? base.webinarIds,
  };
  webinarPackDecider.decide(
    { type: "CreateWebinarPack", data: { webinarPackId: 1, slug: "check", order: 1, content } },
    { status: "none" },
  );
  await checkWebinars(ctx, content.webinarIds);
  const edited = current ? { id: webinarPackId!, slug: current.slug, asked } : null;
  const { id, end } = await withAddress(ctx, "webinar-pack", edited, async (slugFor) => {
    const id = webinarPackId ?? (await allocate(ctx, "webinar-pack", 1))[0]!;
    const slug = await slugFor(id, content.title);
    const end = current ? 0 : await webinarPackOrder.next(ctx.services.db);
    await (current
      ? ctx.run(
          webinarPackStream(id),
          webinarPackDecider,
          { type: "EditWebinarPack", data: { webinarPackId: id, slug, content } },
          { expectedRevision },
        )
      : ctx.run(webinarPackStream(id), webinarPackDecider, {
          type: "CreateWebinarPack",
          data: { webinarPackId: id, slug, order: end, content },
        }));
    return { id, end };
  });
  if (input.order != null && (current || input.order < end))
    await reorderWebinarPacks(ctx, [{ id, order: input.order }]);
  return id;
}

export async function deleteWebinarPack(ctx: WriteContext, webinarPackId: number): Promise<void> {
  const { events } = await ctx.run(webinarPackStream(webinarPackId), webinarPackDecider, {
    type: "DeleteWebinarPack",
    data: { webinarPackId },
  });
  for (const event of events)
    if (event.type === "WebinarPackDeleted") await releaseAddresses(ctx, "webinar-pack", webinarPackId, event.data);
}
