import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START as KURRENT_START,
  STREAM_EXISTS,
} from "@kurrent/kurrentdb-client";
import type { EventMetadata, ExpectedRevision, GlobalPosition, RecordedEvent } from "./types.ts";

/** Translations between the KurrentDB client's types and the event store port's. */

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case "any":
      return ANY;
    case "no_stream":
      return NO_STREAM;
    case "stream_exists":
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** Our START (commit -1) is before every position; the client spells that "start". */
export const toReadPosition = (position: GlobalPosition): Position | typeof KURRENT_START =>
  position.commit < 0n ? KURRENT_START : { commit: position.commit, prepare: position.prepare };

/** Our events, or undefined for what the port does not expose: system events, links, non-JSON records. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith("$") || !event.isJson) return undefined;
  if (!event.position)
    throw new Error(`KurrentDB returned event ${event.id} without a position (server older than 22.6?)`);
  return {
    eventId: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position: event.position,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as EventMetadata,
    createdAt: event.created,
  };
}

export async function collect<T>(iterator: AsyncIterableIterator<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator) items.push(item);
  return items;
}

/** Drops credentials and options from a connection string, for logs and errors. */
export const redact = (url: string) => url.replace(/\/\/[^@/]*@/, "//").replace(/\?.*$/, "");
