import { readFileSync } from "node:fs";
import type { IResolvers } from "@graphql-tools/utils";
import type { Projector } from "../../projections/projector.ts";
import type { MessageCatalogue } from "../shared/messages.ts";
import type { RequestContext, Services } from "./context.ts";

/**
 * What a business module contributes to the process: its piece of the GraphQL schema (extending
 * the shared Query and Mutation types), resolvers, projectors and localised error messages.
 */
export type AppModule = {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, RequestContext>;
  projectors?: Projector[];
  /** Projectors with side effects (sending mail…), built with the services they need. */
  reactors?: (services: Pick<Services, "config" | "mail" | "clock" | "log">) => Projector[];
  messages?: MessageCatalogue;
};

/** Reads a module's schema.graphql next to the calling file: `loadTypeDefs(import.meta.url)`. */
export const loadTypeDefs = (moduleUrl: string, fileName = "schema.graphql"): string =>
  readFileSync(new URL(`./${fileName}`, moduleUrl), "utf8");
