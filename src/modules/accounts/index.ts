import { accountsProfilesProjector } from "../../../projections/accounts-profiles.ts";
import { accountsSubscriptionsProjector } from "../../../projections/accounts-subscriptions.ts";
import { accountsUsersProjector } from "../../../projections/accounts-users.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { accountsMessages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "accounts",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [accountsProfilesProjector, accountsUsersProjector, accountsSubscriptionsProjector],
  messages: accountsMessages,
};
