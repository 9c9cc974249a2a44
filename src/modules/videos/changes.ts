import type { RequestContext } from "../../app/context.ts";
import type { RecordedEvent } from "../../eventstore/types.ts";
import { emailsOfUsers } from "../accounts/index.ts";
import { VIDEO_LIST_STREAM, videoEvents, videoStream } from "./events.ts";
import { videoOrder } from "./order.ts";
import { type Recorded, videoHistory } from "./history.ts";

/** A change as the API shows it (ContentChange). */
export type ContentChangeView = {
  at: string;
  actor: string;
  kind: string;
  fields: string[];
  fromPosition: number | null;
  toPosition: number | null;
};

/** The library's order stream, read once per request however many videos' histories it shows. */
const listReads = new WeakMap<RequestContext, Promise<RecordedEvent[]>>();
function listStream(ctx: RequestContext): Promise<RecordedEvent[]> {
  let read = listReads.get(ctx);
  if (!read) listReads.set(ctx, (read = ctx.services.store.readStream(VIDEO_LIST_STREAM)));
  return read;
}

function decoded<Event>(
  recorded: readonly RecordedEvent[],
  decode: (event: RecordedEvent) => Event | undefined,
): Recorded<Event>[] {
  return recorded.flatMap((each) => {
    const event = decode(each);
    return event ? [{ event, at: each.createdAt, actor: each.metadata.actor, position: each.position }] : [];
  });
}

/**
 * A video's history from the event store (its stream and the list's), newest first, each actor by
 * e-mail address: a user id becomes the user's address; the library's own actors ("system",
 * "demo") stay as they are, and so does the id of a user who is gone.
 */
export async function videoChanges(ctx: RequestContext, videoId: number): Promise<ContentChangeView[]> {
  const [own, list] = await Promise.all([ctx.services.store.readStream(videoStream(videoId)), listStream(ctx)]);
  const history = videoHistory(
    videoId,
    decoded(own, (event) => videoEvents.decode(event)),
    decoded(list, (event) => videoOrder.events.order.decode(event)?.data),
  );
  const userIds = history.map((change) => Number(change.actor)).filter((id) => Number.isSafeInteger(id) && id > 0);
  const emails = await emailsOfUsers(ctx.services.db, userIds);
  return history.map((change) => ({
    ...change,
    at: change.at.toISOString(),
    actor: emails.get(Number(change.actor)) ?? change.actor,
  }));
}
