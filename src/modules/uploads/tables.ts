import type { UploadKind } from "./kinds.ts";
import type { UploadStatus } from "./events.ts";

/**
 * The uploads read model: one row per upload, its file's place and fingerprint, and where the
 * sweep stands (stored → sweeping → swept, or back to stored). The sweeper pages through the rows
 * not yet swept by id (index uploads_unswept).
 */
export interface UploadsTable {
  id: number;
  kind: UploadKind;
  /** Decoded URL path, unique. */
  path: string;
  name: string;
  size: number;
  content_type: string;
  sha256: string;
  /** The acting user's id (event metadata). */
  uploaded_by: string;
  uploaded_at: Date;
  status: UploadStatus;
  /** When the status last changed. */
  status_at: Date;
}

export interface UploadTables {
  uploads: UploadsTable;
}
