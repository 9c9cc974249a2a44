import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { videosProjector } from "./projections/videos.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "videos",
  typeDefs: loadTypeDefs("videos"),
  resolvers,
  projectors: [videosProjector],
  storableQueries: ["getVideos", "getVideo", "getPdfUrl"],
  messages,
};

export { createVideo, deleteVideo, editVideo, reorderVideos } from "./handlers.ts";
export { videoMediaFiles } from "./media-files.ts";
export { listVisibleVideos, VIDEO_PAGE_SIZE } from "./queries.ts";
export type { VideoInput } from "./video-form.ts";
