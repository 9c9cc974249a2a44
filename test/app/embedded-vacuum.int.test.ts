import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VACUUM_JOB } from "../../src/db/maintenance.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** PGlite runs no autovacuum: the server's own job vacuums the read models every hour, not at start. */
describe.skipIf(testDatabaseKind !== "pglite")("vacuuming the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
  }, 120_000);
  afterAll(() => server?.close());

  const lastVacuum = async (table: string) =>
    (
      await sql<{
        at: string | null;
      }>`SELECT last_vacuum::text AS at FROM pg_stat_user_tables WHERE relname = ${table}`.execute(server.services.db)
    ).rows[0]?.at ?? null;
  const size = async (table: string) =>
    Number(
      (await sql<{ bytes: string }>`SELECT pg_relation_size(${table})::text AS bytes`.execute(server.services.db))
        .rows[0]!.bytes,
    );
  const rewriteEveryCard = async (times: number) => {
    for (let i = 0; i < times; i++)
      await sql`UPDATE video_cards SET sort_order = sort_order + 1`.execute(server.services.db);
  };

  it("does nothing at start, then vacuums every table, so rewritten rows leave space that is used again", async () => {
    expect(await lastVacuum("video_cards")).toBeNull(); // the run at start did nothing
    await rewriteEveryCard(20);
    const bloated = await size("video_cards");

    const result = await server.services.jobs.runNow<{ tables: number }>(VACUUM_JOB);
    expect(result.tables).toBeGreaterThan(10);
    expect(await lastVacuum("video_cards")).not.toBeNull();
    expect(await lastVacuum("events")).not.toBeNull();

    await rewriteEveryCard(20);
    expect(await size("video_cards")).toBe(bloated);
  });
});
