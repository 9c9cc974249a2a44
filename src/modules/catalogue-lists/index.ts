import type { AppModule } from "../../app/module.ts";
import type { Decider } from "../../eventstore/decider.ts";
import type { Projector } from "../../eventstore/projector.ts";
import type { MessageCatalogue } from "../../shared/messages.ts";
import { type ListReordered, type OrderState, type PlaceInOrder, wholeOrderDecider } from "../catalogue-items/index.ts";
import { type ItemCommand, type ItemState, itemDecider } from "./decide.ts";
import { type ItemEvent, type ListEvents, listEvents } from "./events.ts";
import { type ListCommands, listCommands } from "./handlers.ts";
import { type ListConfig, type ListNames, listNames } from "./list-config.ts";
import { listMessages } from "./messages.ts";
import { type ListTables, listProjector } from "./projector.ts";
import { type ListQueries, listQueries } from "./queries.ts";

/**
 * The catalogue's small lists (themes, filters, languages, references; more to come) written once:
 * each list module gives its config (what an item is called and its own fields) and gets its
 * events, rules, read model, queries, commands and AppModule from `catalogueList`.
 */
export type CatalogueList<Details, Input, OrderField extends string> = ListQueries<Details, OrderField> &
  ListCommands<Input> & {
    names: ListNames;
    events: ListEvents<Details>;
    itemDecider: Decider<ItemState<Details>, ItemCommand<Input>, ItemEvent<Details>>;
    orderDecider: Decider<OrderState, PlaceInOrder, ListReordered>;
    projector: Projector<ListTables>;
  };

export function catalogueList<Details extends Record<string, unknown>, Input, OrderField extends string = never>(
  config: ListConfig<Details, Input, OrderField>,
): CatalogueList<Details, Input, OrderField> {
  const names = listNames(config);
  // what every part of the list is built from
  const core = {
    names,
    events: listEvents<Details>(names.types, names.legacyIdKey),
    details: config.details,
    columns: config.columns,
  };
  const deciders = {
    itemDecider: itemDecider(core),
    orderDecider: wholeOrderDecider({ notFound: names.notFound, events: core.events }),
  };
  const queries = listQueries({ ...core, orderField: config.orderField });
  const commands = listCommands({
    ...core,
    ...deciders,
    nextOrder: queries.nextOrder,
    currentOrder: async (db) => (await queries.items(db)).map((item) => item.id),
    checkDetails: config.checkDetails,
  });
  return { ...queries, ...commands, ...deciders, names, events: core.events, projector: listProjector(core) };
}

/**
 * A list's AppModule: its schema piece, its resolvers (the list module's own, each operation by
 * its name: the query answering the whole list and, for library admins, `listAdmin`'s use cases),
 * its projector and its error codes. The query answering the whole list is storable.
 */
export function listModule<Details, Input, OrderField extends string>(
  list: CatalogueList<Details, Input, OrderField>,
  options: { typeDefs: string; query: string; messages: MessageCatalogue; resolvers: AppModule["resolvers"] },
): AppModule {
  return {
    name: list.names.name,
    typeDefs: options.typeDefs,
    resolvers: options.resolvers,
    projectors: [list.projector],
    messages: { ...listMessages, ...options.messages },
    storableQueries: [options.query],
  };
}

export type { ItemCommand, ItemState, Usage } from "./decide.ts";
export { NAMED_USERS, usageIn } from "./usage.ts";
export type { ItemEvent, ListEvents } from "./events.ts";
export { type ItemUsers, type ListCommands, usageOf } from "./handlers.ts";
export { type ListAdmin, listAdmin } from "./admin.ts";
export type { DetailsCheck, ListConfig, ListNames, ListView } from "./list-config.ts";
export {
  FlaggedNameFields,
  flaggedNameColumns,
  LanguageFlag,
  LocalisedNameFields,
  localisedNameColumns,
  OptionalLanguageFlag,
  RequiredLanguageFlag,
  oneItemPerLanguageFlag,
  validateBoth,
  validateOrder,
} from "./validation.ts";
