import { loadTypeDefs } from "../../app/module.ts";
import { listModule } from "../catalogue-lists/index.ts";
import { referenceList } from "./list.ts";
import { messages } from "./messages.ts";

export const module = listModule(referenceList, { typeDefs: loadTypeDefs("references"), query: "getReferences", messages });

export { type ReferenceInput, type ReferenceView, referenceList, saveReference } from "./list.ts";
