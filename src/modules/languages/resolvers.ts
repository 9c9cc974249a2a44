import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { listLanguages } from "./queries.ts";

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getLanguages: (_parent, _args, ctx: RequestContext) => listLanguages(ctx.services.db),
  },
};
