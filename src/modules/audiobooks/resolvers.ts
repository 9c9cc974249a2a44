import * as Schema from "effect/Schema";
import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { graphqlLimits } from "../../shared/limits.ts";
import { validate } from "../../shared/validation.ts";
import { isAdmin, requireLibraryAdmin } from "../access/index.ts";
import { findAudiobookById, listAllAudiobooks } from "./admin-queries.ts";
import { audiobookChanges } from "./changes.ts";
import { audioFileFields, audiobookFields } from "./fields.ts";
import { createAudiobook, deleteAudiobook, editAudiobook } from "./handlers.ts";
import { listeningMutations } from "./listening.ts";
import { reorderAudiobooks } from "./order.ts";
import { expectedRevisionOf, revisionOf } from "../catalogue-items/index.ts";
import { audiobookStream } from "./events.ts";
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

/** The admin's operations check the viewer before they look at anything the request carries; writes answer once the read models show them. */
export const resolvers = {
  Query: {
    getAudiobooks: async (_parent, args, ctx) => {
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
    getAudiobook: (_parent, args, ctx) => findAudiobookBySlug(ctx.services.db, args.slug),
    getAllAudiobooks: (_parent, _args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return listAllAudiobooks(ctx.services.db);
    },
    getAudiobookAsAdmin: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return findAudiobookById(ctx.services.db, args.audiobookId);
    },
  },
  Mutation: {
    /** No audiobookId creates; otherwise the arguments given change the audiobook (an absent one keeps its value). */
    editAudiobook: async (_parent, { audiobookId, expectedRevision, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      if (audiobookId == null) return (await createAudiobook(ctx, input)).audiobookId;
      await editAudiobook(ctx, audiobookId, input, expectedRevisionOf(expectedRevision));
      return audiobookId;
    },
    deleteAudiobook: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await deleteAudiobook(ctx, args.id);
      return true;
    },
    patchAudiobookOrder: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await reorderAudiobooks(ctx, args.audiobooks);
      return listAllAudiobooks(ctx.services.db);
    },
    ...listeningMutations,
  },
  Audiobook: {
    ...audiobookFields,
    /** Read from the event store for library admins only. */
    changes: (audiobook, _args, ctx) => (isAdmin(ctx.viewer) ? audiobookChanges(ctx, audiobook.id) : null),
    revision: (audiobook, _args, ctx) => revisionOf(ctx, audiobookStream(audiobook.id)),
  },
  AudioFile: audioFileFields,
} satisfies Resolvers;
