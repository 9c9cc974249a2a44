import type { Kysely } from "kysely";
import type { RequestContext } from "../../app/context.ts";
import type { AppModule } from "../../app/module.ts";
import type { Database } from "../../db/database.ts";
import type { Decider } from "../../eventstore/decider.ts";
import type { Projector } from "../../eventstore/projector.ts";
import type { MessageCatalogue } from "../../shared/messages.ts";
import { type ItemCommand, type ItemState, itemDecider, type OrderState, orderDecider, type ReorderList } from "./decide.ts";
import { type ItemEvent, type ListEvents, type ListReordered, listEvents } from "./events.ts";
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
    orderDecider: Decider<OrderState, ReorderList, ListReordered>;
    projector: Projector<ListTables>;
  };

export function catalogueList<Details extends Record<string, unknown>, Input, OrderField extends string = never>(
  config: ListConfig<Details, Input, OrderField>,
): CatalogueList<Details, Input, OrderField> {
  const names = listNames(config);
  // what every part of the list is built from
  const core = { names, events: listEvents<Details>(names.types, names.legacyIdKey), details: config.details, columns: config.columns };
  const deciders = { itemDecider: itemDecider(core), orderDecider: orderDecider(core) };
  const queries = listQueries({ ...core, orderField: config.orderField });
  const commands = listCommands({ ...core, ...deciders, nextOrder: queries.nextOrder });
  return { ...queries, ...commands, ...deciders, names, events: core.events, projector: listProjector(core) };
}

/** A list's AppModule: its schema piece, the query answering the whole list, its projector and its error codes. */
export function listModule(
  list: { names: ListNames; projector: Projector<ListTables>; items(db: Kysely<Database>): Promise<unknown[]> },
  options: { typeDefs: string; query: string; messages: MessageCatalogue },
): AppModule {
  return {
    name: list.names.name,
    typeDefs: options.typeDefs,
    resolvers: { Query: { [options.query]: (_parent: unknown, _args: unknown, ctx: RequestContext) => list.items(ctx.services.db) } },
    projectors: [list.projector],
    messages: { ...listMessages, ...options.messages },
    storableQueries: [options.query],
  };
}

export type { ItemCommand, ItemState, OrderState, ReorderList } from "./decide.ts";
export type { ItemEvent, ListEvents, ListReordered } from "./events.ts";
export type { ListCommands, WriteContext } from "./handlers.ts";
export type { ListConfig, ListNames, ListView } from "./list-config.ts";
export {
  LanguageFlag,
  LocalisedNameFields,
  localisedNameColumns,
  OptionalLanguageFlag,
  RequiredLanguageFlag,
  SortOrder,
  validateOrder,
  validateReorder,
} from "./fields.ts";
