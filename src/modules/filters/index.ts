import { loadTypeDefs } from "../../app/module.ts";
import { type ItemUsers, listModule } from "../catalogue-lists/index.ts";
import { filterList } from "./list.ts";
import { messages } from "./messages.ts";
import { filterResolvers } from "./resolvers.ts";

/** The filters' module, told which other modules' items have filters (videos), so that a deleted filter is taken off them first. */
export const filtersModule = (users: readonly ItemUsers[]) =>
  listModule(filterList, {
    typeDefs: loadTypeDefs("filters"),
    query: "getBaseTags",
    messages,
    resolvers: filterResolvers(users),
  });

export { type FilterInput, type FilterView, filterList } from "./list.ts";
