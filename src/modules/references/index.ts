import { loadTypeDefs } from "../../app/module.ts";
import { listModule } from "../catalogue-lists/index.ts";
import { referenceList } from "./list.ts";
import { messages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

/** The references' list, and the admin's form: editReference creates (no id) or edits, as the spec names it. */
export const module = listModule(referenceList, {
  typeDefs: loadTypeDefs("references"),
  query: "getReferences",
  messages,
  resolvers,
});

export { type ReferenceInput, type ReferenceView, referenceList, saveReference } from "./list.ts";
