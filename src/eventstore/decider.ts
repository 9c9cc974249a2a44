import type { DomainEvent, EventCodec } from "./event-codec.ts";

export type { DomainEvent };

/**
 * A module's business rules: two pure functions, no I/O. The clock and any generated ids are
 * passed inside the command, so `decide` is deterministic and testable given/when/then.
 */
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError (typed code) when the command is refused. */
  decide: (command: Command, state: State) => Event[];
  /** How the stream's recorded events are read back (types, schema versions, upcasters). */
  events: EventCodec<Event>;
};
