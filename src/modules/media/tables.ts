import type { Generated } from "kysely";

/**
 * Which files the library serves and to whom: one row per file and item referring to it (the
 * owner is the item's stream, "video-12", "theme-3"). A file is public when any of its owners
 * shows it to everybody; a file without rows is not served at all. The file route asks about one
 * path per request: `bool_or(public) WHERE path = …`, served by the primary key's leading column.
 */
export interface MediaFilesTable {
  /** Decoded URL path, e.g. /demo/media/story-3.mp4. */
  path: string;
  owner: string;
  public: boolean;
}

/** Secrets every process sharing the database must agree on (the media URL signing key), never logged, never in an event. */
export interface ServerSecretsTable {
  name: string;
  /** base64 */
  value: string;
  created_at: Generated<Date>;
}

/** The media module's tables: the read model of served files, and the process-shared secrets. */
export interface MediaTables {
  media_files: MediaFilesTable;
  server_secrets: ServerSecretsTable;
}
