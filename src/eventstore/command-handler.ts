import { randomUUID } from "node:crypto";
import { aggregateStream } from "./aggregate.ts";
import type { Decider, DomainEvent } from "./decider.ts";
import type { EventCodec } from "./event-codec.ts";
import { checkRevision } from "./revision-check.ts";
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  WrongExpectedRevisionError,
} from "./types.ts";

/** Who asked, and which request the command belongs to. Goes into every event's metadata. */
export type CommandContext = {
  /** Acting user id, or "system" / "anonymous" / "provider". */
  actor: string;
  correlationId: string;
  /** The command's own id: the same command retried with the same id appends nothing twice. */
  commandId?: string;
  /** The event or command that caused this one; defaults to the command id. */
  causationId?: string;
};

export type CommandResult<Event extends DomainEvent> = {
  /** The events this command produced (or had produced, when it was a retry of a finished command). */
  events: Event[];
  /** Where the stream is now, or undefined when nothing was appended and the stream is empty. */
  appendResult?: AppendResult;
};

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({
  actor: "system",
  correlationId,
});

/** The events as the store records them, with their metadata; the schema version is the codec's current one. */
export function toNewEvents<Event extends DomainEvent>(
  events: Event[],
  context: CommandContext,
  commandId: string,
  codec?: EventCodec<Event>,
): NewEvent[] {
  return events.map((event) => {
    const metadata: EventMetadata = {
      eventId: randomUUID(),
      correlationId: context.correlationId,
      causationId: context.causationId ?? commandId,
      commandId,
      actor: context.actor,
      schemaVersion: codec?.schemaVersion(event.type) ?? 1,
    };
    return { type: event.type, data: event.data, metadata };
  });
}

export type HandleOptions = {
  maxAttempts?: number;
  /**
   * The revision the caller's edit started from (an admin form's): when the stream has moved on,
   * nothing is appended and StaleRevisionError says who changed it. A concurrent append found at
   * the compare-and-set is retried, and the retry then finds the stream moved on.
   */
  expectedRevision?: bigint;
};

/**
 * Load the stream, fold it with `evolve`, `decide`, append with the expected revision; on a
 * revision conflict (someone appended in between) start again, a bounded number of times. A
 * command retried with the same command id finds its events and appends nothing.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<CommandResult<Event>> {
  const commandId = context.commandId ?? randomUUID();
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    const { state, expectedRevision, recorded } = await aggregateStream(store, streamName, decider);
    const alreadyDone = context.commandId ? recorded.filter((e) => e.metadata.commandId === context.commandId) : [];
    if (alreadyDone.length > 0) {
      const last = alreadyDone.at(-1)!;
      return {
        events: alreadyDone.flatMap((e) => decider.events.decode(e) ?? []),
        appendResult: { nextExpectedRevision: last.revision, position: last.position },
      };
    }
    // decided first: a refusal of the command itself (the item is gone) says more than a stale revision
    const events = decider.decide(command, state);
    checkRevision(streamName, recorded, options.expectedRevision);
    if (events.length === 0) return { events };
    try {
      const appendResult = await store.appendToStream(
        streamName,
        toNewEvents(events, context, commandId, decider.events),
        expectedRevision,
      );
      return { events, appendResult };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}
