import type { RequestContext } from "../../app/context.ts";
import type { RecordedEvent } from "../../eventstore/types.ts";
import { emailsOfUsers } from "../accounts/index.ts";
import {
  WEBINAR_LIST_STREAM,
  WEBINAR_PACK_LIST_STREAM,
  webinarEvents,
  webinarPackEvents,
  webinarPackStream,
  webinarStream,
} from "./events.ts";
import { type ItemEvent, itemHistory, type ListOrder, type Recorded } from "./history.ts";
import { webinarOrder, webinarPackOrder } from "./order.ts";

/**
 * A webinar's or pack's history for the admin (`changes`) from the event store: its own stream and
 * the library's order stream (history.ts), newest first. Actors by e-mail address; the library's
 * own ("system", "demo") as they are, and a user who is gone by the id.
 */

/** The order streams, read once per request however many items' histories it shows. */
const listReads = new WeakMap<RequestContext, Map<string, Promise<RecordedEvent[]>>>();
function listStream(ctx: RequestContext, stream: string): Promise<RecordedEvent[]> {
  let reads = listReads.get(ctx);
  if (!reads) listReads.set(ctx, (reads = new Map()));
  let read = reads.get(stream);
  if (!read) reads.set(stream, (read = ctx.services.store.readStream(stream)));
  return read;
}

function decoded<Event>(
  recorded: readonly RecordedEvent[],
  decode: (each: RecordedEvent) => Event | undefined,
): Recorded<Event>[] {
  return recorded.flatMap((each) => {
    const event = decode(each);
    return event ? [{ event, at: each.createdAt, actor: each.metadata.actor, position: each.position }] : [];
  });
}

type Source = {
  stream: string;
  list: string;
  decodeOwn: (each: RecordedEvent) => ItemEvent | undefined;
  decodeOrder: (each: RecordedEvent) => ListOrder | undefined;
};

async function changesOf(ctx: RequestContext, itemId: number, source: Source) {
  const [own, list] = await Promise.all([ctx.services.store.readStream(source.stream), listStream(ctx, source.list)]);
  const history = itemHistory(itemId, decoded(own, source.decodeOwn), decoded(list, source.decodeOrder));
  const emails = await emailsOfUsers(
    ctx.services.db,
    history.map((change) => Number(change.actor)).filter((id) => Number.isSafeInteger(id) && id > 0),
  );
  return history.map((change) => ({
    ...change,
    at: change.at.toISOString(),
    actor: emails.get(Number(change.actor)) ?? change.actor,
  }));
}

export const webinarChanges = (ctx: RequestContext, webinarId: number) =>
  changesOf(ctx, webinarId, {
    stream: webinarStream(webinarId),
    list: WEBINAR_LIST_STREAM,
    decodeOwn: (each) => webinarEvents.decode(each),
    decodeOrder: (each) => webinarOrder.events.order.decode(each)?.data,
  });

export const webinarPackChanges = (ctx: RequestContext, webinarPackId: number) =>
  changesOf(ctx, webinarPackId, {
    stream: webinarPackStream(webinarPackId),
    list: WEBINAR_PACK_LIST_STREAM,
    decodeOwn: (each) => webinarPackEvents.decode(each),
    decodeOrder: (each) => webinarPackOrder.events.order.decode(each)?.data,
  });
