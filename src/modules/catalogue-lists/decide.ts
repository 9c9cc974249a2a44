import { isDeepStrictEqual } from "node:util";
import type * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import type { ItemEvent, ItemFields, ListEvents, ListReordered } from "./events.ts";
import { validateBoth, validateOrder, validateReorder } from "./fields.ts";
import type { ListNames } from "./list-config.ts";

/**
 * The admin's commands on one item; `input` is the form as sent, `order` its position in an ordered
 * list, `inUse` whether another module's item uses it (looked up by the handler, for a list whose
 * items are kept while used).
 */
export type ItemCommand<Input> =
  | { type: "Add"; id: number; input: Input; order?: number }
  | { type: "Edit"; id: number; input: Input }
  | { type: "Delete"; id: number; inUse?: boolean };

export type ItemState<Details> =
  { status: "none" } | { status: "active"; item: ItemFields & Details } | { status: "deleted" };

/** A drag-and-drop reorder: the positions the admin gave, and which of the items named exist (read from their streams). */
export type ReorderList = {
  type: "Reorder";
  positions: readonly { id: number; order: number }[];
  activeIds: readonly number[];
};

/** The list's order as last recorded; null before the first reorder. */
export type OrderState = { order: readonly number[] | null };

type ItemRules<Details, Input> = {
  names: ListNames;
  details: Schema.Codec<Details, Input>;
  columns: { readonly [Field in keyof Details]-?: string };
  events: ListEvents<Details>;
};

/**
 * Checks a new item's details and (in an ordered list) its position together: the handler calls
 * it before taking an id, so a refused item writes nothing, and `decide` calls it again.
 */
export function newItemOf<Details, Input>(
  rules: Pick<ItemRules<Details, Input>, "names" | "details">,
  input: Input,
  order: number | undefined,
) {
  const [details, position] = validateBoth(
    () => validate(rules.details, input),
    () => (rules.names.ordered ? validateOrder(order ?? Number.NaN) : undefined),
  );
  return position === undefined ? details : { ...details, order: position };
}

export function itemDecider<Details extends Record<string, unknown>, Input>(
  rules: ItemRules<Details, Input>,
): Decider<ItemState<Details>, ItemCommand<Input>, ItemEvent<Details>> {
  const { names, events } = rules;
  const sameDetails = (a: Details, b: Details) =>
    Object.keys(rules.columns).every((field) => isDeepStrictEqual(a[field], b[field]));
  return {
    events: events.items,
    initialState: () => ({ status: "none" }),
    evolve(state, event) {
      switch (event.kind) {
        case "added":
          return { status: "active", item: event.data };
        case "edited":
        case "moved":
          return state.status === "active" ? { status: "active", item: { ...state.item, ...event.data } } : state;
        case "deleted":
          return { status: "deleted" };
      }
    },
    decide(command, state) {
      if (command.type === "Add") {
        if (state.status !== "none") throw new DomainError(names.alreadyExists);
        return [events.added({ id: command.id, ...newItemOf(rules, command.input, command.order) })];
      }
      if (state.status !== "active") throw new DomainError(names.notFound);
      if (command.type === "Delete") {
        // a theme goes only once no video has it; a filter or language is taken off what has it
        if (names.keptWhileUsed && command.inUse) throw new DomainError(names.inUse);
        return [events.deleted(command.id)];
      }
      const details = validate(rules.details, command.input);
      return sameDetails(details, state.item) ? [] : [events.edited({ id: command.id, ...details })];
    },
  };
}

export function orderDecider<Details>(
  rules: Pick<ItemRules<Details, unknown>, "names" | "events">,
): Decider<OrderState, ReorderList, ListReordered> {
  return {
    events: rules.events.order,
    initialState: () => ({ order: null }),
    evolve: (_state, event) => ({ order: event.data.order }),
    decide(command, state) {
      validateReorder(command.positions);
      if (command.positions.some((item) => !command.activeIds.includes(item.id)))
        throw new DomainError(rules.names.notFound);
      const order = [...command.positions].sort((a, b) => a.order - b.order).map((item) => item.id);
      return order.length === 0 || isDeepStrictEqual(order, state.order) ? [] : [rules.events.reordered(order)];
    },
  };
}
