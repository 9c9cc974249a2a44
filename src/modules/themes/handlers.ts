import type { RequestContext } from "../../app/context.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { validateReorder } from "../languages/fields.ts";
import { type ThemeInput, themeDecider } from "./decide.ts";
import { type ThemeEvent, themeStream } from "./events.ts";
import { nextThemeOrder } from "./queries.ts";

/** What a write needs: the store (ids), the read models (next position) and a way to run commands. */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** Adds a theme at the end of the list (or at `order`); returns its id. */
export async function addTheme(ctx: WriteContext, input: ThemeInput & { order?: number | null }): Promise<number> {
  const order = input.order ?? (await nextThemeOrder(ctx.services.db));
  // a dry run refuses bad input before an id is allocated, so a refused command writes nothing
  themeDecider.decide({ type: "AddTheme", data: { ...input, themeId: 0, order } }, themeDecider.initialState());
  const [themeId] = await allocateIds(ctx.services.store, "theme", 1, ctx.commandContext.actor, ctx.commandContext.correlationId);
  await ctx.run(themeStream(themeId!), themeDecider, { type: "AddTheme", data: { ...input, themeId: themeId!, order } });
  return themeId!;
}

export async function editTheme(ctx: WriteContext, themeId: number, input: ThemeInput): Promise<void> {
  await ctx.run(themeStream(themeId), themeDecider, { type: "EditTheme", data: { ...input, themeId } });
}

export async function deleteTheme(ctx: WriteContext, themeId: number): Promise<void> {
  await ctx.run(themeStream(themeId), themeDecider, { type: "DeleteTheme", data: { themeId } });
}

/** Applies the positions of a drag-and-drop reorder (patchThemeOrder), one theme at a time. */
export async function reorderThemes(ctx: WriteContext, themes: readonly { id: number; themeOrder: number }[]): Promise<void> {
  validateReorder(themes.map((theme) => ({ id: theme.id, order: theme.themeOrder })));
  for (const { id, themeOrder } of themes) {
    await ctx.run(themeStream(id), themeDecider, { type: "ReorderTheme", data: { themeId: id, order: themeOrder } });
  }
}

/** Whether a theme exists and is not deleted, from its own stream (not a read model that may lag). */
export async function themeExists(store: EventStore, themeId: number): Promise<boolean> {
  const events = await store.readStream(themeStream(themeId));
  const state = events.reduce((s, e) => themeDecider.evolve(s, { type: e.type, data: e.data } as ThemeEvent), themeDecider.initialState());
  return state.status === "active";
}
