import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { type ItemUsers, listAdmin } from "../catalogue-lists/index.ts";
import { filterList } from "./list.ts";

/** The filters (the API's base tags) for everybody; adding, editing, deleting and reordering them for library admins. */
export function filterResolvers(users: readonly ItemUsers[]) {
  const admin = listAdmin(filterList, users);
  return {
    Query: {
      getBaseTags: (_parent, _args, ctx) => filterList.items(ctx.services.db),
    },
    Filter: {
      usage: (parent, _args, ctx) => admin.usage(ctx, parent.id),
      revision: (parent, _args, ctx) => admin.revision(ctx, parent.id),
    },
    Mutation: {
      addFilter: (_parent, input, ctx) => admin.add(ctx, input),
      editFilter: (_parent, { id, expectedRevision, ...input }, ctx) => admin.edit(ctx, id, input, expectedRevision),
      deleteFilter: (_parent, { id }, ctx) => admin.remove(ctx, id),
      patchFilterOrder: (_parent, { filters }, ctx) =>
        admin.reorder(
          ctx,
          filters.map(({ id, tagOrder }) => ({ id, order: tagOrder })),
        ),
    },
  } satisfies Resolvers;
}
