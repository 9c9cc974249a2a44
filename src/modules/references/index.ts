import { referencesProjector } from "../../../projections/references.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "references",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [referencesProjector],
  messages,
};
