import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { DomainError, type ErrorCode, isDomainError, ValidationError } from "../../shared/errors.ts";
import type { WriteContext } from "./write-context.ts";

/**
 * An item's URL slug is unique because only one item can hold its stream (`video-slug-<slug>`):
 * reserved on create (from the title) or when the admin chooses another one. A slug the item had
 * before stays reserved by it, as the old address redirects to the current one; all of them are
 * released when the item is deleted. No read model reads these streams. Each
 * kind of item keeps the event names and the id's key its stored events have always had.
 */
export type SlugNames = {
  /** The stream of a slug, e.g. `video-slug-${slug}`. */
  stream: (slug: string) => string;
  /** The recorded events' types, e.g. VideoSlugReserved and VideoSlugReleased. */
  reserved: string;
  released: string;
  /** The key of the holder's id in the events' data, e.g. videoId. */
  holderKey: string;
  /** The refusal when another item holds every candidate, e.g. VIDEO_SLUG_TAKEN. */
  taken: ErrorCode;
};

type SlugHold = { slug: string; holder: number };
export type SlugCommand = { type: "Reserve" | "Release"; data: SlugHold };
/** As recorded: `{ slug, [holderKey]: id }`. */
export type SlugEvent = DomainEvent<string, { slug: string } & Record<string, unknown>>;
export type SlugState = { holder: number | null };

export type SlugRegistry = {
  decider: Decider<SlugState, SlugCommand, SlugEvent>;
  /** Reserves `base`, or `base-2`, `base-3`… when another item holds it. */
  reserve(ctx: WriteContext, base: string, holder: number): Promise<string>;
  /**
   * Reserves exactly `slug`, as the admin chose it: true when it was free, false when the item
   * holds it already (its current or a former slug); another holder is the field error `taken` on `slug`.
   */
  claim(ctx: WriteContext, slug: string, holder: number): Promise<boolean>;
  /** Gives the slug up; only its holder's release changes anything. */
  release(ctx: WriteContext, slug: string, holder: number): Promise<void>;
};

const MAX_SLUG_ATTEMPTS = 100;

export function slugRegistry(names: SlugNames): SlugRegistry {
  const event = (type: string, { slug, holder }: SlugHold): SlugEvent => ({
    type,
    data: { slug, [names.holderKey]: holder },
  });
  const decider: SlugRegistry["decider"] = {
    events: eventCodec<SlugEvent>({ types: { [names.reserved]: true, [names.released]: true } }),
    initialState: () => ({ holder: null }),
    evolve: (_state, recorded) => ({
      holder: recorded.type === names.reserved ? Number(recorded.data[names.holderKey]) : null,
    }),
    decide(command, state) {
      const { slug, holder } = command.data;
      if (command.type === "Release") return state.holder === holder ? [event(names.released, command.data)] : [];
      if (state.holder === holder) return [];
      if (state.holder !== null) throw new DomainError(names.taken, { slug });
      return [event(names.reserved, command.data)];
    },
  };
  return {
    decider,
    async reserve(ctx, base, holder) {
      for (let n = 1; n <= MAX_SLUG_ATTEMPTS; n++) {
        const slug = n === 1 ? base : `${base}-${n}`;
        try {
          await ctx.run(names.stream(slug), decider, { type: "Reserve", data: { slug, holder } });
          return slug;
        } catch (error) {
          if (!(isDomainError(error) && error.code === names.taken)) throw error;
        }
      }
      throw new DomainError(names.taken, { slug: base });
    },
    async claim(ctx, slug, holder) {
      try {
        const { events } = await ctx.run(names.stream(slug), decider, { type: "Reserve", data: { slug, holder } });
        return events.length > 0;
      } catch (error) {
        if (isDomainError(error) && error.code === names.taken)
          throw new ValidationError([{ field: "slug", code: names.taken, params: { slug } }]);
        throw error;
      }
    },
    async release(ctx, slug, holder) {
      await ctx.run(names.stream(slug), decider, { type: "Release", data: { slug, holder } });
    },
  };
}
