import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { type ItemUsers, listAdmin } from "../catalogue-lists/index.ts";
import { languageList } from "./list.ts";

/** The languages for everybody; adding, editing, deleting and reordering them for library admins. */
export function languageResolvers(users: readonly ItemUsers[]) {
  const admin = listAdmin(languageList, users);
  return {
    Query: {
      getLanguages: (_parent, _args, ctx) => languageList.items(ctx.services.db),
    },
    Language: {
      usage: (parent, _args, ctx) => admin.usage(ctx, parent.id),
      revision: (parent, _args, ctx) => admin.revision(ctx, parent.id),
    },
    Mutation: {
      addLanguage: (_parent, input, ctx) => admin.add(ctx, input),
      editLanguage: (_parent, { id, expectedRevision, ...input }, ctx) => admin.edit(ctx, id, input, expectedRevision),
      deleteLanguage: (_parent, { id, replacementId }, ctx) => admin.remove(ctx, id, replacementId),
      patchLanguageOrder: (_parent, { languages }, ctx) => admin.reorder(ctx, languages),
    },
  } satisfies Resolvers;
}
