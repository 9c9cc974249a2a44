import type { IResolvers } from "@graphql-tools/utils";
import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import { graphqlLimits } from "../../shared/limits.ts";
import { validate } from "../../shared/validation.ts";
import { isAdmin, requireLibraryAdmin } from "../access/index.ts";
import { findAudiobookById, listAllAudiobooks } from "./admin-queries.ts";
import { audiobookChanges } from "./changes.ts";
import { audioFileFields, audiobookFields } from "./fields.ts";
import type { AudiobookInput } from "./form.ts";
import { createAudiobook, deleteAudiobook, editAudiobook } from "./handlers.ts";
import { listeningMutations } from "./listening.ts";
import { reorderAudiobooks } from "./order.ts";
import { AUDIOBOOK_PAGE_SIZE, findAudiobookBySlug, listVisibleAudiobooks } from "./queries.ts";

const ListArgs = Schema.Struct({
  offset: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "OFFSET_INVALID")),
  search: Schema.String.check(
    Schema.makeFilter((s: string) => s.length <= graphqlLimits.maxSearchLength || "TOO_LONG"),
  ),
  // how many: graphqlListArgumentLimits, before the resolver runs
  filters: Schema.Array(Schema.Number),
});

const paginationOf = (offset: number, count: number) => ({
  page: Math.floor(offset / AUDIOBOOK_PAGE_SIZE),
  pageSize: AUDIOBOOK_PAGE_SIZE,
  pageCount: Math.max(1, Math.ceil(count / AUDIOBOOK_PAGE_SIZE)),
  offset,
});

type EditArgs = AudiobookInput & { audiobookId?: number | null };

/** The admin's operations check the viewer before they look at anything the request carries; writes answer once the read models show them. */
export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getAudiobooks: async (
      _parent,
      args: { offset?: number | null; filters?: number[] | null; search?: string | null },
      ctx: RequestContext,
    ) => {
      const { offset, search, filters } = validate(ListArgs, {
        offset: args.offset ?? 0,
        search: args.search ?? "",
        filters: args.filters ?? [],
      });
      const { audiobooks, count } = await listVisibleAudiobooks(ctx.services.db, {
        offset,
        languageIds: filters,
        search,
        lang: ctx.lang,
      });
      return { audiobooks, count, pagination: paginationOf(offset, count) };
    },
    getAudiobook: (_parent, args: { slug: string }, ctx: RequestContext) =>
      findAudiobookBySlug(ctx.services.db, args.slug),
    getAllAudiobooks: (_parent, _args, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      return listAllAudiobooks(ctx.services.db);
    },
    getAudiobookAsAdmin: (_parent, args: { audiobookId: number }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      return findAudiobookById(ctx.services.db, args.audiobookId);
    },
  },
  Mutation: {
    /** No audiobookId creates; otherwise the arguments given change the audiobook (an absent one keeps its value). */
    editAudiobook: async (_parent, { audiobookId, ...input }: EditArgs, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      if (audiobookId == null) return (await createAudiobook(ctx, input)).audiobookId;
      await editAudiobook(ctx, audiobookId, input);
      return audiobookId;
    },
    deleteAudiobook: async (_parent, args: { id: number }, ctx: RequestContext) => {
      requireLibraryAdmin(ctx.viewer);
      await deleteAudiobook(ctx, args.id);
      return true;
    },
    patchAudiobookOrder: async (
      _parent,
      args: { audiobooks: { id: number; order: number }[] },
      ctx: RequestContext,
    ) => {
      requireLibraryAdmin(ctx.viewer);
      await reorderAudiobooks(ctx, args.audiobooks);
      return listAllAudiobooks(ctx.services.db);
    },
    ...listeningMutations,
  },
  Audiobook: {
    ...audiobookFields,
    /** Read from the event store for library admins only. */
    changes: (audiobook: { id: number }, _args: unknown, ctx: RequestContext) =>
      isAdmin(ctx.viewer) ? audiobookChanges(ctx, audiobook.id) : null,
  },
  AudioFile: audioFileFields,
};
