import path from "node:path";
import type { Services } from "../../app/context.ts";
import type { UploadGate } from "../../app/module.ts";
import { resolveViewer, tokenFromRequest } from "../accounts/index.ts";
import { requireLibraryAdmin } from "../access/index.ts";
import { kindOfMutation, MAX_FILES_PER_REQUEST, UPLOAD_KINDS } from "./kinds.ts";

/** Where received files wait until their operation has answered: DATA_DIR/incoming (never served). */
export const stagingDirOf = (services: Pick<Services, "config">) => path.join(services.config.dataDir, "incoming");

/**
 * Who may send files to /graphql, decided from the session before the body is read (library
 * admins only: an anonymous client cannot make the server take a single byte of a file), and the
 * largest file each upload mutation takes.
 */
export function uploadGate(services: Services): UploadGate {
  return {
    async admit(headers) {
      const authorization = headers.authorization;
      requireLibraryAdmin(await resolveViewer(services, tokenFromRequest(authorization, headers.cookie)));
    },
    maxFileBytes: (field) => {
      const kind = kindOfMutation(field);
      return kind && UPLOAD_KINDS[kind].maxBytes;
    },
    maxFiles: MAX_FILES_PER_REQUEST,
    stagingDir: stagingDirOf(services),
  };
}
