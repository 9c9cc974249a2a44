import { isDeepStrictEqual } from "node:util";
import type { RequestContext } from "../../app/context.ts";
import type { RecordedEvent } from "../../eventstore/types.ts";
import { emailsOfUsers } from "../accounts/index.ts";
import { webinarEvents, webinarPackEvents, webinarPackStream, webinarStream } from "./events.ts";

/**
 * A webinar's or pack's history for the admin (`changes`), newest first: one entry per event of its
 * stream, with the form's names of the fields an edit changed. Actors by e-mail address; the
 * library's own ("system", "demo") as they are. Reorders of the list are not listed (yet).
 */
type Change = { at: Date; actor: string; kind: "created" | "edited" | "deleted"; fields: string[] };

/** The form's name of a field of the content (prices are cents inside, euro in the form). */
const formName: Record<string, string> = { priceCents: "price", webinarIds: "webinars" };
const IGNORED = new Set(["webinarId", "webinarPackId", "slug", "order", "files", "visible"]);

function ownChanges(recorded: readonly RecordedEvent[], decode: (each: RecordedEvent) => { type: string; data: Record<string, unknown> } | undefined): Change[] {
  let details: Record<string, unknown> | null = null;
  return recorded.flatMap((each) => {
    const event = decode(each);
    if (!event) return [];
    const entry = (kind: Change["kind"], fields: string[] = []): Change[] => [{ at: each.createdAt, actor: each.metadata.actor, kind, fields }];
    if (event.type.endsWith("Created")) {
      details = event.data;
      return entry("created");
    }
    if (event.type.endsWith("Edited")) {
      const before = details ?? {};
      details = event.data;
      const changed = Object.keys(event.data).filter((key) => !IGNORED.has(key) && !isDeepStrictEqual(before[key] ?? null, event.data[key] ?? null));
      return entry("edited", changed.map((key) => formName[key] ?? key));
    }
    if (event.type.endsWith("Deleted")) return entry("deleted");
    // hidden or shown
    return entry("edited", ["visible"]);
  });
}

async function changesOf(ctx: RequestContext, stream: string, decode: (each: RecordedEvent) => { type: string; data: Record<string, unknown> } | undefined) {
  const history = ownChanges(await ctx.services.store.readStream(stream), decode).reverse();
  const emails = await emailsOfUsers(ctx.services.db, history.map((change) => Number(change.actor)).filter((id) => Number.isSafeInteger(id) && id > 0));
  return history.map((change) => ({ ...change, at: change.at.toISOString(), actor: emails.get(Number(change.actor)) ?? change.actor }));
}

export const webinarChanges = (ctx: RequestContext, webinarId: number) => changesOf(ctx, webinarStream(webinarId), (each) => webinarEvents.decode(each));
export const webinarPackChanges = (ctx: RequestContext, webinarPackId: number) => changesOf(ctx, webinarPackStream(webinarPackId), (each) => webinarPackEvents.decode(each));
