import type { RequestContext } from "../../app/context.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { type LanguageInput, languageDecider } from "./decide.ts";
import { languageStream } from "./events.ts";
import { validateReorder } from "./fields.ts";
import { nextLanguageOrder } from "./queries.ts";

/** What a write needs: the store (ids), the read models (next position) and a way to run commands. */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** Adds a language at the end of the list (or at `order`); returns its id. */
export async function addLanguage(ctx: WriteContext, input: LanguageInput & { order?: number | null }): Promise<number> {
  const order = input.order ?? (await nextLanguageOrder(ctx.services.db));
  // a dry run refuses bad input before an id is allocated, so a refused command writes nothing
  languageDecider.decide({ type: "AddLanguage", data: { ...input, languageId: 0, order } }, languageDecider.initialState());
  const [languageId] = await allocateIds(ctx.services.store, "language", 1, ctx.commandContext.actor, ctx.commandContext.correlationId);
  await ctx.run(languageStream(languageId!), languageDecider, { type: "AddLanguage", data: { ...input, languageId: languageId!, order } });
  return languageId!;
}

export async function editLanguage(ctx: WriteContext, languageId: number, input: LanguageInput): Promise<void> {
  await ctx.run(languageStream(languageId), languageDecider, { type: "EditLanguage", data: { ...input, languageId } });
}

export async function deleteLanguage(ctx: WriteContext, languageId: number): Promise<void> {
  await ctx.run(languageStream(languageId), languageDecider, { type: "DeleteLanguage", data: { languageId } });
}

/** Applies the positions of a drag-and-drop reorder, one language at a time. */
export async function reorderLanguages(ctx: WriteContext, languages: readonly { id: number; order: number }[]): Promise<void> {
  validateReorder(languages);
  for (const { id, order } of languages) {
    await ctx.run(languageStream(id), languageDecider, { type: "ReorderLanguage", data: { languageId: id, order } });
  }
}
