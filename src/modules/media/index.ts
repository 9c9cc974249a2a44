import path from "node:path";
import { localFileStore } from "../../shared/file-store.ts";
import { projectRoot } from "../../shared/project-root.ts";
import type { AppModule } from "../../app/module.ts";
import { type MediaFileSource, mediaFilesProjector } from "./projections/media-files.ts";
import { mediaFileRoutes } from "./routes.ts";

/**
 * Media access: which files are served to whom, decided by the server on every file request.
 * Other modules (videos and themes today; audiobooks and webinars later) tell it, per file
 * reference, whether the item is public, open to this viewer, or closed (`mediaAccess`), and
 * hand out what `mediaUrlFor` gives: the plain path, a short-lived signed URL, or nothing. The
 * `media_files` read model tells the file route which paths exist and which are public; each kind
 * of item declares which of its events change its files (a `MediaFileSource`), and the app builds
 * this module with all of them, so that the media module depends on none of its items.
 */
export function mediaModule(sources: readonly MediaFileSource[]): AppModule {
  return {
    name: "media",
    typeDefs: "", // no GraphQL of its own: the items' resolvers hand out the URLs
    projectors: [mediaFilesProjector(sources)],
    start: (services) => ({
      routes: [
        mediaFileRoutes(services, [
          { prefix: "/demo/", files: localFileStore(path.join(projectRoot, "demo")), maxAgeSeconds: 24 * 3600 },
          // the uploads' store (DATA_DIR/uploads or an S3 bucket), shared with the uploads module
          { prefix: "/uploads/", files: services.files, maxAgeSeconds: 3600, adminPreview: true },
        ]),
      ],
    }),
  };
}

export { type MediaAccess, mediaAccess, mediaUrlFor, viewerKey } from "./media-urls.ts";
export { type MediaFolder, mediaFileRoutes } from "./routes.ts";
export { type FileReference, localFiles, type MediaFile, type MediaFileSource } from "./projections/media-files.ts";
export { SIGNED_URL_LIFETIME_SECONDS, SIGNED_URL_WINDOW_SECONDS, type SignatureVerdict, signedMediaUrl, signedUrlExpiry, verifyMediaSignature } from "./signing.ts";
export { urlSigningKey } from "./signing-secret.ts";
export { type FileAccess, fileAccess, referencedPaths } from "./queries.ts";
export { encodeUrlPath, localMediaPath, storedReference } from "./media-path.ts";
