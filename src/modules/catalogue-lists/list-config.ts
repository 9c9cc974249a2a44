import type * as Schema from "effect/Schema";
import type { Services } from "../../app/context.ts";
import type { ErrorCode } from "../../shared/errors.ts";

/**
 * What sets one catalogue list apart from the others: what its items are called, the fields an
 * item has besides its id (and, in an ordered list, its position), and where the read model keeps
 * them. Everything else (events, rules, read model, queries, commands) is the same for every list.
 */
export type ListConfig<Details, Input, OrderField extends string = never> = {
  /**
   * What one item is called, in lower case: "theme" gives the item streams `theme-<id>`, ids from
   * `sequence-theme`, the order stream `theme-list`, the codes THEME_NOT_FOUND and
   * THEME_ALREADY_EXISTS, the events ThemeAdded, ThemeEdited, ThemeDeleted and ThemesReordered,
   * and the projector and table `themes`.
   */
  entity: string;
  /** Checks and normalises what the admin form sends into the details an event records. */
  details: Schema.Codec<Details, Input>;
  /** The read-model column of each detail. */
  columns: NoInfer<{ readonly [Field in keyof Details]-?: string }>;
  /** The table, when it is not `<entity>s`. */
  table?: string;
  /** An ordered list: the API's name of an item's position (themeOrder, tagOrder, order). */
  orderField?: OrderField;
  /** Verbs of the item events that differ from "Added" and "Deleted" (references say Created, Removed). */
  verbs?: { added?: string; deleted?: string };
  /**
   * Checks an item's details against what lies outside the list (a theme's icon must be an SVG of
   * the library), given its details before an edit (null for a new item). Asked after the list's
   * own rules and before an id is taken or anything written; refuses with a ValidationError.
   */
  checkDetails?: DetailsCheck<Details>;
};

/** A check of an item's details outside the list's rules (ListConfig.checkDetails). */
export type DetailsCheck<Details> = (
  services: Pick<Services, "db">,
  details: Details,
  current: Details | null,
) => Promise<void>;

/** The event types of one list, as the store records them. */
export type ListEventTypes = {
  added: string;
  edited: string;
  deleted: string;
  /** The whole order of the list (ordered lists). */
  reordered?: string;
  /** One item moved to a position: how ordered lists recorded a reorder before the whole order was (read, never written). */
  moved?: string;
};

/** The names a list's config gives: streams, event types, codes, table. */
export type ListNames = {
  /** The projector's and the module's name. */
  name: string;
  table: string;
  /** The kind of its ids (`sequence-<entity>`). */
  idKind: string;
  itemStream: (id: number) => string;
  /** The stream holding the list's order. */
  orderStream: string;
  notFound: ErrorCode;
  alreadyExists: ErrorCode;
  /** The refusal to delete an item another module's item uses, with their number and titles (`{count}`, `{names}`). */
  inUse: ErrorCode;
  /** The API's name of an item's position, in an ordered list. */
  orderField: string | undefined;
  types: ListEventTypes;
  /** What older events called an item's id (`themeId`): upcast to `id`. */
  legacyIdKey: string;
  ordered: boolean;
};

export function listNames(
  config: Pick<ListConfig<unknown, unknown, string>, "entity" | "table" | "orderField" | "verbs">,
): ListNames {
  const { entity } = config;
  const Entity = entity.charAt(0).toUpperCase() + entity.slice(1);
  const CODE = entity.toUpperCase();
  const ordered = config.orderField !== undefined;
  return {
    name: `${entity}s`,
    table: config.table ?? `${entity}s`,
    idKind: entity,
    itemStream: (id) => `${entity}-${id}`,
    orderStream: `${entity}-list`,
    // built from the entity's name, so the compiler cannot see them: the list module's messages test checks each has a text
    notFound: `${CODE}_NOT_FOUND` as ErrorCode,
    alreadyExists: `${CODE}_ALREADY_EXISTS` as ErrorCode,
    inUse: `${CODE}_IN_USE` as ErrorCode,
    orderField: config.orderField,
    types: {
      added: `${Entity}${config.verbs?.added ?? "Added"}`,
      edited: `${Entity}Edited`,
      deleted: `${Entity}${config.verbs?.deleted ?? "Deleted"}`,
      ...(ordered ? { reordered: `${Entity}sReordered`, moved: `${Entity}Reordered` } : {}),
    },
    legacyIdKey: `${entity}Id`,
    ordered,
  };
}

/** An item as the API shows it: its id, its details and, in an ordered list, its position. */
export type ListView<Details, OrderField extends string> = { id: number } & Details & {
    readonly [Field in OrderField]: number;
  };
