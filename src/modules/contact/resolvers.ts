import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { type ContactFormInput, sendContactMail } from "./handlers.ts";

export const resolvers: IResolvers<unknown, RequestContext> = {
  Mutation: {
    sendContactMail: (_parent, args: ContactFormInput, ctx: RequestContext) => sendContactMail(ctx, args),
  },
};
