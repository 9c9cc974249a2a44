import type { Services } from "../../app/context.ts";
import type { Viewer } from "../access/index.ts";
import { localMediaPath } from "./media-path.ts";
import { signedMediaUrl } from "./signing.ts";
import { urlSigningKey } from "./signing-secret.ts";

/**
 * What a viewer gets of an item's file, decided by the item's module with the access policy:
 * "public" (a free item: the plain path), "members" (the viewer may open a members-only item: a
 * signed URL), "denied" (nothing).
 */
export type MediaAccess = "public" | "members" | "denied";

/** The access for an item that is free or not, and a viewer who may open it or not. */
export const mediaAccess = (item: { isFree: boolean; viewerMayOpen: boolean }): MediaAccess =>
  !item.viewerMayOpen ? "denied" : item.isFree ? "public" : "members";

/** Who a URL is signed for. */
export const viewerKey = (viewer: Viewer): string => (viewer.kind === "user" ? viewer.userId : "anonymous");

/**
 * The URL to hand to this viewer for a file the catalogue refers to (a path like
 * /demo/media/x.mp4, or another host's URL, which cannot be signed and is given as it is). A
 * members-only file is signed for a signed-in viewer only: the file route opens it for that
 * viewer's session alone, so a URL for nobody in particular would open for nobody.
 */
export async function mediaUrlFor(
  services: Pick<Services, "db" | "config" | "clock">,
  viewer: Viewer,
  reference: string | null,
  access: MediaAccess,
): Promise<string | null> {
  if (reference === null || access === "denied") return null;
  if (access === "public") return reference;
  if (viewer.kind !== "user") return null;
  const path = localMediaPath(reference);
  if (path === null) return reference;
  return signedMediaUrl(await urlSigningKey(services), path, viewerKey(viewer), services.clock.now());
}
