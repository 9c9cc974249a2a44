import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { allocateIds } from "../../src/eventstore/sequence.ts";
import { createTestDatabase, testDatabaseKind } from "../support/database.ts";

describe(`allocateIds on the PostgreSQL event store (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.db);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it("hands out ids from 1 upwards, as many as asked", async () => {
    const kind = `video-${randomUUID()}`;
    expect(await allocateIds(store, kind, 3, "system", randomUUID())).toEqual([1, 2, 3]);
    expect(await allocateIds(store, kind, 1, "system", randomUUID())).toEqual([4]);
    expect(await allocateIds(store, kind, 0, "system", randomUUID())).toEqual([]);
  });

  it("never returns the same id twice to concurrent callers, and leaves no gaps", async () => {
    const kind = `theme-${randomUUID()}`;
    const counts = Array.from({ length: 30 }, (_, i) => 1 + (i % 4));
    const allocations = await Promise.all(
      counts.map((count) => allocateIds(store, kind, count, "system", randomUUID())),
    );

    allocations.forEach((ids, i) => {
      expect(ids).toHaveLength(counts[i]!);
      // One call's ids are consecutive: they come from one atomic append.
      expect(ids).toEqual(ids.map((_, j) => ids[0]! + j));
    });
    const all = allocations.flat().sort((a, b) => a - b);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(all).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });
});
