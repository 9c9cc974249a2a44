import type { Decider, DomainEvent } from "./decider.ts";
import type { EventStore, ExpectedRevision, RecordedEvent } from "./types.ts";

/** A stream folded into its state, with what an append after it must expect. */
export type Aggregate<State> = {
  state: State;
  /** "no_stream" for an empty stream, otherwise its last revision. */
  expectedRevision: ExpectedRevision;
  recorded: RecordedEvent[];
};

/**
 * Reads a stream once and folds it with the decider: its events decoded (and upcast) by the
 * decider's codec; events of other types (another module's, on a shared stream) are skipped.
 */
export async function aggregateStream<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<State, Command, Event>, "initialState" | "evolve" | "events">,
): Promise<Aggregate<State>> {
  const recorded = await store.readStream(streamName);
  return {
    state: foldEvents(decider, recorded),
    expectedRevision: recorded.length === 0 ? "no_stream" : recorded.at(-1)!.revision,
    recorded,
  };
}

/** The state after these recorded events. */
export function foldEvents<State, Command, Event extends DomainEvent>(
  decider: Pick<Decider<State, Command, Event>, "initialState" | "evolve" | "events">,
  recorded: readonly RecordedEvent[],
): State {
  let state = decider.initialState();
  for (const event of recorded) {
    const decoded = decider.events.decode(event);
    if (decoded) state = decider.evolve(state, decoded);
  }
  return state;
}
