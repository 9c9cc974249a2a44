import { loadTypeDefs } from "../../app/module.ts";
import { listModule } from "../catalogue-lists/index.ts";
import { filterList } from "./list.ts";
import { messages } from "./messages.ts";

export const module = listModule(filterList, { typeDefs: loadTypeDefs("filters"), query: "getBaseTags", messages });

export { type FilterInput, type FilterView, filterList } from "./list.ts";
