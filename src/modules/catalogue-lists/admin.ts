import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { commandSession } from "../../eventstore/pipeline.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import type { ItemUsers, ListCommands } from "./handlers.ts";
import type { ListNames } from "./list-config.ts";
import type { ListQueries } from "./queries.ts";

/** The names of an ordered list's admin operations in its schema piece, and the reorder's argument (`patchThemeOrder(themes: …)`). */
export type ListOperations = { add: string; edit: string; remove: string; reorder: string; reorderArgument: string };

type AdministeredList<Input> = ListCommands<Input> &
  Pick<ListQueries<unknown, string>, "items" | "item"> & { names: ListNames };

type Resolve = (parent: unknown, args: Record<string, unknown>, ctx: RequestContext) => Promise<unknown>;

/** Library admins only: the guard comes before anything the request carries is looked at. */
const adminOnly =
  (resolve: Resolve): Resolve =>
  (parent, args, ctx) => {
    requireLibraryAdmin(ctx.viewer);
    return resolve(parent, args, ctx);
  };

/**
 * The admin's mutations on an ordered list (themes, filters, languages): add after the last item
 * and edit, each answering the item as the read model shows it; delete (refused while used, or
 * taken off its users' items first: ItemUsers), answering once every read model shows it; and a
 * drag and drop, answering the whole list in its new order.
 */
export function listAdminResolvers<Input>(
  list: AdministeredList<Input>,
  operations: ListOperations,
  users: readonly ItemUsers[],
): IResolvers<unknown, RequestContext> {
  const orderField = list.names.orderField ?? "order";
  const mutations: Record<string, Resolve> = {
    [operations.add]: async (_parent, input, ctx) => list.item(ctx.services.db, await list.add(ctx, input as Input)),
    [operations.edit]: async (_parent, { id, ...input }, ctx) => {
      await list.edit(ctx, id as number, input as Input);
      return list.item(ctx.services.db, id as number);
    },
    [operations.remove]: async (_parent, { id }, ctx) => {
      // the users' items and the item itself, then one wait for the read models
      const session = commandSession(ctx.services, ctx.commandContext);
      await list.remove(
        { services: ctx.services, commandContext: ctx.commandContext, run: session.run },
        id as number,
        users,
      );
      await session.settled();
      return true;
    },
    [operations.reorder]: async (_parent, args, ctx) => {
      const moved = args[operations.reorderArgument] as Record<string, number>[];
      await list.reorder(
        ctx,
        moved.map((item) => ({ id: item.id!, order: item[orderField]! })),
      );
      return list.items(ctx.services.db);
    },
  };
  return {
    Mutation: Object.fromEntries(Object.entries(mutations).map(([name, resolve]) => [name, adminOnly(resolve)])),
  };
}
