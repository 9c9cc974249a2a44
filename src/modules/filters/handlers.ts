import type { RequestContext } from "../../app/context.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { validateReorder } from "../languages/fields.ts";
import { type FilterInput, filterDecider } from "./decide.ts";
import { type FilterEvent, filterStream } from "./events.ts";
import { nextFilterOrder } from "./queries.ts";

/** What a write needs: the store (ids), the read models (next position) and a way to run commands. */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** Adds a filter at the end of the list (or at `order`); returns its id. */
export async function addFilter(ctx: WriteContext, input: FilterInput & { order?: number | null }): Promise<number> {
  const order = input.order ?? (await nextFilterOrder(ctx.services.db));
  // a dry run refuses bad input before an id is allocated, so a refused command writes nothing
  filterDecider.decide({ type: "AddFilter", data: { ...input, filterId: 0, order } }, filterDecider.initialState());
  const [filterId] = await allocateIds(ctx.services.store, "filter", 1, ctx.commandContext.actor, ctx.commandContext.correlationId);
  await ctx.run(filterStream(filterId!), filterDecider, { type: "AddFilter", data: { ...input, filterId: filterId!, order } });
  return filterId!;
}

export async function editFilter(ctx: WriteContext, filterId: number, input: FilterInput): Promise<void> {
  await ctx.run(filterStream(filterId), filterDecider, { type: "EditFilter", data: { ...input, filterId } });
}

export async function deleteFilter(ctx: WriteContext, filterId: number): Promise<void> {
  await ctx.run(filterStream(filterId), filterDecider, { type: "DeleteFilter", data: { filterId } });
}

/** Applies the positions of a drag-and-drop reorder (patchFilterOrder), one filter at a time. */
export async function reorderFilters(ctx: WriteContext, filters: readonly { id: number; tagOrder: number }[]): Promise<void> {
  validateReorder(filters.map((filter) => ({ id: filter.id, order: filter.tagOrder })));
  for (const { id, tagOrder } of filters) {
    await ctx.run(filterStream(id), filterDecider, { type: "ReorderFilter", data: { filterId: id, order: tagOrder } });
  }
}

/** Whether a filter exists and is not deleted, from its own stream (not a read model that may lag). */
export async function filterExists(store: EventStore, filterId: number): Promise<boolean> {
  const events = await store.readStream(filterStream(filterId));
  const state = events.reduce((s, e) => filterDecider.evolve(s, { type: e.type, data: e.data } as FilterEvent), filterDecider.initialState());
  return state.status === "active";
}
