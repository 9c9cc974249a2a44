import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../shared/project-root.ts";

/**
 * The access module's piece of the GraphQL schema: the gate's enums, which the items' types use
 * (Video.accessDenial). Read here rather than with the app's loadTypeDefs, since the app's types
 * depend on this module's (the viewer) and the two must not import each other.
 */
export const accessModule = {
  name: "access",
  typeDefs: readFileSync(path.join(projectRoot, "src/modules/access/schema.graphql"), "utf8"),
};
