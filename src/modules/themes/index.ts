import { loadTypeDefs } from "../../app/module.ts";
import { listModule } from "../catalogue-lists/index.ts";
import { themeList } from "./list.ts";
import { messages } from "./messages.ts";

export const module = listModule(themeList, { typeDefs: loadTypeDefs("themes"), query: "getThemes", messages });

export { type ThemeInput, type ThemeView, themeList, themeMediaFiles } from "./list.ts";
