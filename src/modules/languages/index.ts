import { loadTypeDefs } from "../../app/module.ts";
import { listModule } from "../catalogue-lists/index.ts";
import { languageList } from "./list.ts";
import { messages } from "./messages.ts";

export const module = listModule(languageList, { typeDefs: loadTypeDefs("languages"), query: "getLanguages", messages });

export { type LanguageInput, type LanguageView, languageList } from "./list.ts";
