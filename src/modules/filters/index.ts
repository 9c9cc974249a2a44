import { loadTypeDefs } from "../../app/module.ts";
import { type ItemUsers, listModule } from "../catalogue-lists/index.ts";
import { filterList } from "./list.ts";
import { messages } from "./messages.ts";

/** The filters' module, told which other modules' items have filters (videos), so that a deleted filter is taken off them first. */
export const filtersModule = (users: readonly ItemUsers[]) =>
  listModule(filterList, {
    typeDefs: loadTypeDefs("filters"),
    query: "getBaseTags",
    messages,
    admin: {
      operations: {
        add: "addFilter",
        edit: "editFilter",
        remove: "deleteFilter",
        reorder: "patchFilterOrder",
        reorderArgument: "filters",
      },
      users,
    },
  });

export { type FilterInput, type FilterView, filterList } from "./list.ts";
