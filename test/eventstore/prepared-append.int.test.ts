import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, sql } from "../../src/db/connection.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { WrongExpectedRevisionError } from "../../src/eventstore/types.ts";
import { createTestDatabase, testDatabaseUrl } from "../support/database.ts";
import { newEvent, uniqueStreamName } from "./contract.ts";

async function openPglite(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: "pglite" });
  await migrateToLatest(database.db);
  return database;
}

const backends = [
  { name: "PGlite", open: openPglite },
  ...(testDatabaseUrl ? [{ name: "PostgreSQL", open: createTestDatabase }] : []),
];

/**
 * Appends go through prepared statements (src/db/prepared.ts); in PGlite their arguments are
 * written into the statement's text: what a caller passes must arrive exactly as given and never
 * become SQL.
 */
describe.each(backends)("prepared appends on $name", ({ name, open }) => {
  let database: DatabaseHandle;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await open();
    store = new PostgresEventStore(database.db, { prepared: database.prepared });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  const hostile = [
    "O'Brien",
    "'); DELETE FROM events; --",
    "\\'",
    "$1",
    "''",
    "Živá knižnica 🎧",
    "back\\slash",
    "\n\t",
  ];

  it("stores quotes, backslashes and SQL-looking text exactly as given, in names, types and data", async () => {
    for (const text of hostile) {
      const stream = `${uniqueStreamName("quotes")}${text}`;
      const first = newEvent(`Typed${text}`, { text, nested: { list: [text] } });
      const second = newEvent("Second", { text });
      await store.appendToStream(stream, [first], "no_stream");
      await store.appendToStream(stream, [second], 0n);
      await store.appendToStream(stream, [newEvent("Third", { text }), newEvent("Fourth", { text })], "any");
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.streamName, e.type, e.data.text])).toEqual([
        [stream, `Typed${text}`, text],
        [stream, "Second", text],
        [stream, "Third", text],
        [stream, "Fourth", text],
      ]);
      expect(read[0]!.data).toEqual(first.data);
      expect(read[0]!.metadata).toEqual(first.metadata);
    }
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(database.db);
    expect(rows[0]!.count).toBe(hostile.length * 4);
  });

  it("refuses an append to a stream that is not where the caller expected it, and appends nothing", async () => {
    const stream = uniqueStreamName("conflict");
    await store.appendToStream(stream, [newEvent("First")], "no_stream");
    await expect(store.appendToStream(stream, [newEvent("Again")], "no_stream")).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    await expect(store.appendToStream(stream, [newEvent("Stale")], 5n)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    await expect(store.appendToStream(uniqueStreamName("missing"), [newEvent("Nowhere")], 0n)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(["First"]);
  });

  it.runIf(name === "PGlite")(
    "a second store on the same database, and a session whose statements were deallocated, still append",
    async () => {
      const other = new PostgresEventStore(database.db, { prepared: database.prepared });
      const stream = uniqueStreamName("deallocated");
      await other.appendToStream(stream, [newEvent("ByOther")], "no_stream");
      await sql`DEALLOCATE ALL`.execute(database.db);
      await store.appendToStream(stream, [newEvent("AfterDeallocate")], 0n);
      await other.appendToStream(stream, [newEvent("OtherAfterDeallocate")], 1n);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
        "ByOther",
        "AfterDeallocate",
        "OtherAfterDeallocate",
      ]);
      await other.close();
    },
  );

  it("a NUL in a stream name is refused as with bound parameters, and nothing is appended", async () => {
    const before = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(database.db);
    await expect(
      store.appendToStream("nul\u0000'); DELETE FROM events; --", [newEvent("Nul")], "no_stream"),
    ).rejects.toThrow();
    const after = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(database.db);
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  });
});
