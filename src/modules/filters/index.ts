import { filtersProjector } from "../../../projections/filters.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "filters",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [filtersProjector],
  messages,
};
