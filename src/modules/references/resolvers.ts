import type { RequestContext } from "../../app/context.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { type ReferenceInput, referenceList, saveReference } from "./list.ts";

/** The admin's reference form and list: library admins only, each checked before the request's input. */
export const referenceAdminResolvers = {
  Query: {
    getReference: async (_parent: unknown, args: { id: number }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      return (await referenceList.item(ctx.services.db, args.id)) ?? null;
    },
  },
  Mutation: {
    editReference: (
      _parent: unknown,
      { id, ...input }: ReferenceInput & { id?: number | null },
      ctx: RequestContext,
    ) => {
      requireLibraryAdmin(ctx.viewer);
      return saveReference(ctx, id, input);
    },
    removeReference: async (_parent: unknown, args: { id: number }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      await referenceList.remove(ctx, args.id);
      return true;
    },
  },
};
