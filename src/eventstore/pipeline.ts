import { type CommandContext, type CommandResult, type HandleOptions, handleCommand } from "./command-handler.ts";
import type { Decider, DomainEvent } from "./decider.ts";
import { allocateIds } from "./sequence.ts";
import type { EventStore, GlobalPosition } from "./types.ts";

/**
 * The command pipeline every module uses: run a command (load, fold, decide, append with the
 * expected revision, retry on a conflict) and answer once the read models show its events, so the
 * caller's next query sees its own write.
 */

/** Waits until every running projector has applied the events up to a position. */
export interface ProjectionWaiter {
  /** `eventTypes`: only wait for projectors handling one of these (default: all of them). */
  waitFor(position: GlobalPosition, options?: { timeoutMs?: number; eventTypes?: readonly string[] }): Promise<void>;
}

/** What running a command needs from the process. */
export type CommandServices = {
  store: EventStore;
  projections: ProjectionWaiter;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

export type RunOptions = HandleOptions & { commandId?: string };

/** Runs one command and waits for the projectors of its events. */
export type RunCommand = <State, Command, Event extends DomainEvent>(
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options?: RunOptions,
) => Promise<CommandResult<Event>>;

/**
 * Several commands of one operation (on one or more streams) with a single wait at the end: `run`
 * appends, `settled` waits until the read models show everything run so far.
 */
export type CommandSession = {
  run: <State, Command, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options?: RunOptions,
  ) => Promise<CommandResult<Event>>;
  settled(): Promise<void>;
};

export function commandSession(services: CommandServices, context: CommandContext): CommandSession {
  let last: GlobalPosition | undefined;
  const types = new Set<string>();
  return {
    async run(streamName, decider, command, options = {}) {
      const result = await handleCommand(
        services.store,
        streamName,
        decider,
        command,
        { ...context, commandId: options.commandId ?? context.commandId },
        options,
      );
      if (result.appendResult) {
        last = result.appendResult.position;
        for (const event of result.events) types.add(event.type);
      }
      return result;
    },
    async settled() {
      if (!last) return;
      try {
        await services.projections.waitFor(last, { eventTypes: [...types] });
      } catch (error) {
        // the events are stored, so the operation did succeed; only the read models lag behind
        services.log("Read models lag behind a command", {
          correlationId: context.correlationId,
          error: String(error),
        });
      }
    },
  };
}

/** A `RunCommand` for one context: each command runs and is waited for on its own. */
export function commandRunner(services: CommandServices, context: CommandContext): RunCommand {
  return async (streamName, decider, command, options) => {
    const session = commandSession(services, context);
    const result = await session.run(streamName, decider, command, options);
    await session.settled();
    return result;
  };
}

/**
 * Creates an entity whose id comes from a sequence (`sequence-<kind>`): the input is checked by the
 * caller first (a pure validation, no dry run with a made-up id), then the id is taken and the
 * creating command runs on the new stream. Returns the id.
 */
export async function createWithSequenceId<State, Command, Event extends DomainEvent>(
  services: CommandServices,
  context: CommandContext,
  creation: {
    kind: string;
    stream: (id: number) => string;
    decider: Decider<State, Command, Event>;
    command: (id: number) => Command;
  },
): Promise<{ id: number; result: CommandResult<Event> }> {
  const [id] = await allocateIds(services.store, creation.kind, 1, context.actor, context.correlationId);
  const result = await commandRunner(services, context)(creation.stream(id!), creation.decider, creation.command(id!));
  return { id: id!, result };
}
