import * as Schema from "effect/Schema";
import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { graphqlLimits } from "../../shared/limits.ts";
import { validate } from "../../shared/validation.ts";
import { isAdmin, requireLibraryAdmin } from "../access/index.ts";
import { findVideoById, listAllVideos, searchFreeTags } from "./admin-queries.ts";
import { videoChanges } from "./changes.ts";
import { createVideo, deleteVideo, editVideo } from "./handlers.ts";
import { reorderVideos } from "./order.ts";
import { expectedRevisionOf, revisionOf } from "../catalogue-items/index.ts";
import { videoStream } from "./events.ts";

/**
 * The admin zone's video operations, library admins only: each checks the viewer before it looks
 * at anything the request carries. Writes answer once the read models show them (the pipeline
 * waits), so the public pages show the change at once.
 */

const TagSearch = Schema.Struct({
  searchString: Schema.Trim.check(
    Schema.isMinLength(1, { message: "REQUIRED" }),
    Schema.makeFilter((s: string) => s.length <= graphqlLimits.maxSearchLength || "TOO_LONG"),
  ),
});

/** The most videos one page of the admin list asks for. */
export const ADMIN_VIDEO_PAGE_MAX = 100;

const wholeFrom = (min: number, max: number, code: string) =>
  Schema.NullOr(
    Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= min && n <= max) || code)),
  );

/** The admin list's optional narrowing and paging (absent or null: not narrowed, every video). */
const AdminListArgs = Schema.Struct({
  search: Schema.NullOr(
    Schema.String.check(Schema.makeFilter((s: string) => s.length <= graphqlLimits.maxSearchLength || "TOO_LONG")),
  ),
  availability: wholeFrom(0, 2, "AVAILABILITY_INVALID"),
  visible: Schema.NullOr(Schema.Boolean),
  offset: wholeFrom(0, Number.MAX_SAFE_INTEGER, "OFFSET_INVALID"),
  limit: wholeFrom(1, ADMIN_VIDEO_PAGE_MAX, "LIMIT_INVALID"),
});

const adminCriteria = (args: {
  search?: string | null;
  availability?: number | null;
  visible?: boolean | null;
  offset?: number | null;
  limit?: number | null;
}) => {
  const valid = validate(AdminListArgs, {
    search: args.search ?? null,
    availability: args.availability ?? null,
    visible: args.visible ?? null,
    offset: args.offset ?? null,
    limit: args.limit ?? null,
  });
  return { ...valid, offset: valid.offset ?? 0 };
};

export const videoAdminResolvers = {
  Query: {
    getAllVideos: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return listAllVideos(ctx.services.db, adminCriteria(args));
    },
    // the videos for registered users: availability 1 (testing)
    getAllTestVideos: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return listAllVideos(ctx.services.db, { ...adminCriteria(args), availability: 1 });
    },
    getVideoAsAdmin: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return findVideoById(ctx.services.db, args.videoId);
    },
  },
  Mutation: {
    /** No videoId creates; otherwise the arguments given change the video (an absent one keeps its value). */
    editVideo: async (_parent, { videoId, expectedRevision, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      if (videoId == null) return (await createVideo(ctx, input)).videoId;
      await editVideo(ctx, videoId, input, expectedRevisionOf(expectedRevision));
      return videoId;
    },
    deleteVideo: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await deleteVideo(ctx, args.id);
      return true;
    },
    patchVideoOrder: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await reorderVideos(ctx, args.videos);
      return listAllVideos(ctx.services.db);
    },
    searchTags: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      const { searchString } = validate(TagSearch, args);
      return (await searchFreeTags(ctx.services.db, searchString)).map((tag) => ({ ...tag, type: "tags" }));
    },
  },
  Video: {
    /** Read from the event store for library admins only; nobody else learns who changed what. */
    changes: (video, _args, ctx) => (isAdmin(ctx.viewer) ? videoChanges(ctx, video.id) : null),
    revision: (video, _args, ctx) => revisionOf(ctx, videoStream(video.id)),
  },
} satisfies Resolvers;
