import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/**
 * Listening statistics as events, each counted once per listener: a signed-in user by their id, a
 * guest by the anonymous listener id their browser keeps in an HttpOnly cookie, signed by the
 * server so that a made-up value counts as no cookie; a guest without a valid cookie is the
 * listener of their address on that day, and that id becomes their cookie. Each count is a
 * stream of its own, `audiobook-count-<what>-<target>-<listener>`, whose first event is the count:
 * the append expects no stream, so replayed or concurrent calls find it taken and record nothing.
 * The listener appears in the stream name and the event only as a hash (no user id or cookie in
 * the log of who listened to what).
 */
type Counted = { audiobookId: number; listener: string };
export type AudioFilePlayed = DomainEvent<"AudioFilePlayed", Counted & { audioFileId: number }>;
export type AudioFileListened = DomainEvent<"AudioFileListened", Counted & { audioFileId: number }>;
export type EbookDownloaded = DomainEvent<"EbookDownloaded", Counted>;
export type AudiobookOpened = DomainEvent<"AudiobookOpened", Counted>;
export type StatisticEvent = AudioFilePlayed | AudioFileListened | EbookDownloaded | AudiobookOpened;
export type StatisticKind = StatisticEvent["type"];

export const statisticEvents = eventCodec<StatisticEvent>({
  types: { AudioFilePlayed: true, AudioFileListened: true, EbookDownloaded: true, AudiobookOpened: true },
});

/** A listener as the statistics name them: a hash of "user:<id>" or "guest:<cookie id>". */
export const listenerKey = (listener: { userId: string } | { guestId: string }): string =>
  createHash("sha256")
    .update("userId" in listener ? `user:${listener.userId}` : `guest:${listener.guestId}`)
    .digest("base64url")
    .slice(0, 22);

/** A guest's listener id: 22 base64url characters (128 bits). */
const GUEST_ID = /^[A-Za-z0-9_-]{22}$/;
const mac = (key: Uint8Array, text: string) => createHmac("sha256", key).update(text).digest("base64url").slice(0, 22);

/**
 * The listener id of a guest without a valid cookie: one per client address and UTC day, so a
 * client that refuses cookies (or forges them) counts at most once per address a day. Keyed, so
 * the address cannot be read back from it.
 */
export const guestOfAddress = (key: Uint8Array, address: string, now: Date): string =>
  mac(key, `address:${address}|${now.toISOString().slice(0, 10)}`);

/** The cookie value that carries a guest's listener id: the id and its signature. */
export const signedGuestCookie = (key: Uint8Array, guestId: string): string =>
  `${guestId}.${mac(key, `guest:${guestId}`)}`;

/** The guest id of a cookie value this server signed; undefined for a missing, malformed or forged one. */
export function guestOfCookie(key: Uint8Array, value: string | undefined): string | undefined {
  const [guestId, signature, ...rest] = (value ?? "").split(".");
  if (!guestId || !signature || rest.length > 0 || !GUEST_ID.test(guestId)) return undefined;
  const expected = Buffer.from(mac(key, `guest:${guestId}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : undefined;
}

export type CountStatistic = { type: "Count"; event: StatisticEvent };

/** The stream that holds one listener's count of one thing. */
export function statisticStream(event: StatisticEvent): string {
  const target =
    "audioFileId" in event.data
      ? `${event.data.audiobookId}-${event.data.audioFileId}`
      : String(event.data.audiobookId);
  return `audiobook-count-${event.type}-${target}-${event.data.listener}`;
}

/** Counted already: nothing more; otherwise the count. */
export const statisticDecider: Decider<{ counted: boolean }, CountStatistic, StatisticEvent> = {
  events: statisticEvents,
  initialState: () => ({ counted: false }),
  evolve: () => ({ counted: true }),
  decide: (command, state) => (state.counted ? [] : [command.event]),
};
