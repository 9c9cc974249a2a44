import type { RequestContext } from "../../app/context.ts";
import { type CommandResult, handleCommand } from "../../eventstore/command-handler.ts";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { GlobalPosition } from "../../eventstore/types.ts";

/**
 * What the accounts handlers need: the services and the metadata of the events they write. A
 * request context is one; the demo seed and admin:create build one with systemContext().
 */
export type AccountsContext = Pick<RequestContext, "services" | "commandContext">;

export type Writes = {
  /** Runs one command on one stream (retrying on a revision conflict up to `maxAttempts` times). */
  run<S, C, E extends DomainEvent>(stream: string, decider: Decider<S, C, E>, command: C, options?: { maxAttempts?: number }): Promise<CommandResult<E>>;
  /** Waits until the read models show everything written so far (read-your-writes). */
  settled(): Promise<void>;
};

/** The commands of one operation, which may span several streams, and one wait at the end. */
export function startWrites(ax: AccountsContext): Writes {
  let last: GlobalPosition | undefined;
  const types = new Set<string>();
  return {
    async run(stream, decider, command, options = {}) {
      const result = await handleCommand(ax.services.store, stream, decider, command, ax.commandContext, options);
      if (result.appendResult) {
        last = result.appendResult.position;
        for (const event of result.events) types.add(event.type);
      }
      return result;
    },
    async settled() {
      if (!last) return;
      try {
        await ax.services.projections.waitFor(last, { eventTypes: [...types] });
      } catch (error) {
        // the events are stored, so the operation did succeed; only the read models lag behind
        ax.services.log("Read models lag behind an accounts operation", { correlationId: ax.commandContext.correlationId, error: String(error) });
      }
    },
  };
}

/**
 * Runs the steps of an operation that writes to several streams. Each step that succeeded may
 * register how to undo it; when a later step fails, the undo actions run newest first and the
 * original error is thrown, so nothing is left half-done (a failing undo is logged, not thrown).
 */
export async function allOrNothing<T>(ax: AccountsContext, steps: (undoWith: (undo: () => Promise<unknown>) => void) => Promise<T>): Promise<T> {
  const undos: (() => Promise<unknown>)[] = [];
  try {
    return await steps((undo) => undos.push(undo));
  } catch (error) {
    for (const undo of undos.reverse()) {
      try {
        await undo();
      } catch (undoError) {
        ax.services.log("Could not undo a step of a failed accounts operation", {
          correlationId: ax.commandContext.correlationId,
          error: String(undoError),
        });
      }
    }
    throw error;
  }
}

export async function allocateId(ax: AccountsContext, kind: "profile" | "user" | "subscription"): Promise<number> {
  const [id] = await allocateIds(ax.services.store, kind, 1, ax.commandContext.actor, ax.commandContext.correlationId);
  return id!;
}
