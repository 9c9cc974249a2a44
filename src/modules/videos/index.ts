import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { videosProjector } from "./projections/videos.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "videos",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [videosProjector],
  messages,
};

export { createVideo, deleteVideo, editVideo, reorderVideos } from "./handlers.ts";
export { videoMediaFiles } from "./media-files.ts";
export type { VideoInput } from "./video-form.ts";
