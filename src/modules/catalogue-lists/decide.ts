import { isDeepStrictEqual } from "node:util";
import type * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import type { ItemEvent, ItemFields, ListEvents } from "./events.ts";
import { validateBoth, validateOrder } from "./validation.ts";
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
