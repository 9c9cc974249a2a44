import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { listThemes } from "./queries.ts";

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    getThemes: (_parent, _args, ctx: RequestContext) => listThemes(ctx.services.db),
  },
};
