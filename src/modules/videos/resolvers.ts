import type { IResolvers } from "@graphql-tools/utils";
import { Schema } from "effect";
import type { RequestContext } from "../../app/context.ts";
import { validate } from "../../shared/validation.ts";
import { canPlay, isAdmin } from "../access/policy.ts";
import { findVideoBySlug, listVisibleVideos, methodicUrlByName, relatedVideos, VIDEO_PAGE_SIZE, type VideoView } from "./queries.ts";

type GetVideosArgs = { offset?: number | null; theme?: number | null; filters?: number[] | null; search?: string | null };

const Offset = Schema.Struct({
  offset: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "OFFSET_INVALID")),
});

/** Page information of an offset-paginated list: pages numbered from 0, at least one page. */
export const paginationOf = (offset: number, count: number, pageSize: number) => ({
  page: Math.floor(offset / pageSize),
  pageSize,
  pageCount: Math.max(1, Math.ceil(count / pageSize)),
  offset,
});

/** Player id and media only for viewers whose access covers the video's availability. */
const playable = (video: VideoView, ctx: RequestContext) => canPlay(ctx.viewer, video.availability);

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getVideos: async (_parent, args: GetVideosArgs, ctx: RequestContext) => {
      const { offset } = validate(Offset, { offset: args.offset ?? 0 });
      const { videos, count } = await listVisibleVideos(ctx.services.db, { offset, themeId: args.theme, filterIds: args.filters, search: args.search });
      return { videos, count, pagination: paginationOf(offset, count, VIDEO_PAGE_SIZE) };
    },
    getVideo: async (_parent, args: { slug: string }, ctx: RequestContext) => {
      const video = await findVideoBySlug(ctx.services.db, args.slug);
      return { video, related: video ? await relatedVideos(ctx.services.db, video) : [] };
    },
    getPdfUrl: (_parent, args: { name: string }, ctx: RequestContext) => methodicUrlByName(ctx.services.db, args.name),
  },
  Video: {
    canPlay: (video: VideoView, _args, ctx: RequestContext) => playable(video, ctx),
    dacastId: (video: VideoView, _args, ctx: RequestContext) => (playable(video, ctx) ? video.dacastId : null),
    mediaUrl: (video: VideoView, _args, ctx: RequestContext) => (playable(video, ctx) ? video.mediaUrl : null),
    note: (video: VideoView, _args, ctx: RequestContext) => (isAdmin(ctx.viewer) ? video.note : null),
    tags: (video: VideoView) => [
      ...video.filters.map((filter) => ({ id: filter.id, name: filter.name, type: "filters" })),
      ...video.tags.map((tag) => ({ id: tag.id, name: tag.name, type: "tags" })),
    ],
  },
};
