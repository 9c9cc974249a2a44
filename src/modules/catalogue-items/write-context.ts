import type { RequestContext } from "../../app/context.ts";
import { allocateIds } from "../../eventstore/sequence.ts";

/** What a write needs: the services (store, read models, files), a way to run commands, and who asks. */
export type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** `count` new ids of a kind (`sequence-<kind>`). */
export const allocate = (ctx: WriteContext, kind: string, count: number): Promise<number[]> =>
  allocateIds(ctx.services.store, kind, count, ctx.commandContext.actor, ctx.commandContext.correlationId);
