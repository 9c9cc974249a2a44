import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { openEventStore } from "../../src/eventstore/open.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { createTestDatabase } from "../support/database.ts";
import { newEvent, uniqueStreamName } from "./contract.ts";

describe("openEventStore", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("without an event store URL uses PostgreSQL in the application's database", async () => {
    const store = await openEventStore({ db: database.db, dbDescription: database.description });
    try {
      expect(store).toBeInstanceOf(PostgresEventStore);
      expect(store.description).toBe(`PostgreSQL event store (${database.description})`);
      const stream = uniqueStreamName("opened");
      await store.appendToStream(stream, [newEvent("Opened")], "no_stream");
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(["Opened"]);
    } finally {
      await store.close();
    }
  });

  it("with an event store URL connects to KurrentDB, and says so when it cannot", async () => {
    const opening = openEventStore({
      eventStoreUrl: "kurrentdb://127.0.0.1:1?tls=false",
      db: database.db,
      dbDescription: database.description,
    });
    await expect(opening).rejects.toThrow(/Cannot reach the event store at kurrentdb:\/\/127\.0\.0\.1:1/);
  });
});
