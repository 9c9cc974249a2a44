import DataLoader from "dataloader";
import type { RequestContext } from "../../app/context.ts";
import {
  type AudiobookCounters,
  type AudioFileCounters,
  audioFileCounters,
  audiobookCounters,
} from "./admin-queries.ts";
import { findAudiobooksByIds, positionsOf } from "./queries.ts";
import { type AudiobookParent, type AudiobookView, isWhole } from "./views.ts";

/**
 * Per request, what the audiobooks of an answer need beyond their rows, loaded together for every
 * audiobook of the answer (one statement each, never one per audiobook): the whole rows behind
 * list cards, the counters (library admins) and the signed-in listener's positions.
 */
type Loaders = {
  whole: DataLoader<number, AudiobookView | undefined>;
  counters: DataLoader<number, AudiobookCounters | undefined>;
  fileCounters: DataLoader<number, Map<number, AudioFileCounters>>;
  positions: DataLoader<number, { audioFileId: number; seconds: number } | undefined>;
};

const perRequest = new WeakMap<RequestContext, Loaders>();

export function loadersOf(ctx: RequestContext): Loaders {
  let loaders = perRequest.get(ctx);
  if (loaders) return loaders;
  const db = ctx.services.db;
  const userId = ctx.viewer.kind === "user" ? ctx.viewer.userId : null;
  loaders = {
    whole: new DataLoader(async (ids) => {
      const found = new Map((await findAudiobooksByIds(db, ids)).map((each) => [each.id, each]));
      return ids.map((id) => found.get(id));
    }),
    counters: new DataLoader(async (ids) => {
      const found = await audiobookCounters(db, ids);
      return ids.map((id) => found.get(id));
    }),
    fileCounters: new DataLoader(async (ids) => {
      const found = await audioFileCounters(db, ids);
      return ids.map(() => found);
    }),
    positions: new DataLoader(async (ids) => {
      const found = userId ? await positionsOf(db, userId, ids) : new Map();
      return ids.map((id) => found.get(id));
    }),
  };
  perRequest.set(ctx, loaders);
  return loaders;
}

/** The whole audiobook behind a card (the parent itself when it is whole already). */
export const wholeOf = (
  audiobook: AudiobookParent,
  ctx: RequestContext,
): AudiobookView | Promise<AudiobookView | undefined> =>
  isWhole(audiobook) ? audiobook : loadersOf(ctx).whole.load(audiobook.id);

/** A field a card does not carry, read from the whole audiobook (a deleted one gives `missing`). */
export const fromWhole =
  <T>(read: (audiobook: AudiobookView, ctx: RequestContext) => T, missing: Awaited<T>) =>
  async (audiobook: AudiobookParent, _args: unknown, ctx: RequestContext): Promise<Awaited<T>> => {
    const whole = await wholeOf(audiobook, ctx);
    return whole ? await read(whole, ctx) : missing;
  };
