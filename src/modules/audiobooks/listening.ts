import { createHmac } from "node:crypto";
import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import type { MutationResolvers } from "../../__generated__/resolvers-types.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { canPlay, requireSignedIn } from "../access/index.ts";
import { urlSigningKey } from "../media/index.ts";
import { keepPlace } from "./positions.ts";
import { findAudioFile, findAudiobooksByIds } from "./queries.ts";
import {
  guestOfAddress,
  guestOfCookie,
  listenerKey,
  signedGuestCookie,
  statisticDecider,
  type StatisticEvent,
  statisticStream,
} from "./statistics.ts";

/**
 * The player's calls: the four statistics (each counted once per listener, only for listeners who
 * may play the audiobook; rate-limited per client address in src/app/rate-limits.ts) and the
 * signed-in listener's position (a row, not an event: positions.ts).
 */

/** The cookie that keeps a guest's anonymous listener id, signed by the server: HttpOnly, a year. */
export const LISTENER_COOKIE = "ll_listener";
const LISTENER_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The key that signs listener cookies: derived from the media URL key, which every process sharing the database has. */
const listenerCookieKey = async (ctx: RequestContext) =>
  createHmac("sha256", await urlSigningKey(ctx.services))
    .update("listener-cookie")
    .digest();

/**
 * The listener: the signed-in user; a guest by the id of their signed cookie; a guest without a
 * valid one by the id of their address and day, which their browser keeps from now on as its
 * cookie (so a browser counts once whether its first call had the cookie or not).
 */
export async function listenerOf(ctx: RequestContext): Promise<string> {
  if (ctx.viewer.kind === "user") return listenerKey({ userId: ctx.viewer.userId });
  const key = await listenerCookieKey(ctx);
  const kept = guestOfCookie(key, ctx.cookies.get(LISTENER_COOKIE));
  if (kept) return listenerKey({ guestId: kept });
  const guestId = guestOfAddress(key, ctx.clientIp, ctx.services.clock.now());
  ctx.cookies.set(LISTENER_COOKIE, signedGuestCookie(key, guestId), LISTENER_COOKIE_SECONDS);
  return listenerKey({ guestId });
}

const IdArgs = Schema.Struct({
  id: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isSafeInteger(n) && n >= 1) || "INVALID")),
});

/** Records the count unless this listener has it already; true when it was counted now. */
async function count(ctx: RequestContext, event: StatisticEvent): Promise<boolean> {
  const { events } = await ctx.run(statisticStream(event), statisticDecider, { type: "Count", event });
  return events.length > 0;
}

async function audioFileCount(
  ctx: RequestContext,
  args: { id: number },
  type: "AudioFilePlayed" | "AudioFileListened",
): Promise<boolean> {
  const { id } = validate(IdArgs, args);
  const file = await findAudioFile(ctx.services.db, id);
  if (!file) throw new DomainError("AUDIO_FILE_NOT_FOUND");
  if (!canPlay(ctx.viewer, file.availability)) return false;
  return count(ctx, {
    type,
    data: { audiobookId: file.audiobookId, audioFileId: id, listener: await listenerOf(ctx) },
  });
}

async function audiobookCount(
  ctx: RequestContext,
  args: { id: number },
  type: "EbookDownloaded" | "AudiobookOpened",
): Promise<boolean> {
  const { id } = validate(IdArgs, args);
  const [audiobook] = await findAudiobooksByIds(ctx.services.db, [id]);
  if (!audiobook) throw new DomainError("AUDIOBOOK_NOT_FOUND");
  if (!canPlay(ctx.viewer, audiobook.availability) || (type === "EbookDownloaded" && !audiobook.ebook)) return false;
  return count(ctx, { type, data: { audiobookId: id, listener: await listenerOf(ctx) } });
}

/** A few seconds past a file's end are accepted: the player's clock and the file's read length differ a little. */
export const POSITION_SLACK_SECONDS = 5;

const PositionArgs = Schema.Struct({
  audiobookId: IdArgs.fields.id,
  audioFileId: IdArgs.fields.id,
  seconds: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isFinite(n) && n >= 0) || "POSITION_INVALID")),
});

async function savePosition(
  ctx: RequestContext,
  args: { audiobookId: number; audioFileId: number; seconds: number },
): Promise<boolean> {
  const viewer = requireSignedIn(ctx.viewer);
  const { audiobookId, audioFileId, seconds } = validate(PositionArgs, args);
  const file = await findAudioFile(ctx.services.db, audioFileId);
  if (!file || file.audiobookId !== audiobookId) throw new DomainError("AUDIO_FILE_NOT_FOUND");
  if (seconds > file.durationSeconds + POSITION_SLACK_SECONDS)
    throw new ValidationError([{ field: "seconds", code: "POSITION_INVALID" }]);
  if (!canPlay(viewer, file.availability)) return false;
  await keepPlace(ctx.services.db, {
    userId: viewer.userId,
    audiobookId,
    audioFileId,
    seconds,
    savedAt: ctx.services.clock.now(),
  });
  return true;
}

export const listeningMutations = {
  incrementPlayedStatistic: (_p, args, ctx) => audioFileCount(ctx, args, "AudioFilePlayed"),
  incrementListenedStatistic: (_p, args, ctx) => audioFileCount(ctx, args, "AudioFileListened"),
  incrementDownloadedEbookStatistic: (_p, args, ctx) => audiobookCount(ctx, args, "EbookDownloaded"),
  incrementOpenedStatistic: (_p, args, ctx) => audiobookCount(ctx, args, "AudiobookOpened"),
  saveAudiobookPosition: (_p, args, ctx) => savePosition(ctx, args),
} satisfies MutationResolvers;
