import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { FileOwner } from "./signed-file-verdict.ts";

/** "public": anyone may fetch the file; "members": only with a signed URL. */
export type FileAccess = "public" | "members";

/** How a file may be served, or null when no item refers to it (then it is not served). One indexed query. */
export async function fileAccess(db: Kysely<Database>, decodedPath: string): Promise<FileAccess | null> {
  const row = await db
    .selectFrom("media_files")
    .select(sql<boolean | null>`bool_or(public)`.as("public"))
    .where("path", "=", decodedPath)
    .executeTakeFirst();
  if (row?.public === null || row?.public === undefined) return null;
  return row.public ? "public" : "members";
}

/** The items that refer to a file (none when it is not served), for a signed URL's check. One query on the primary key's leading column. */
export async function fileOwners(db: Kysely<Database>, decodedPath: string): Promise<FileOwner[]> {
  return db.selectFrom("media_files").select(["owner", "public"]).where("path", "=", decodedPath).execute();
}

/**
 * Which of these paths some item refers to: what the uploads' sweeper asks before it takes a file
 * away. One query on the primary key's leading column.
 */
export async function referencedPaths(db: Kysely<Database>, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom("media_files")
    .select("path")
    .distinct()
    .where("path", "in", [...paths])
    .execute();
  return new Set(rows.map((row) => row.path));
}
