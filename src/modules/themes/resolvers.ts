import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { type ItemUsers, listAdmin } from "../catalogue-lists/index.ts";
import { themeList } from "./list.ts";

/** The themes for everybody; adding, editing, deleting and reordering them for library admins. */
export function themeResolvers(users: readonly ItemUsers[]) {
  const admin = listAdmin(themeList, users);
  return {
    Query: {
      getThemes: (_parent, _args, ctx) => themeList.items(ctx.services.db),
    },
    Theme: {
      usage: (parent, _args, ctx) => admin.usage(ctx, parent.id),
      revision: (parent, _args, ctx) => admin.revision(ctx, parent.id),
    },
    Mutation: {
      addTheme: (_parent, input, ctx) => admin.add(ctx, input),
      editTheme: (_parent, { id, expectedRevision, ...input }, ctx) => admin.edit(ctx, id, input, expectedRevision),
      deleteTheme: (_parent, { id }, ctx) => admin.remove(ctx, id),
      patchThemeOrder: (_parent, { themes }, ctx) =>
        admin.reorder(
          ctx,
          themes.map(({ id, themeOrder }) => ({ id, order: themeOrder })),
        ),
    },
  } satisfies Resolvers;
}
