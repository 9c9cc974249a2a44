import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { referenceList, saveReference } from "./list.ts";

/**
 * The references for everybody; the admin's reference form and list for library admins, each
 * checked before the request's input: editReference creates (no id) or edits, as the spec names it.
 */
export const resolvers = {
  Query: {
    getReferences: (_parent, _args, ctx) => referenceList.items(ctx.services.db),
    getReference: async (_parent, { id }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return (await referenceList.item(ctx.services.db, id)) ?? null;
    },
  },
  Mutation: {
    editReference: (_parent, { id, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return saveReference(ctx, id, input);
    },
    removeReference: async (_parent, { id }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await referenceList.remove(ctx, id);
      return true;
    },
  },
} satisfies Resolvers;
