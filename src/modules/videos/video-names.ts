import type { RequestContext } from "../../app/context.ts";
import { aggregateStream } from "../../eventstore/aggregate.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { DomainError, isDomainError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import type { VideoTag } from "./events.ts";
import { tagDecider, tagStream, videoSlugDecider, videoSlugStream } from "./registries.ts";

/** What a write needs: the services (store, read models), a way to run commands, and who asks. */
export type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** `count` new ids of a kind (`sequence-<kind>`). */
export const allocate = (ctx: WriteContext, kind: string, count: number) =>
  allocateIds(ctx.services.store, kind, count, ctx.commandContext.actor, ctx.commandContext.correlationId);

/** A slug made from this title, with or without a numeric suffix, can stay. */
export function slugFitsTitle(slug: string, title: string): boolean {
  const base = slugify(title);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

const MAX_SLUG_ATTEMPTS = 100;

/** Reserves `base`, or `base-2`, `base-3`… when another video holds it. */
export async function reserveSlug(ctx: WriteContext, base: string, videoId: number): Promise<string> {
  for (let n = 1; n <= MAX_SLUG_ATTEMPTS; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await ctx.run(videoSlugStream(slug), videoSlugDecider, { type: "ReserveVideoSlug", data: { slug, videoId } });
      return slug;
    } catch (error) {
      if (!(isDomainError(error) && error.code === "VIDEO_SLUG_TAKEN")) throw error;
    }
  }
  throw new DomainError("VIDEO_SLUG_TAKEN", { slug: base });
}

export async function releaseSlug(ctx: WriteContext, slug: string, videoId: number): Promise<void> {
  await ctx.run(videoSlugStream(slug), videoSlugDecider, { type: "ReleaseVideoSlug", data: { slug, videoId } });
}

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
