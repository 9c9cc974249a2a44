import * as Schema from "effect/Schema";
import { aggregateStream } from "../../eventstore/aggregate.ts";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { slugify } from "../../shared/text.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import { allocate, slugRegistry, type WriteContext } from "../catalogue-items/index.ts";
import type { VideoTag } from "./events.ts";

/**
 * The two small streams that keep names unique across videos; no read model reads them.
 *   video-slug-<slug>   which video holds a URL slug (reserved on create or title change, released after)
 *   tag-<slugified>     a free tag's id, shared by every video that uses the same tag name
 */
export const videoSlugStream = (slug: string) => `video-slug-${slug}`;
export const tagStream = (tagKey: string) => `tag-${tagKey}`;

/** Slug reservation: a video's URL slug is unique because only one video can hold its stream. */
export const videoSlugs = slugRegistry({
  stream: videoSlugStream,
  reserved: "VideoSlugReserved",
  released: "VideoSlugReleased",
  holderKey: "videoId",
  taken: "VIDEO_SLUG_TAKEN",
});

// ---------------------------------------------------------------------------------------------
// Tag registry: one id per tag name, whichever video used the name first.

export type TagRegistered = DomainEvent<"TagRegistered", { tagId: number; name: string }>;
export type RegisterTag = { type: "RegisterTag"; data: { tagId: number; name: string } };
export type TagState = { tag: VideoTag | null };

const TagNameSchema = Schema.Struct({ name: RequiredString });

export const tagDecider: Decider<TagState, RegisterTag, TagRegistered> = {
  events: eventCodec<TagRegistered>({ types: { TagRegistered: true } }),
  initialState: () => ({ tag: null }),
  evolve: (_state, event) => ({ tag: { id: event.data.tagId, name: event.data.name } }),
  decide(command, state) {
    // registered already (perhaps by a concurrent save): the existing id stands
    if (state.tag) return [];
    const { name } = validate(TagNameSchema, { name: command.data.name });
    return [{ type: "TagRegistered", data: { tagId: command.data.tagId, name } }];
  },
};

const registeredTag = async (ctx: WriteContext, key: string) =>
  (await aggregateStream(ctx.services.store, tagStream(key), tagDecider)).state.tag;

/**
 * Tag ids by name: a name already registered (spelled with any case or accents) keeps its id,
 * a new one is registered. The video's current tags are known without reading their streams.
 */
export async function registerTags(
  ctx: WriteContext,
  names: readonly string[],
  known: readonly VideoTag[],
): Promise<VideoTag[]> {
  const byKey = new Map(known.map((tag) => [slugify(tag.name), tag]));
  const keys = [...new Set(names.map((name) => slugify(name)))];
  const unknown = keys.filter((key) => !byKey.has(key));
  for (const key of unknown) {
    const tag = await registeredTag(ctx, key);
    if (tag) byKey.set(key, tag);
  }
  const toRegister = unknown.filter((key) => !byKey.has(key));
  const ids = await allocate(ctx, "tag", toRegister.length);
  for (const [i, key] of toRegister.entries()) {
    const name = names.find((n) => slugify(n) === key)!.trim();
    await ctx.run(tagStream(key), tagDecider, { type: "RegisterTag", data: { tagId: ids[i]!, name } });
    // a concurrent save may have registered the name first: its id stands
    byKey.set(key, (await registeredTag(ctx, key))!);
  }
  return keys.map((key) => byKey.get(key)!);
}
