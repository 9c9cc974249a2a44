import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { graphqlLimits } from "../../shared/limits.ts";
import { validate } from "../../shared/validation.ts";
import { canPlay, isAdmin } from "../access/index.ts";
import { type MediaAccess, mediaAccess, mediaUrlFor } from "../media/index.ts";
import type { Methodic } from "./events.ts";
import DataLoader from "dataloader";
import {
  findFeaturedVideo,
  findMethodicsByName,
  findVideoBySlug,
  findVideosByIds,
  listVisibleVideos,
  relatedVideos,
  VIDEO_PAGE_SIZE,
  type VideoParent,
  type VideoView,
} from "./queries.ts";
import { videoAdminResolvers } from "./admin-resolvers.ts";
import { highlightFields, localisedCardFields, localisedWholeFields } from "./video-fields.ts";

const ListArgs = Schema.Struct({
  offset: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "OFFSET_INVALID")),
  search: Schema.String.check(
    Schema.makeFilter((s: string) => s.length <= graphqlLimits.maxSearchLength || "TOO_LONG"),
  ),
});

/** Page information of an offset-paginated list: pages numbered from 0, at least one page. */
export const paginationOf = (offset: number, count: number, pageSize: number) => ({
  page: Math.floor(offset / pageSize),
  pageSize,
  pageCount: Math.max(1, Math.ceil(count / pageSize)),
  offset,
});

/** Player id and media only for viewers whose access covers the video's availability. */
const playable = (video: Pick<VideoView, "availability">, ctx: RequestContext) =>
  canPlay(ctx.viewer, video.availability);

/** A video's media and methodologies: plain for free videos, signed for entitled viewers of members-only ones. */
const mediaAccessOf = (video: Pick<VideoView, "availability">, ctx: RequestContext): MediaAccess =>
  mediaAccess({ isFree: video.availability === 2, viewerMayOpen: playable(video, ctx) });

/** Per request: the whole videos behind the cards of a list, loaded together in one statement. */
const loaders = new WeakMap<RequestContext, DataLoader<number, VideoView | undefined>>();
function wholeVideo(video: VideoParent, ctx: RequestContext): VideoView | Promise<VideoView | undefined> {
  if ("htmlDesc" in video) return video;
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const found = new Map((await findVideosByIds(ctx.services.db, ids)).map((each) => [each.id, each]));
      return ids.map((id) => found.get(id));
    });
    loaders.set(ctx, loader);
  }
  return loader.load(video.id);
}

/** A field a card does not carry, read from the whole video (a deleted one gives null or an empty list). */
const fromWhole =
  <T>(read: (video: VideoView, ctx: RequestContext) => T, missing: Awaited<T>) =>
  async (video: VideoParent, _args: unknown, ctx: RequestContext): Promise<Awaited<T>> => {
    const whole = await wholeVideo(video, ctx);
    return whole ? await read(whole, ctx) : missing;
  };

/**
 * Other items whose methodology documents the PDF viewer opens by name (audiobooks): each finds
 * the documents of that name with its item's availability. The app gives them to the module.
 */
/** A document the PDF viewer may open, and what this viewer gets of it (decided by the module that owns it). */
export type DocumentMatch = { url: string; access: MediaAccess };
/** Another module's documents by name, for getPdfUrl: audiobooks' methodologies, webinars' materials. */
export type DocumentSource = { documentsNamed(ctx: RequestContext, name: string): Promise<DocumentMatch[]> };

export const resolversWith = (documents: readonly DocumentSource[]) =>
  ({
    Query: {
      getVideos: async (_parent, args, ctx) => {
        const { offset, search } = validate(ListArgs, { offset: args.offset ?? 0, search: args.search ?? "" });
        const { videos, count } = await listVisibleVideos(ctx.services.db, {
          offset,
          themeId: args.theme,
          filterIds: args.filters,
          search,
          lang: ctx.lang,
        });
        return { videos, count, pagination: paginationOf(offset, count, VIDEO_PAGE_SIZE) };
      },
      getVideo: async (_parent, args, ctx) => {
        const video = await findVideoBySlug(ctx.services.db, args.slug);
        return { video, related: video ? await relatedVideos(ctx.services.db, video) : [] };
      },
      getFeaturedVideo: (_parent, _args, ctx) => findFeaturedVideo(ctx.services.db, ctx.lang),
      // a document shared by several items opens through the most open of them this viewer may open
      getPdfUrl: async (_parent, args, ctx) => {
        const videoDocuments = async () =>
          (await findMethodicsByName(ctx.services.db, args.name)).map((each) => ({
            url: each.url,
            access: mediaAccessOf(each, ctx),
          }));
        const candidates = (
          await Promise.all([videoDocuments(), ...documents.map((source) => source.documentsNamed(ctx, args.name))])
        ).flat();
        const chosen =
          candidates.find((each) => each.access === "public") ?? candidates.find((each) => each.access === "members");
        return chosen ? mediaUrlFor(ctx.services, ctx.viewer, chosen.url, chosen.access) : null;
      },
      ...videoAdminResolvers.Query,
    },
    Mutation: videoAdminResolvers.Mutation,
    Video: {
      ...videoAdminResolvers.Video,
      canPlay: (video, _args, ctx) => playable(video, ctx),
      ...localisedCardFields,
      htmlDesc: fromWhole(localisedWholeFields.htmlDesc, ""),
      htmlDescLang: fromWhole(localisedWholeFields.htmlDescLang, "sk"),
      // loaded only for those who may read it
      translations: (video, args, ctx) =>
        isAdmin(ctx.viewer) ? fromWhole(localisedWholeFields.translations, null)(video, args, ctx) : null,
      subtitles: fromWhole((video, ctx) => localisedWholeFields.subtitles(video, ctx, mediaAccessOf(video, ctx)), []),
      length: fromWhole((video) => video.length, null),
      themes: fromWhole((video) => video.themes, []),
      filters: fromWhole((video) => video.filters, []),
      highlights: fromWhole((video) => video.highlights, []),
      relatedVideoIds: fromWhole((video) => video.relatedVideoIds, []),
      dacastId: fromWhole((video, ctx) => (playable(video, ctx) ? video.dacastId : null), null),
      mediaUrl: fromWhole(
        (video, ctx) => mediaUrlFor(ctx.services, ctx.viewer, video.mediaUrl, mediaAccessOf(video, ctx)),
        null,
      ),
      note: fromWhole((video, ctx) => (isAdmin(ctx.viewer) ? video.note : null), null),
      tags: fromWhole(
        (video) => [
          ...video.filters.map((filter) => ({ id: filter.id, name: filter.name, type: "filters" })),
          ...video.tags.map((tag) => ({ id: tag.id, name: tag.name, type: "tags" })),
        ],
        [],
      ),
      methodics: fromWhole(
        (video, ctx): Promise<(Omit<Methodic, "url"> & { url: string | null })[]> =>
          Promise.all(
            video.methodics.map(async (methodic) => ({
              ...methodic,
              url: await mediaUrlFor(ctx.services, ctx.viewer, methodic.url, mediaAccessOf(video, ctx)),
            })),
          ),
        [],
      ),
    },
    Highlight: highlightFields,
  }) satisfies Resolvers;

export const resolvers = resolversWith([]);
