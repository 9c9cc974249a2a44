import { isDeepStrictEqual } from "node:util";
import { comparePositions, type GlobalPosition } from "../../eventstore/types.ts";
import { type MovePlaces, movedByReorder, placesOfMove } from "../../shared/list-places.ts";
import type { VideoContent, VideoEvent } from "./events.ts";

/**
 * A video's history for the admin (Video.changes): one entry per event of its stream, and one for
 * each reorder of the library's list (`video-list`) that moved it, with its places before and after
 * where known (src/shared/list-places.ts). Pure: the events come in with when and by whom they
 * were recorded.
 */
export type ChangeKind = "created" | "edited" | "reordered" | "deleted";
export type Change = { at: Date; actor: string; kind: ChangeKind; fields: string[] } & MovePlaces;

/** A recorded event with what the history shows of its recording. */
export type Recorded<Event> = { event: Event; at: Date; actor: string; position: GlobalPosition };

/** The form's (editVideo's) name of each content field, in the form's order. */
const FORM_FIELDS: readonly [keyof VideoContent, string][] = [
  ["title", "title"],
  ["subtitle", "subtitle"],
  ["thumbnail", "thumbnail"],
  ["htmlDesc", "htmlDesc"],
  ["availability", "availability"],
  ["dacastId", "dacastId"],
  ["mediaUrl", "mediaUrl"],
  ["length", "length"],
  ["visible", "visible"],
  ["note", "note"],
  ["filterIds", "filters"],
  ["themeIds", "themes"],
  ["tags", "tags"],
  ["methodics", "methodics"],
  ["highlights", "highlights"],
  ["relatedVideoIds", "related"],
  ["translations", "translations"],
  ["subtitles", "subtitles"],
];

/** What the history compares: the content, and the position an event of the video's own stream gave (before the list's). */
export type Snapshot = { content: VideoContent; order?: number };

/** The form's names of the fields that differ between two successive states of a video. */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  const fields = FORM_FIELDS.filter(
    ([key]) => !isDeepStrictEqual(before.content[key] ?? null, after.content[key] ?? null),
  ).map(([, name]) => name);
  // an edit recorded before the order was the list's could move the video
  return after.order !== undefined && after.order !== before.order ? [...fields, "order"] : fields;
}

const NO_PLACES: MovePlaces = { fromPosition: null, toPosition: null };

/**
 * The places of a one-video move (VideoReordered, stores written before the list's stream): the
 * number it set, and the one the video's own events gave it last, unknown without one. Deletions
 * of other videos in between are not counted: reading every stream for them is not worth it.
 */
function oneVideoMove(before: number | undefined, after: number): MovePlaces {
  if (before === undefined) return { fromPosition: null, toPosition: after };
  return before === after ? NO_PLACES : { fromPosition: before, toPosition: after };
}

/** One entry per event of the video's own stream, oldest first. */
function ownChanges(events: readonly Recorded<VideoEvent>[]): (Change & { position: GlobalPosition })[] {
  let state = null as Snapshot | null;
  const changes: (Change & { position: GlobalPosition })[] = [];
  for (const { event, at, actor, position } of events) {
    const entry = (kind: ChangeKind, fields: string[] = [], places: MovePlaces = NO_PLACES) =>
      changes.push({ at, actor, kind, fields, ...places, position });
    switch (event.type) {
      case "VideoCreated":
      case "VideoEdited": {
        const {
          videoId: _id,
          slug: _slug,
          formerSlug: _former,
          order,
          ...content
        } = event.data as typeof event.data & { formerSlug?: string };
        const next: Snapshot = { content, order: order ?? state?.order };
        if (event.type === "VideoCreated" || state === null) entry("created");
        // an address the admin chose shows as a change of the field "slug"
        else entry("edited", [...changedFields(state, next), ...(_former ? ["slug"] : [])]);
        state = next;
        break;
      }
      case "VideoFilterRemoved":
        if (state)
          state = {
            ...state,
            content: {
              ...state.content,
              filterIds: state.content.filterIds.filter((id) => id !== event.data.filterId),
            },
          };
        entry("edited", ["filters"]);
        break;
      case "VideoReordered":
        entry("reordered", [], oneVideoMove(state?.order, event.data.order));
        if (state) state = { ...state, order: event.data.order };
        break;
      case "VideoDeleted":
        entry("deleted");
        break;
    }
  }
  return changes;
}

/** The video's changes, newest first: its own events' and the list reorders that moved it, in the order they were recorded. */
export function videoHistory(
  videoId: number,
  own: readonly Recorded<VideoEvent>[],
  reorders: readonly Recorded<{ order: number[] }>[],
): Change[] {
  const moves = reorders.flatMap(({ event, at, actor, position }, i) => {
    const earlier = i === 0 ? null : reorders[i - 1]!.event.order;
    return movedByReorder(videoId, earlier, event.order)
      ? [
          {
            at,
            actor,
            kind: "reordered" as const,
            fields: [],
            ...placesOfMove(videoId, earlier, event.order),
            position,
          },
        ]
      : [];
  });
  return [...ownChanges(own), ...moves]
    .sort((a, b) => comparePositions(b.position, a.position))
    .map(({ position: _position, ...change }) => change);
}
