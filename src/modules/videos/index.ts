import { videosProjector } from "../../../projections/videos.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "videos",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [videosProjector],
  messages,
};
