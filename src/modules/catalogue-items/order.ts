import { isDeepStrictEqual } from "node:util";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { type EventCodec, eventCodec } from "../../eventstore/event-codec.ts";
import { DomainError, type ErrorCode, type FieldIssue, ValidationError } from "../../shared/errors.ts";

/**
 * A list whose every change of order is one event holding the whole new order (the videos'
 * `video-list`, a theme list's `theme-list`), so that concurrent reorders end in one of the orders
 * sent, never in a mix with an item twice or a gap. The admin's positions are places in the whole
 * list, numbered from 1; they may name every item (a drag and drop of the whole list) or only some
 * (the range a drag moved, one item moved to a place): the items named take their places, the
 * others keep their order around them.
 */
export type Position = { id: number; order: number };

/** A reorder: the positions the admin gave, and every item of the list in its current order. */
export type PlaceInOrder = { type: "Reorder"; positions: readonly Position[]; current: readonly number[] };

/** The list's order as last recorded; null before the first reorder. */
export type OrderState = { order: readonly number[] | null };

/** The list's items in their new order, first to last (`kind` is what the event means to the shared code). */
export type ListReordered = { kind: "reordered"; type: string; data: { order: number[] } };

/** The events of an order stream: its one event type, read and made. */
export type OrderEvents = { order: EventCodec<ListReordered>; reordered(order: number[]): ListReordered };

/** The codec and constructor of one "whole order" event type (VideosReordered { order }). */
export function orderEvents(type: string): OrderEvents {
  const codec = eventCodec<DomainEvent<string, ListReordered["data"]>>({ types: { [type]: true } });
  return {
    order: {
      ...codec,
      decode: (recorded) => {
        const event = codec.decode(recorded);
        return event && { kind: "reordered", ...event };
      },
    },
    reordered: (ids) => ({ kind: "reordered", type, data: { order: ids } }),
  };
}

/** Positions checked as a whole: no item twice, none at one place twice, whole numbers from 1. */
export function validateReorder(items: readonly Position[]): void {
  const issues: FieldIssue[] = [];
  const duplicate = items.find((item, index) => items.findIndex((other) => other.id === item.id) !== index);
  if (duplicate) issues.push({ field: "id", code: "DUPLICATE_ID", params: { id: duplicate.id } });
  const misplaced = items.findIndex((item) => !(Number.isInteger(item.order) && item.order >= 1));
  if (misplaced >= 0) issues.push({ field: `${misplaced}.order`, code: "ORDER_INVALID" });
  const shared = items.findIndex((item, index) => items.findIndex((other) => other.order === item.order) !== index);
  if (misplaced < 0 && shared >= 0)
    issues.push({ field: `${shared}.order`, code: "DUPLICATE_ORDER", params: { order: items[shared]!.order } });
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * The whole list after a reorder: slot by slot from the first, an item named for that slot (or an
 * earlier one) goes there, otherwise the next item not named, in its current order. Positions past
 * the end put their items at the end, in their order. Always each item once, numbered 1…n.
 */
export function placeInOrder(current: readonly number[], positions: readonly Position[]): number[] {
  const named = new Set(positions.map((item) => item.id));
  const moved = [...positions].sort((a, b) => a.order - b.order);
  const rest = current.filter((id) => !named.has(id));
  const order: number[] = [];
  let m = 0;
  let r = 0;
  while (m < moved.length || r < rest.length) {
    const slot = order.length + 1;
    if (m < moved.length && (moved[m]!.order <= slot || r >= rest.length)) order.push(moved[m++]!.id);
    else order.push(rest[r++]!);
  }
  return order;
}

/**
 * The rules of a whole-order list: positions checked as a whole, every item named must be in the
 * list (else `notFound`), and a reorder that changes nothing records nothing.
 */
export function wholeOrderDecider(rules: {
  notFound: ErrorCode;
  events: OrderEvents;
}): Decider<OrderState, PlaceInOrder, ListReordered> {
  return {
    events: rules.events.order,
    initialState: () => ({ order: null }),
    evolve: (_state, event) => ({ order: event.data.order }),
    decide(command, state) {
      validateReorder(command.positions);
      const listed = new Set(command.current);
      const missing = command.positions.find((item) => !listed.has(item.id));
      if (missing) throw new DomainError(rules.notFound, { id: missing.id });
      const order = placeInOrder(command.current, command.positions);
      // recorded again when the last order recorded differs (another admin's, not shown yet)
      const unchanged =
        isDeepStrictEqual(order, command.current) && (state.order === null || isDeepStrictEqual(order, state.order));
      return unchanged ? [] : [rules.events.reordered(order)];
    },
  };
}
