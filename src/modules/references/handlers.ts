import type { RequestContext } from "../../app/context.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { type ReferenceInput, referenceDecider } from "./decide.ts";
import { referenceStream } from "./events.ts";

/** What a write needs: the store (ids) and a way to run commands. */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** editReference(id | null, …): creates a reference when no id is given; returns its id. */
export async function saveReference(ctx: WriteContext, referenceId: number | null | undefined, input: ReferenceInput): Promise<number> {
  if (referenceId != null) {
    await ctx.run(referenceStream(referenceId), referenceDecider, { type: "EditReference", data: { ...input, referenceId } });
    return referenceId;
  }
  // a dry run refuses bad input before an id is allocated, so a refused command writes nothing
  referenceDecider.decide({ type: "CreateReference", data: { ...input, referenceId: 0 } }, referenceDecider.initialState());
  const [newId] = await allocateIds(ctx.services.store, "reference", 1, ctx.commandContext.actor, ctx.commandContext.correlationId);
  await ctx.run(referenceStream(newId!), referenceDecider, { type: "CreateReference", data: { ...input, referenceId: newId! } });
  return newId!;
}

export async function removeReference(ctx: WriteContext, referenceId: number): Promise<void> {
  await ctx.run(referenceStream(referenceId), referenceDecider, { type: "RemoveReference", data: { referenceId } });
}
