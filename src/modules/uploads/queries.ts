import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { UploadsTable } from "./tables.ts";

export type UploadRow = Pick<UploadsTable, "id" | "path" | "status" | "status_at">;

/** A page of uploads still stored and uploaded before `before`, by id after `afterId`. */
export function storedUploadsBefore(
  db: Kysely<Database>,
  before: Date,
  afterId: number,
  limit: number,
): Promise<UploadRow[]> {
  return db
    .selectFrom("uploads")
    .select(["id", "path", "status", "status_at"])
    .where("status", "=", "stored")
    .where("uploaded_at", "<=", before)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Sweeps begun before `before` and never finished (their process stopped half-way). */
export function unfinishedSweeps(db: Kysely<Database>, before: Date): Promise<UploadRow[]> {
  return db
    .selectFrom("uploads")
    .select(["id", "path", "status", "status_at"])
    .where("status", "=", "sweeping")
    .where("status_at", "<=", before)
    .orderBy("id")
    .execute();
}

/** The uploads at these paths, by path (to tell what a file left aside in the store was). */
export async function uploadsAt(db: Kysely<Database>, paths: readonly string[]): Promise<Map<string, UploadRow>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom("uploads")
    .select(["id", "path", "status", "status_at"])
    .where("path", "in", [...paths])
    .execute();
  return new Map(rows.map((row) => [row.path, row]));
}

export type UploadView = Pick<
  UploadsTable,
  "id" | "kind" | "path" | "name" | "size" | "content_type" | "sha256" | "uploaded_by" | "uploaded_at" | "status"
>;

/** One upload as recorded, or undefined. */
export function findUpload(db: Kysely<Database>, id: number): Promise<UploadView | undefined> {
  return db
    .selectFrom("uploads")
    .select(["id", "kind", "path", "name", "size", "content_type", "sha256", "uploaded_by", "uploaded_at", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** What was uploaded at these paths (their kind and where the sweep stands), by path: what an item's form checks its files against. */
export async function uploadsByPath(
  db: Kysely<Database>,
  paths: readonly string[],
): Promise<Map<string, Pick<UploadsTable, "kind" | "status">>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom("uploads")
    .select(["path", "kind", "status"])
    .where("path", "in", [...paths])
    .execute();
  return new Map(rows.map(({ path, ...row }) => [path, row]));
}
