import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { sendContactMail } from "./handlers.ts";

export const resolvers: Resolvers = {
  Mutation: {
    sendContactMail: (_parent, args, ctx) => sendContactMail(ctx, args),
  },
};
