import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { currentSlugOf, formerSlugsProjector } from "../catalogue-items/index.ts";
import type { VideoTables } from "./tables.ts";
import { messages } from "./messages.ts";
import { tagsProjector } from "./projections/tags.ts";
import { videosProjector } from "./projections/videos.ts";
import { type DocumentSource, resolversWith } from "./resolvers.ts";

/** The videos' module; `documents`: other items whose methodology PDFs the PDF viewer opens too (getPdfUrl). */
export const videosModule = (documents: readonly DocumentSource[]): AppModule => ({
  name: "videos",
  typeDefs: loadTypeDefs("videos"),
  resolvers: resolversWith(documents),
  projectors: [
    videosProjector,
    tagsProjector,
    formerSlugsProjector<VideoTables>({
      name: "video-former-slugs",
      table: "video_former_slugs",
      edited: "VideoEdited",
      deleted: "VideoDeleted",
      idKey: "videoId",
    }),
  ],
  storableQueries: ["getVideos", "getVideo", "getFeaturedVideo", "getPdfUrl"],
  formerAddresses: [
    {
      route: "video",
      currentSlug: (db, slug) => currentSlugOf(db, { formerSlugs: "video_former_slugs", items: "videos" }, slug),
    },
  ],
  messages,
});

export const module: AppModule = videosModule([]);
export type { DocumentMatch, DocumentSource } from "./resolvers.ts";

export { createVideo, deleteVideo, editVideo, type VideoLoading } from "./handlers.ts";
export { reorderVideos } from "./order.ts";
export { videoFilterUsers, videoThemeUsers } from "./list-users.ts";
export { videoMediaFiles } from "./media-files.ts";
export { listVisibleVideos, VIDEO_PAGE_SIZE } from "./queries.ts";
/** The rows a Video and a Highlight are resolved from (codegen.ts maps the GraphQL types to them). */
export type { VideoParent } from "./queries.ts";
export type { Highlight as VideoHighlight } from "./events.ts";
export type { VideoInput } from "./form.ts";
/** What audiobooks share with videos: the free-tag registry and the translated texts' rules and choice of language. */
export { registerTags } from "./registries.ts";
export { TRANSLATION_LANGS, type TranslationLang, type VideoTranslations } from "./events.ts";
export { fieldOf, keptTranslations, localised, TranslationsSchema } from "./translations.ts";
