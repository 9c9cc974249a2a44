import { isDeepStrictEqual } from "node:util";
import { comparePositions, type GlobalPosition } from "../../eventstore/types.ts";
import { placesIn } from "../../shared/list-places.ts";

/**
 * A webinar's or pack's history for the admin (`changes`), pure: one entry per event of its own
 * stream (the form's names of the fields an edit changed), and one for each reorder of the
 * library's list (`webinar-list`, `webinar-pack-list`) that changed its place, with its place
 * before and after (src/shared/list-places.ts). Places count from 1, as the admin's list numbers them.
 */
export type ChangeKind = "created" | "edited" | "reordered" | "deleted" | "webinarRemoved";
export type Change = {
  at: Date;
  actor: string;
  kind: ChangeKind;
  fields: string[];
  fromPosition: number | null;
  toPosition: number | null;
};

/** A recorded event with what the history shows of its recording. */
export type Recorded<Event> = { event: Event; at: Date; actor: string; position: GlobalPosition };
/** An event of a webinar's or pack's stream, as decoded (WebinarCreated, WebinarPackEdited…). */
export type ItemEvent = { type: string; data: Record<string, unknown> };
/** A whole-order event of the list: every item, first to last. */
export type ListOrder = { order: readonly number[] };

type Entry = Change & { position: GlobalPosition };

/** The form's name of a field of the content (prices are cents inside, euro in the form). */
const FORM_NAME: Record<string, string> = { priceCents: "price", webinarIds: "webinars" };
/** What an edit carries besides the form's fields. */
const NOT_IN_FORM = new Set(["webinarId", "webinarPackId", "slug", "formerSlug", "order", "files", "visible"]);

/** One entry per event of the item's own stream, oldest first. */
function ownChanges(events: readonly Recorded<ItemEvent>[]): Entry[] {
  let details: Record<string, unknown> | null = null;
  return events.map(({ event, at, actor, position }) => {
    const entry = (kind: ChangeKind, fields: string[] = []): Entry => ({
      at,
      actor,
      kind,
      fields,
      fromPosition: null,
      toPosition: null,
      position,
    });
    if (event.type.endsWith("Created")) {
      details = event.data;
      return entry("created");
    }
    if (event.type.endsWith("Edited")) {
      const before = details ?? {};
      details = event.data;
      const changed = Object.keys(event.data).filter(
        (key) => !NOT_IN_FORM.has(key) && !isDeepStrictEqual(before[key] ?? null, event.data[key] ?? null),
      );
      return entry(
        "edited",
        changed.map((key) => FORM_NAME[key] ?? key),
      );
    }
    if (event.type.endsWith("Deleted")) return entry("deleted");
    // a pack's webinar was deleted and left it: the pack's webinars changed without its form
    if (event.type === "WebinarPackWebinarRemoved") {
      if (details)
        details = {
          ...details,
          webinarIds: (details.webinarIds as number[]).filter((id) => id !== event.data.webinarId),
        };
      // the one thing it names is the webinar, by its title when it was deleted
      return entry("webinarRemoved", [String(event.data.title)]);
    }
    // hidden or shown
    return entry("edited", ["visible"]);
  });
}

/** The reorders that changed the item's place, oldest first, each with its place before and after. */
export function movesOf(itemId: number, reorders: readonly Recorded<ListOrder>[]): Entry[] {
  return reorders.flatMap(({ event, at, actor, position }, i) => {
    const places = placesIn(itemId, i === 0 ? null : reorders[i - 1]!.event.order, event.order);
    if (places === null || places.from === places.to) return [];
    return [
      { at, actor, kind: "reordered" as const, fields: [], fromPosition: places.from, toPosition: places.to, position },
    ];
  });
}

/** The item's changes, newest first: its own events' and the reorders that moved it, as they were recorded. */
export function itemHistory(
  itemId: number,
  own: readonly Recorded<ItemEvent>[],
  reorders: readonly Recorded<ListOrder>[],
): Change[] {
  return [...ownChanges(own), ...movesOf(itemId, reorders)]
    .sort((a, b) => comparePositions(b.position, a.position))
    .map(({ position: _position, ...change }) => change);
}
