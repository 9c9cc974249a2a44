import DataLoader from "dataloader";
import type { RequestContext } from "../../app/context.ts";
import { ValidationError } from "../../shared/errors.ts";
import { requireLibraryAdmin } from "../access/index.ts";

/**
 * The revision an admin's edit starts from: every admin item shows its stream's revision
 * (`revision: Int!`), its form sends it back as `expectedRevision`, and the command handler
 * refuses the edit when the stream has moved on (EDIT_CONFLICT). No second lock: the event
 * store's own revision does the work.
 */

/** The revisions asked for in one request, read together (one statement on PostgreSQL). */
const loaders = new WeakMap<object, DataLoader<string, number>>();

/** An item's stream revision, for library admins only (nobody else learns how often items change). */
export function revisionOf(ctx: Pick<RequestContext, "services" | "viewer">, streamName: string): Promise<number> {
  requireLibraryAdmin(ctx.viewer);
  let loader = loaders.get(ctx);
  if (!loader) {
    const { store } = ctx.services;
    loader = new DataLoader(async (names: readonly string[]) => {
      const revisions = store.streamRevisions
        ? await store.streamRevisions(names)
        : new Map(
            await Promise.all(
              names.map(async (name) => [name, (await store.readStream(name)).at(-1)?.revision ?? -1n] as const),
            ),
          );
      return names.map((name) => Number(revisions.get(name) ?? -1n));
    });
    loaders.set(ctx, loader);
  }
  return loader.load(streamName);
}

/** The `expectedRevision` argument of an edit: absent, or a revision the item has had (0 or more). */
export function expectedRevisionOf(value: number | null | undefined): bigint | undefined {
  if (value == null) return undefined;
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ValidationError([{ field: "expectedRevision", code: "INVALID" }]);
  return BigInt(value);
}
