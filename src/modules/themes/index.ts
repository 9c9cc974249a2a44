import { loadTypeDefs } from "../../app/module.ts";
import { type ItemUsers, listModule } from "../catalogue-lists/index.ts";
import { themeList } from "./list.ts";
import { messages } from "./messages.ts";
import { themeResolvers } from "./resolvers.ts";

/** The themes' module, told which other modules' items have themes (videos), so that a theme they use is not deleted. */
export const themesModule = (users: readonly ItemUsers[]) =>
  listModule(themeList, {
    typeDefs: loadTypeDefs("themes"),
    query: "getThemes",
    messages,
    resolvers: themeResolvers(users),
  });

export { type ThemeInput, type ThemeView, themeList, themeMediaFiles } from "./list.ts";
