import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { stagingDirOf, uploadGate } from "./gate.ts";
import { uploadMessages } from "./messages.ts";
import { uploadsProjector } from "./projections/uploads.ts";
import { resolvers } from "./resolvers.ts";
import { sweepJob } from "./sweep.ts";

/**
 * Uploads of the admin's files (covers, methodology PDFs, theme icons, materials, audio): who may
 * send them and how large they may be (the gate, asked before a request's body is read), what they
 * are by their content, their safe names and unique paths, the FileUploaded events and the uploads
 * read model, and the sweep of files no item refers to. The bytes go to the process's file store
 * (Services.files); the media module serves them.
 */
export const module: AppModule = {
  name: "uploads",
  typeDefs: loadTypeDefs("uploads"),
  resolvers,
  projectors: [uploadsProjector],
  messages: uploadMessages,
  start: (services) => ({
    uploadGate: uploadGate(services),
    jobs: [sweepJob(services, stagingDirOf(services))],
  }),
};

export {
  ASIDE,
  type SweepOptions,
  type SweepReport,
  sweepUploads,
  UNREFERENCED_FOR_MS,
  UPLOADS_SWEEP_JOB,
} from "./sweep.ts";
export { findUpload, uploadsByPath, type UploadView } from "./queries.ts";
export { IMAGE_MAX_BYTES, MEDIA_MAX_BYTES, SVG_MAX_BYTES, UPLOAD_KINDS, type UploadKind } from "./kinds.ts";
export { stagingDirOf } from "./gate.ts";
export { checkReferences, DEMO_EXTENSIONS, type NamedReference, newCover } from "./references.ts";
