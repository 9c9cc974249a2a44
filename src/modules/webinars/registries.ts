import { type SlugRegistry, slugRegistry } from "../catalogue-items/index.ts";

/**
 * A webinar's or pack's URL slug is unique because only one item can hold its stream,
 * `webinar-slug-<slug>` or `webinar-pack-slug-<slug>`: reserved on create or when the admin chooses
 * another address, and kept by the item (its old address leads to it) until it is deleted. Both kinds record WebinarSlugReserved and WebinarSlugReleased { slug, itemId }.
 */
export type ItemKind = "webinar" | "webinar-pack";

const slugsOfKind = (kind: ItemKind) =>
  slugRegistry({
    stream: (slug) => `${kind}-slug-${slug}`,
    reserved: "WebinarSlugReserved",
    released: "WebinarSlugReleased",
    holderKey: "itemId",
    taken: "WEBINAR_SLUG_TAKEN",
  });

export const slugsOf: Record<ItemKind, SlugRegistry> = {
  webinar: slugsOfKind("webinar"),
  "webinar-pack": slugsOfKind("webinar-pack"),
};
