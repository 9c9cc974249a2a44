import type { RequestContext } from "../../app/context.ts";
import { commandSession } from "../../eventstore/pipeline.ts";
import { isAdmin, requireLibraryAdmin } from "../access/index.ts";
import { DomainError } from "../../shared/errors.ts";
import { expectedRevisionOf, revisionOf } from "../catalogue-items/index.ts";
import { type ItemUsers, type ListCommands, usageOf } from "./handlers.ts";
import type { Usage } from "./decide.ts";
import type { ListNames } from "./list-config.ts";

type AdministeredList<Input, Item> = ListCommands<Input> & {
  names: Pick<ListNames, "notFound" | "itemStream">;
  items(db: RequestContext["services"]["db"]): Promise<Item[]>;
  item(db: RequestContext["services"]["db"], id: number): Promise<Item | undefined>;
};

/**
 * The library admins' use cases on an ordered list (themes, filters, languages), each answering
 * as its mutation does, for the list module's resolvers (addTheme, editTheme, deleteTheme,
 * patchThemeOrder…). Every one refuses anybody but a library admin before it looks at the input.
 */
export type ListAdmin<Input, Item> = {
  /** Adds an item after the last one; answers it as the read model shows it. */
  add(ctx: RequestContext, input: Input): Promise<Item>;
  edit(ctx: RequestContext, id: number, input: Input, expectedRevision?: number | null): Promise<Item>;
  /**
   * Deletes it: refused while used (with their number and titles), unless a replacement is given,
   * to which its users' items are moved first. Answers once every read model shows it.
   */
  remove(ctx: RequestContext, id: number, replacementId?: number | null): Promise<true>;
  /** Which items use it, for library admins (null for anybody else: the titles include hidden items). */
  usage(ctx: RequestContext, id: number): Promise<Usage | null>;
  /** The item's stream revision, which its dialog sends back with an edit (library admins only). */
  revision(ctx: RequestContext, id: number): Promise<number>;
  /** A drag and drop: answers the whole list in its new order. */
  reorder(ctx: RequestContext, positions: readonly { id: number; order: number }[]): Promise<Item[]>;
};

export function listAdmin<Input, Item>(
  list: AdministeredList<Input, Item>,
  users: readonly ItemUsers[],
): ListAdmin<Input, Item> {
  // another admin may delete the item between the write and this read
  const shown = async (ctx: RequestContext, id: number) => {
    const item = await list.item(ctx.services.db, id);
    if (!item) throw new DomainError(list.names.notFound);
    return item;
  };
  return {
    async add(ctx, input) {
      requireLibraryAdmin(ctx.viewer);
      return shown(ctx, await list.add(ctx, input));
    },
    async edit(ctx, id, input, expectedRevision) {
      requireLibraryAdmin(ctx.viewer);
      await list.edit(ctx, id, input, expectedRevisionOf(expectedRevision));
      return shown(ctx, id);
    },
    async remove(ctx, id, replacementId) {
      requireLibraryAdmin(ctx.viewer);
      // the users' items and the item itself, then one wait for the read models
      const session = commandSession(ctx.services, ctx.commandContext);
      const writer = { services: ctx.services, commandContext: ctx.commandContext, run: session.run };
      await list.remove(writer, id, users, replacementId);
      await session.settled();
      return true;
    },
    usage: async (ctx, id) => (isAdmin(ctx.viewer) ? usageOf(ctx.services.db, users, id) : null),
    revision: (ctx, id) => revisionOf(ctx, list.names.itemStream(id)),
    async reorder(ctx, positions) {
      requireLibraryAdmin(ctx.viewer);
      await list.reorder(ctx, positions);
      return list.items(ctx.services.db);
    },
  };
}
