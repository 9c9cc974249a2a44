import type { RequestContext } from "../../app/context.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { type CommandSession, commandSession } from "../../eventstore/pipeline.ts";
import { allocateIds } from "../../eventstore/sequence.ts";

/**
 * What the accounts handlers need: the services and the metadata of the events they write. A
 * request context is one; the demo seed, admin:create and the recovery job build one with
 * systemAccountsContext().
 */
export type AccountsContext = Pick<RequestContext, "services" | "commandContext">;

export const systemAccountsContext = (services: AccountsContext["services"]): AccountsContext => ({
  services,
  commandContext: systemContext(),
});

/** The commands of one operation (on one or more streams), with one wait for the read models at the end. */
export const sessionOf = (context: AccountsContext): CommandSession =>
  commandSession(context.services, context.commandContext);

/**
 * Commands that take a seat or change a profile's users are retried on revision conflicts this many
 * times: every conflict means another writer succeeded, so even many concurrent addUser calls all
 * end with a decision (added, or SEAT_LIMIT_REACHED) rather than TRY_AGAIN.
 */
export const PROFILE_COMMAND_ATTEMPTS = 50;

/** A fresh id from `sequence-<kind>`, taken once the input has been checked. */
export async function allocateId(context: AccountsContext, kind: "profile" | "user" | "subscription"): Promise<number> {
  const [id] = await allocateIds(
    context.services.store,
    kind,
    1,
    context.commandContext.actor,
    context.commandContext.correlationId,
  );
  return id!;
}

/**
 * Called after each durable step of an operation that writes to several places, with the step's
 * name. Production passes none; the crash tests throw from it to stop the writer right there, as
 * a killed process would (nothing after it runs, no undo either).
 */
export type StepHook = (step: string) => void | Promise<void>;

/** Runs a step, then tells the hook it is done. */
export type RunStep = (name: string, action: () => Promise<unknown>) => Promise<void>;

export const stepsReportedTo =
  (afterStep: StepHook | undefined): RunStep =>
  async (name, action) => {
    await action();
    await afterStep?.(name);
  };
