/**
 * A module's business rules: two pure functions, no I/O. The clock and any generated ids are
 * passed inside the command, so `decide` is deterministic and testable given/when/then.
 */
export type DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> = {
  type: Type;
  data: Data;
};

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError (typed code) when the command is refused. */
  decide: (command: Command, state: State) => Event[];
};

/** Current schema version of every event type that has been revised; absent means 1. */
export type Upcaster = (data: Record<string, unknown>, fromVersion: number) => Record<string, unknown>;
