import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { listReferences } from "./queries.ts";

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getReferences: (_parent, _args, ctx: RequestContext) => listReferences(ctx.services.db),
  },
};
