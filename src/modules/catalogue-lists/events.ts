import type { DomainEvent } from "../../eventstore/decider.ts";
import { type EventCodec, eventCodec, type Upcaster } from "../../eventstore/event-codec.ts";
import type { RecordedEvent } from "../../eventstore/types.ts";
import type { ListReordered } from "../catalogue-items/index.ts";
import type { ListEventTypes } from "./list-config.ts";

/**
 * The events of a catalogue list. Each list records them under its own names (ThemeAdded,
 * FilterEdited, ReferenceRemoved…, see ListNames); `kind` is what the event means to the code
 * every list shares, `type` and `data` what the store records.
 *
 * Item streams (`theme-<id>`): an item added (at a position, in an ordered list), edited,
 * deleted, or, in stores written before the whole order was recorded, moved to one position.
 * The order stream (`theme-list`): the whole new order after a drag and drop, one event a reorder.
 */
export type ItemFields = { id: number };
export type ItemAdded<Details> = { kind: "added"; type: string; data: ItemFields & Details & { order?: number } };
export type ItemEdited<Details> = { kind: "edited"; type: string; data: ItemFields & Details };
export type ItemMoved = { kind: "moved"; type: string; data: ItemFields & { order: number } };
export type ItemDeleted = { kind: "deleted"; type: string; data: ItemFields };
export type ItemEvent<Details> = ItemAdded<Details> | ItemEdited<Details> | ItemMoved | ItemDeleted;

/** A list's events as the store records them, typed, with their constructors. */
export type ListEvents<Details> = {
  items: EventCodec<ItemEvent<Details>>;
  order: EventCodec<ListReordered>;
  /** Every event type a projector of the list reads. */
  types: readonly string[];
  added(data: ItemAdded<Details>["data"]): ItemAdded<Details>;
  edited(data: ItemEdited<Details>["data"]): ItemEdited<Details>;
  deleted(id: number): ItemDeleted;
  reordered(order: number[]): ListReordered;
};

type Data = Record<string, unknown>;

/** A codec of one event type: the eventstore's, which turns the recorded JSON into typed data (and upcasts it). */
const codecOf = <Payload extends Data>(type: string, upcasters: readonly Upcaster[] = []) =>
  eventCodec<DomainEvent<string, Payload>>({ types: { [type]: true as const }, upcasters: { [type]: upcasters } });

/** One codec for several single-type codecs: types, versions and decoding from whichever knows the type. */
function joined<Event extends DomainEvent>(
  codecs: readonly EventCodec<DomainEvent>[],
  decode: (recorded: RecordedEvent) => Event | undefined,
): EventCodec<Event> {
  const owner = (type: string) => codecs.find((codec) => codec.has(type));
  return {
    types: codecs.flatMap((codec) => codec.types),
    has: (type): type is Event["type"] => owner(type) !== undefined,
    schemaVersion: (type) => owner(type)?.schemaVersion(type) ?? 1,
    decode,
  };
}

export function listEvents<Details extends Data>(types: ListEventTypes, legacyIdKey: string): ListEvents<Details> {
  // version 1 named the id after the list (`themeId`); version 2 calls it `id` in every list
  const idFromLegacyKey: Upcaster = ({ [legacyIdKey]: id, ...rest }) => ({ id, ...rest });
  const added = codecOf<ItemAdded<Details>["data"]>(types.added, [idFromLegacyKey]);
  const edited = codecOf<ItemEdited<Details>["data"]>(types.edited, [idFromLegacyKey]);
  const deleted = codecOf<ItemFields>(types.deleted, [idFromLegacyKey]);
  const moved = types.moved === undefined ? undefined : codecOf<ItemMoved["data"]>(types.moved, [idFromLegacyKey]);
  const reordered = types.reordered === undefined ? undefined : codecOf<ListReordered["data"]>(types.reordered);
  const items = joined<ItemEvent<Details>>([added, edited, deleted, ...(moved ? [moved] : [])], (recorded) => {
    const addition = added.decode(recorded);
    if (addition) return { kind: "added", ...addition };
    const edit = edited.decode(recorded);
    if (edit) return { kind: "edited", ...edit };
    const gone = deleted.decode(recorded);
    if (gone) return { kind: "deleted", ...gone };
    const move = moved?.decode(recorded);
    return move && { kind: "moved", ...move };
  });
  const order = joined<ListReordered>(reordered ? [reordered] : [], (recorded) => {
    const event = reordered?.decode(recorded);
    return event && { kind: "reordered", ...event };
  });
  return {
    items,
    order,
    types: [...items.types, ...order.types],
    added: (data) => ({ kind: "added", type: types.added, data }),
    edited: (data) => ({ kind: "edited", type: types.edited, data }),
    deleted: (id) => ({ kind: "deleted", type: types.deleted, data: { id } }),
    reordered(ids) {
      if (types.reordered === undefined) throw new Error(`${types.added}: the list has no order`);
      return { kind: "reordered", type: types.reordered, data: { order: ids } };
    },
  };
}
