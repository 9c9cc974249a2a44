import { loadTypeDefs } from "../../app/module.ts";
import { type ItemUsers, listModule } from "../catalogue-lists/index.ts";
import { languageList } from "./list.ts";
import { messages } from "./messages.ts";
import { languageResolvers } from "./resolvers.ts";

/** The languages' module, told which items are read in a language (audiobooks): a deleted language is taken off them first. */
export const languagesModule = (users: readonly ItemUsers[]) =>
  listModule(languageList, {
    typeDefs: loadTypeDefs("languages"),
    query: "getLanguages",
    messages,
    resolvers: languageResolvers(users),
  });

/** The module without users (tests of the catalogue alone). */
export const module = languagesModule([]);

export { type LanguageInput, type LanguageView, languageList } from "./list.ts";
