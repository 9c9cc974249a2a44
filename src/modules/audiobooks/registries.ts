import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { DomainError, isDomainError } from "../../shared/errors.ts";
import type { WriteContext } from "./write-context.ts";

/**
 * An audiobook's URL slug is unique because only one audiobook can hold its stream,
 * `audiobook-slug-<slug>`: reserved on create or title change, released after. No read model reads it.
 */
export const audiobookSlugStream = (slug: string) => `audiobook-slug-${slug}`;

type SlugHold = { slug: string; audiobookId: number };
export type AudiobookSlugReserved = DomainEvent<"AudiobookSlugReserved", SlugHold>;
export type AudiobookSlugReleased = DomainEvent<"AudiobookSlugReleased", SlugHold>;
export type AudiobookSlugEvent = AudiobookSlugReserved | AudiobookSlugReleased;
export type AudiobookSlugCommand =
  { type: "ReserveAudiobookSlug"; data: SlugHold } | { type: "ReleaseAudiobookSlug"; data: SlugHold };

export const audiobookSlugDecider: Decider<{ holder: number | null }, AudiobookSlugCommand, AudiobookSlugEvent> = {
  events: eventCodec<AudiobookSlugEvent>({ types: { AudiobookSlugReserved: true, AudiobookSlugReleased: true } }),
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === "AudiobookSlugReserved" ? event.data.audiobookId : null }),
  decide(command, state) {
    const { slug, audiobookId } = command.data;
    if (command.type === "ReleaseAudiobookSlug")
      return state.holder === audiobookId ? [{ type: "AudiobookSlugReleased", data: { slug, audiobookId } }] : [];
    if (state.holder === audiobookId) return [];
    if (state.holder !== null) throw new DomainError("AUDIOBOOK_SLUG_TAKEN", { slug });
    return [{ type: "AudiobookSlugReserved", data: { slug, audiobookId } }];
  },
};

const MAX_SLUG_ATTEMPTS = 100;

/** Reserves `base`, or `base-2`, `base-3`… when another audiobook holds it. */
export async function reserveSlug(ctx: WriteContext, base: string, audiobookId: number): Promise<string> {
  for (let n = 1; n <= MAX_SLUG_ATTEMPTS; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await ctx.run(audiobookSlugStream(slug), audiobookSlugDecider, {
        type: "ReserveAudiobookSlug",
        data: { slug, audiobookId },
      });
      return slug;
    } catch (error) {
      if (!(isDomainError(error) && error.code === "AUDIOBOOK_SLUG_TAKEN")) throw error;
    }
  }
  throw new DomainError("AUDIOBOOK_SLUG_TAKEN", { slug: base });
}

export async function releaseSlug(ctx: WriteContext, slug: string, audiobookId: number): Promise<void> {
  await ctx.run(audiobookSlugStream(slug), audiobookSlugDecider, {
    type: "ReleaseAudiobookSlug",
    data: { slug, audiobookId },
  });
}
