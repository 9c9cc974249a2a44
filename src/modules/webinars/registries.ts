import { type SlugRegistry, slugRegistry } from "../catalogue-items/index.ts";

/**
 * A webinar's or pack's URL slug is unique because only one item can hold its stream,
 * `webinar-slug-<slug>` or `webinar-pack-slug-<slug>`: reserved on create or title change,
 * released after. Both kinds record WebinarSlugReserved and WebinarSlugReleased { slug, itemId }.
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
