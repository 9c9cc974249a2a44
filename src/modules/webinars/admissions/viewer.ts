import type { RequestContext } from "../../../app/context.ts";
import { isAdmin, type Viewer } from "../../access/index.ts";
import { admits } from "./decide.ts";
import { type AdmissionView, admissionsOf } from "../queries.ts";

/** The signed-in viewer's admissions, read once per request. */
export function viewerAdmissions(ctx: RequestContext): Promise<AdmissionView[]> {
  if (ctx.viewer.kind !== "user") return Promise.resolve([]);
  const cache = ctx as RequestContext & { webinarAdmissions?: Promise<AdmissionView[]> };
  cache.webinarAdmissions ??= admissionsOf(ctx.services.db, Number(ctx.viewer.profileId));
  return cache.webinarAdmissions;
}

/** The viewer's valid admission to a webinar that lasts longest; null when none (compared with the clock: nothing runs at the expiry). */
export async function admissionTo(
  ctx: RequestContext,
  match: (a: AdmissionView) => boolean,
): Promise<AdmissionView | null> {
  const now = ctx.services.clock.now();
  const valid = (await viewerAdmissions(ctx)).filter((a) => match(a) && admits(a.expiresAt, now));
  return valid.sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0] ?? null;
}
export const webinarAdmission = (w: { id: number }, ctx: RequestContext) =>
  admissionTo(ctx, (a) => a.webinarIds.includes(w.id));

/**
 * Who may watch a webinar (its recording and documents): a library admin, or a viewer with a valid
 * admission to it. The resolvers hand out its URLs by this rule, and the file route re-decides it
 * for every signed URL (media-files.ts), so an admission removed or run out closes them too.
 */
export const mayWatchWith = (
  viewer: Viewer,
  admissions: readonly AdmissionView[],
  webinarId: number,
  now: Date,
): boolean => isAdmin(viewer) || admissions.some((a) => a.webinarIds.includes(webinarId) && admits(a.expiresAt, now));
export const mayWatch = async (w: { id: number }, ctx: RequestContext) =>
  mayWatchWith(ctx.viewer, await viewerAdmissions(ctx), w.id, ctx.services.clock.now());
