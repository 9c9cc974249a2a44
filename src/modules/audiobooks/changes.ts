import { isDeepStrictEqual } from "node:util";
import type { RequestContext } from "../../app/context.ts";
import { comparePositions, type GlobalPosition, type RecordedEvent } from "../../eventstore/types.ts";
import { type MovePlaces, movedByReorder, placesOfMove } from "../../shared/list-places.ts";
import { emailsOfUsers } from "../accounts/index.ts";
import {
  AUDIOBOOK_LIST_STREAM,
  type AudiobookDetails,
  type AudiobookEvent,
  audiobookEvents,
  audiobookStream,
} from "./events.ts";
import { audiobookOrder } from "./order.ts";

/**
 * An audiobook's history for the admin (Audiobook.changes), newest first: one entry per event of
 * its stream (the form's names of what changed) and one for each reorder of the library's list
 * that moved it, with its places before and after where known (src/shared/list-places.ts). Actors
 * by e-mail address; the library's own ("system", "demo") as they are.
 */
export type Change = {
  at: Date;
  actor: string;
  kind: "created" | "edited" | "reordered" | "deleted";
  fields: string[];
  position: GlobalPosition;
} & MovePlaces;

const DETAIL_FIELDS: readonly (keyof AudiobookDetails)[] = [
  "title",
  "subtitle",
  "thumbnail",
  "htmlDesc",
  "availability",
  "languageId",
  "note",
  "tags",
  "methodics",
  "translations",
];
const FIELDS_OF: Partial<Record<AudiobookEvent["type"], string[]>> = {
  AudioFilesAdded: ["audioFiles"],
  AudioFilesRemoved: ["audioFiles"],
  AudioFilesReordered: ["audioFiles"],
  AudiobookEbookReplaced: ["materials"],
  AudiobookHidden: ["visible"],
  AudiobookShown: ["visible"],
  AudiobookLanguageRemoved: ["languageId"],
  AudiobookLanguageMoved: ["languageId"],
};

/** One entry per event of the audiobook's stream, oldest first. */
export function ownChanges(recorded: readonly RecordedEvent[]): Change[] {
  let details: Partial<AudiobookDetails> | null = null;
  return recorded.flatMap((each) => {
    const event = audiobookEvents.decode(each);
    if (!event) return [];
    const entry = (kind: Change["kind"], fields: string[] = []): Change[] => [
      {
        at: each.createdAt,
        actor: each.metadata.actor,
        kind,
        fields,
        fromPosition: null,
        toPosition: null,
        position: each.position,
      },
    ];
    if (event.type === "AudiobookCreated" || event.type === "AudiobookEdited") {
      const before = details;
      details = event.data;
      if (event.type === "AudiobookCreated" || before === null) return entry("created");
      const moved = event.type === "AudiobookEdited" && event.data.formerSlug ? ["slug"] : [];
      return entry("edited", [
        ...DETAIL_FIELDS.filter((key) => !isDeepStrictEqual(before[key] ?? null, event.data[key] ?? null)),
        ...moved,
      ]);
    }
    return event.type === "AudiobookDeleted" ? entry("deleted") : entry("edited", FIELDS_OF[event.type] ?? []);
  });
}

/** What the history shows of a reorder's recording. */
type ListRecording = Pick<RecordedEvent, "createdAt" | "position"> & { metadata: { actor: string } };

/** The whole-list reorders that moved the audiobook, oldest first, each with its places. */
export function movesOf(
  audiobookId: number,
  orders: readonly { order: readonly number[]; each: ListRecording }[],
): Change[] {
  return orders.flatMap(({ order, each }, i) => {
    const earlier = i === 0 ? null : orders[i - 1]!.order;
    if (!movedByReorder(audiobookId, earlier, order)) return [];
    return [
      {
        at: each.createdAt,
        actor: each.metadata.actor,
        kind: "reordered" as const,
        fields: [],
        ...placesOfMove(audiobookId, earlier, order),
        position: each.position,
      },
    ];
  });
}

export async function audiobookChanges(ctx: RequestContext, audiobookId: number) {
  const [own, list] = await Promise.all([
    ctx.services.store.readStream(audiobookStream(audiobookId)),
    ctx.services.store.readStream(AUDIOBOOK_LIST_STREAM),
  ]);
  const orders = list.flatMap((each) => {
    const event = audiobookOrder.events.order.decode(each);
    return event ? [{ order: event.data.order, each }] : [];
  });
  const history = [...ownChanges(own), ...movesOf(audiobookId, orders)].sort((a, b) =>
    comparePositions(b.position, a.position),
  );
  const emails = await emailsOfUsers(
    ctx.services.db,
    history.map((change) => Number(change.actor)).filter((id) => Number.isSafeInteger(id) && id > 0),
  );
  return history.map(({ position: _p, ...change }) => ({
    ...change,
    at: change.at.toISOString(),
    actor: emails.get(Number(change.actor)) ?? change.actor,
  }));
}
