import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { listFilters } from "./queries.ts";

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getBaseTags: (_parent, _args, ctx: RequestContext) => listFilters(ctx.services.db),
  },
};
