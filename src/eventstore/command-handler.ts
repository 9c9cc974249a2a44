import { randomUUID } from "node:crypto";
import type { Decider, DomainEvent } from "./decider.ts";
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
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

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({ actor: "system", correlationId });

/** Schema versions of event types that have changed shape since their first version. */
const schemaVersions = new Map<string, number>();
export const registerSchemaVersion = (type: string, version: number) => schemaVersions.set(type, version);

export function toNewEvents(events: DomainEvent[], context: CommandContext, commandId: string): NewEvent[] {
  return events.map((event) => {
    const metadata: EventMetadata = {
      eventId: randomUUID(),
      correlationId: context.correlationId,
      causationId: context.causationId ?? commandId,
      commandId,
      actor: context.actor,
      schemaVersion: schemaVersions.get(event.type) ?? 1,
    };
    return { type: event.type, data: event.data, metadata };
  });
}

const toDomainEvent = <Event extends DomainEvent>(recorded: RecordedEvent): Event =>
  ({ type: recorded.type, data: recorded.data }) as Event;

export type HandleOptions = { maxAttempts?: number };

/**
 * Load the stream, fold it with `evolve`, `decide`, append with the expected revision; on a
 * revision conflict (someone appended in between) start again, a bounded number of times.
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
    const recorded = await store.readStream(streamName);
    const alreadyDone = context.commandId ? recorded.filter((e) => e.metadata.commandId === context.commandId) : [];
    if (alreadyDone.length > 0) {
      const last = alreadyDone[alreadyDone.length - 1]!;
      return {
        events: alreadyDone.map((e) => toDomainEvent<Event>(e)),
        appendResult: { nextExpectedRevision: last.revision, position: last.position },
      };
    }
    const state = recorded.reduce((s, e) => decider.evolve(s, toDomainEvent<Event>(e)), decider.initialState());
    const events = decider.decide(command, state);
    if (events.length === 0) return { events };
    const expected: ExpectedRevision = recorded.length === 0 ? "no_stream" : recorded[recorded.length - 1]!.revision;
    try {
      const appendResult = await store.appendToStream(streamName, toNewEvents(events, context, commandId), expected);
      return { events, appendResult };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}
