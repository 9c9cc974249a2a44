import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { expectedRevisionOf, revisionOf } from "../catalogue-items/index.ts";
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
    editReference: (_parent, { id, expectedRevision, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return saveReference(ctx, id, input, expectedRevisionOf(expectedRevision));
    },
    removeReference: async (_parent, { id }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await referenceList.remove(ctx, id);
      return true;
    },
  },
  Reference: {
    revision: (reference, _args, ctx) => revisionOf(ctx, referenceList.names.itemStream(reference.id)),
  },
} satisfies Resolvers;
