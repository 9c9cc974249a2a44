import path from "node:path";
import { localFileStore } from "../../shared/file-store.ts";
import { projectRoot } from "../../shared/project-root.ts";
import type { AppModule } from "../../app/module.ts";
import { type MediaFileSource, mediaFilesProjector } from "./projections/media-files.ts";
import { mediaFileRoutes } from "./routes.ts";

/**
 * Media access: which files are served to whom, decided by the server on every file request.
 * Other modules (videos, themes, audiobooks, webinars) tell it, per file reference, whether the
 * item is public, open to this viewer, or closed (`mediaAccess`), and hand out what `mediaUrlFor`
 * gives: the plain path, a short-lived URL signed for this viewer, or nothing. The `media_files`
 * read model tells the file route which paths exist, which are public and which items refer to
 * them; each kind of item declares which of its events change its files and who may open its
 * items now (a `MediaFileSource`), and the app builds this module with all of them, so that the
 * media module depends on none of its items. A signed URL opens only for the viewer it was signed
 * for, from that viewer's session, and only while that viewer may still open one of the items
 * (re-decided at least every ACCESS_RECHECK_SECONDS: access-checks.ts).
 */
export function mediaModule(sources: readonly MediaFileSource[]): AppModule {
  return {
    name: "media",
    typeDefs: "", // no GraphQL of its own: the items' resolvers hand out the URLs
    projectors: [mediaFilesProjector(sources)],
    start: (services) => ({
      routes: [
        mediaFileRoutes(
          services,
          [
            { prefix: "/demo/", files: localFileStore(path.join(projectRoot, "demo")), maxAgeSeconds: 24 * 3600 },
            // the uploads' store (DATA_DIR/uploads or an S3 bucket), shared with the uploads module
            { prefix: "/uploads/", files: services.files, maxAgeSeconds: 3600, adminPreview: true },
          ],
          sources.flatMap((source) => (source.access ? [source.access] : [])),
        ),
      ],
    }),
  };
}

export { type MediaAccess, mediaAccess, mediaUrlFor, viewerKey } from "./media-urls.ts";
export { ACCESS_RECHECK_SECONDS, itemsNamed, type MediaItemAccess, type MediaServices } from "./access-checks.ts";
export { type FileOwner, type SignedFileVerdict, signedFileVerdict } from "./signed-file-verdict.ts";
export { type MediaFolder, mediaFileRoutes } from "./routes.ts";
export { type FileReference, localFiles, type MediaFile, type MediaFileSource } from "./projections/media-files.ts";
export {
  SIGNED_URL_LIFETIME_SECONDS,
  SIGNED_URL_WINDOW_SECONDS,
  type SignatureVerdict,
  signedMediaUrl,
  signedUrlExpiry,
  verifyMediaSignature,
} from "./signing.ts";
export { urlSigningKey } from "./signing-secret.ts";
export { type FileAccess, fileAccess, fileOwners, referencedPaths } from "./queries.ts";
export { encodeUrlPath, localMediaPath, storedReference } from "./media-path.ts";
