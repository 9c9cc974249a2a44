import { languagesProjector } from "../../../projections/languages.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "languages",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [languagesProjector],
  messages,
};
