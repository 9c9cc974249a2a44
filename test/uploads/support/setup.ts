import { createHash } from "node:crypto";
import { sql } from "kysely";
import { USER_ROLES } from "../../../src/modules/accounts/events.ts";
import type { FileStore } from "../../../src/shared/file-store.ts";
import { accountWithLogin, bearer } from "../../accounts/support.ts";
import type { TestServer } from "../../support/server.ts";
import { ICON, tinyPdf, tinyPng } from "./files.ts";
import { sendUpload } from "./http.ts";

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A library admin's Authorization header on this server. */
export async function libraryAdmin(server: TestServer): Promise<Record<string, string>> {
  return bearer((await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token);
}

/**
 * A file uploaded as a library admin's form uploads it, answering its path: a cover (uploadThumbnail,
 * a tiny PNG) or a theme's icon (uploadSvg). Items refer only to uploads of their kind.
 */
export async function uploaded(
  server: TestServer,
  admin: Record<string, string>,
  mutation: "uploadThumbnail" | "uploadSvg" | "uploadMethodic",
  name: string,
): Promise<string> {
  if (mutation === "uploadMethodic") {
    const answer = await sendUpload(
      server,
      `mutation ($files: [File!]!) { uploadMethodic(files: $files) { url } }`,
      { files: [{ name, bytes: tinyPdf(name) }] },
      admin,
    );
    const url = (answer.data as { uploadMethodic?: { url: string }[] } | undefined)?.uploadMethodic?.[0]?.url;
    if (typeof url !== "string") throw new Error(`uploadMethodic failed: ${JSON.stringify(answer.errors)}`);
    return url;
  }
  const file = mutation === "uploadThumbnail" ? { name, bytes: tinyPng() } : { name, bytes: Buffer.from(ICON) };
  const answer = await sendUpload(server, `mutation ($file: File!) { ${mutation}(file: $file) }`, { file }, admin);
  const url = (answer.data as Record<string, unknown> | undefined)?.[mutation];
  if (typeof url !== "string") throw new Error(`${mutation} failed: ${JSON.stringify(answer.errors)}`);
  return url;
}

/** What the uploads left behind: events of upload streams (and ids taken), and files in the store. */
export async function uploadTraces(server: TestServer): Promise<{ events: number; files: string[] }> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM events WHERE stream_name LIKE 'upload-%' OR stream_name = 'sequence-upload'`.execute(
    server.services.db,
  );
  return { events: Number(rows[0]!.count), files: await storedKeys(server.services.files) };
}

export async function storedKeys(store: FileStore, prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}

export async function readStored(store: FileStore, key: string): Promise<Buffer | null> {
  const stream = await store.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
