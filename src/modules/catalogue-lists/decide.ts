import { isDeepStrictEqual } from "node:util";
import type * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import type { ItemEvent, ItemFields, ListEvents } from "./events.ts";
import { validateBoth, validateOrder } from "./validation.ts";
import type { ListNames } from "./list-config.ts";

/** How many of other modules' items use a list's item, and the titles of the first of them. */
export type Usage = { count: number; titles: string[] };

/** The item another module's items are moved to before a deletion, and whether it exists (from its stream). */
export type Replacement = { id: number; exists: boolean };

/**
 * The admin's commands on one item; `input` is the form as sent, `order` its position in an ordered
 * list. A deletion carries what still uses the item (looked up by the handler) and, where the admin
 * picked one, the replacement its users were moved to first.
 */
export type ItemCommand<Input> =
  | { type: "Add"; id: number; input: Input; order?: number }
  | { type: "Edit"; id: number; input: Input }
  | { type: "Delete"; id: number; usage?: Usage; replacement?: Replacement };

/** The refusal's parameters: the number of users and their titles, "…" when more use it than are named. */
export const usageParams = (usage: Usage): { count: number; names: string } => ({
  count: usage.count,
  names: [...usage.titles, ...(usage.count > usage.titles.length ? ["…"] : [])].join(", "),
});

/**
 * A replacement must be another item of the list that exists: REPLACEMENT_SAME or the list's
 * not-found code, on the `replacementId` field. Asked before anything is moved, and by `decide`.
 */
export function checkReplacement(names: Pick<ListNames, "notFound">, id: number, replacement: Replacement): void {
  if (replacement.id === id) throw new ValidationError([{ field: "replacementId", code: "REPLACEMENT_SAME" }]);
  if (!replacement.exists) throw new ValidationError([{ field: "replacementId", code: names.notFound }]);
}

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
        // nothing is left pointing at a deleted item: its users were moved to the replacement, or none uses it
        if (command.replacement) checkReplacement(names, command.id, command.replacement);
        if (command.usage && command.usage.count > 0) throw new DomainError(names.inUse, usageParams(command.usage));
        return [events.deleted(command.id)];
      }
      const details = validate(rules.details, command.input);
      return sameDetails(details, state.item) ? [] : [events.edited({ id: command.id, ...details })];
    },
  };
}
