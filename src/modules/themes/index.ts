import { themesProjector } from "../../../projections/themes.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "themes",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [themesProjector],
  messages,
};
