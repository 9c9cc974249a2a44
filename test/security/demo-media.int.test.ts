import { realpathSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusOf } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Issue 21, low 2: the paid demo webinars used the free videos' clips (and the first one a free
 * story's PDFs), and a file is public when any item refers to it publicly, so their files were
 * served to anybody. Every demo item now refers to paths of its own, and a path of a paid item
 * never leads to the same file on disk as a public path.
 */
type Row = { path: string; owner: string; public: boolean };
const demoFolder = path.resolve(import.meta.dirname, "../../demo");
const onDisk = (urlPath: string) => realpathSync(path.join(demoFolder, urlPath.slice("/demo/".length)));

describe(`demo media distinct per item (${testDatabaseKind})`, () => {
  let server: TestServer;
  let rows: Row[];

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    rows = (await server.services.db.selectFrom("media_files").select(["path", "owner", "public"]).execute()) as Row[];
  }, 180_000);
  afterAll(() => server?.close());

  it("refers to no path from two demo items", () => {
    expect(rows.length).toBeGreaterThan(100);
    const owners = new Map<string, string[]>();
    for (const row of rows) owners.set(row.path, [...(owners.get(row.path) ?? []), row.owner]);
    expect([...owners].filter(([, of]) => of.length > 1)).toEqual([]);
  });

  it("keeps the files behind paid or members-only paths apart from every public one, and every path leads to a file", () => {
    const publicFiles = new Set(rows.filter((row) => row.public).map((row) => onDisk(row.path)));
    const shared = rows.filter((row) => !row.public && publicFiles.has(onDisk(row.path)));
    expect(shared.map((row) => `${row.owner} ${row.path}`)).toEqual([]);
  });

  it("serves a paid webinar's recording and materials and a subscription video's clip only with a signature, a free video's to anybody", async () => {
    const webinar = rows.filter((row) => row.owner.startsWith("webinar-") && !row.public);
    expect(webinar.map((row) => row.path)).toEqual(
      expect.arrayContaining(["/demo/media/webinar-1.mp4", "/demo/methodics/webinar-1-metodika.pdf"]),
    );
    for (const { path: paid } of webinar) expect(await statusOf(server, paid), paid).toBe(403);
    const free = rows.filter((row) => row.owner.startsWith("video-") && row.public && row.path.startsWith("/demo/"));
    // stories 7 … 44 too: their own paths (links to the clip they had) lead to a playable file
    expect(free.filter((row) => /^\/demo\/media\/story-(\d\d)\.mp4$/.test(row.path)).length).toBeGreaterThan(10);
    for (const { path: open } of free) expect(await statusOf(server, open), open).toBe(200);
    const subscription = rows.filter(
      (row) => row.owner.startsWith("video-") && !row.public && row.path.startsWith("/demo/media/"),
    );
    expect(subscription.length).toBeGreaterThan(20);
    for (const { path: locked } of subscription) expect(await statusOf(server, locked), locked).toBe(403);
  });
});
