import { slugRegistry } from "../catalogue-items/index.ts";

/**
 * An audiobook's URL slug is unique because only one audiobook can hold its stream,
 * `audiobook-slug-<slug>`: reserved on create or title change, released after. No read model reads it.
 */
export const audiobookSlugStream = (slug: string) => `audiobook-slug-${slug}`;

export const audiobookSlugs = slugRegistry({
  stream: audiobookSlugStream,
  reserved: "AudiobookSlugReserved",
  released: "AudiobookSlugReleased",
  holderKey: "audiobookId",
  taken: "AUDIOBOOK_SLUG_TAKEN",
});
