import { createHash } from "node:crypto";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/**
 * Listening statistics as events, each counted once per listener: a signed-in user by their id, a
 * guest by the anonymous listener id their browser keeps in an HttpOnly cookie. Each count is a
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

export const statisticEvents = eventCodec<StatisticEvent>({ types: { AudioFilePlayed: true, AudioFileListened: true, EbookDownloaded: true, AudiobookOpened: true } });

/** A listener as the statistics name them: a hash of "user:<id>" or "guest:<cookie id>". */
export const listenerKey = (listener: { userId: string } | { guestId: string }): string =>
  createHash("sha256")
    .update("userId" in listener ? `user:${listener.userId}` : `guest:${listener.guestId}`)
    .digest("base64url")
    .slice(0, 22);

export type CountStatistic = { type: "Count"; event: StatisticEvent };

/** The stream that holds one listener's count of one thing. */
export function statisticStream(event: StatisticEvent): string {
  const target = "audioFileId" in event.data ? `${event.data.audiobookId}-${event.data.audioFileId}` : String(event.data.audiobookId);
  return `audiobook-count-${event.type}-${target}-${event.data.listener}`;
}

/** Counted already: nothing more; otherwise the count. */
export const statisticDecider: Decider<{ counted: boolean }, CountStatistic, StatisticEvent> = {
  events: statisticEvents,
  initialState: () => ({ counted: false }),
  evolve: () => ({ counted: true }),
  decide: (command, state) => (state.counted ? [] : [command.event]),
};
