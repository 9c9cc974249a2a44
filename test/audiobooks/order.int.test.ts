import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type Admin, AS_ADMIN, createAudiobook, EDIT, libraryAdmin } from "./support.ts";

const ALL = `{ getAllAudiobooks { id order } }`;
const PATCH = `mutation ($audiobooks: [AudiobookOrderInput!]!) { patchAudiobookOrder(audiobooks: $audiobooks) { id order } }`;

describe(`the library's order of audiobooks (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let ids: number[];

  const order = async () => ok(await admin.graphql(ALL)).getAllAudiobooks as { id: number; order: number }[];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await libraryAdmin(server);
    ids = [];
    for (const title of ["Prvá", "Druhá", "Tretia", "Štvrtá", "Piata"])
      ids.push((await createAudiobook(server, admin, { title })).id);
  }, 60_000);
  afterAll(() => server?.close());

  it("numbers new audiobooks after the last one; a drag and drop answers the whole list in its new order, as one event with the full order", async () => {
    expect(await order()).toEqual(ids.map((id, i) => ({ id, order: i + 1 })));
    const moved = ok(await admin.graphql(PATCH, { audiobooks: [{ id: ids[4], order: 1 }] })).patchAudiobookOrder;
    expect(moved.map((a: { id: number }) => a.id)).toEqual([ids[4], ids[0], ids[1], ids[2], ids[3]]);
    expect(moved.map((a: { order: number }) => a.order)).toEqual([1, 2, 3, 4, 5]);
    const recorded = await server.services.store.readStream("audiobook-list");
    expect(recorded.at(-1)).toMatchObject({
      type: "AudiobooksReordered",
      data: { order: [ids[4], ids[0], ids[1], ids[2], ids[3]] },
    });
    const history = ok(await admin.graphql(AS_ADMIN, { id: ids[4] })).getAudiobookAsAdmin.changes;
    expect(history[0]).toMatchObject({ kind: "reordered" });
    // the next drag: the history shows the places, counted from 1 (the first order recorded has no place before)
    ok(await admin.graphql(PATCH, { audiobooks: [{ id: ids[0], order: 3 }] }));
    const PLACES = `query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { changes { kind fromPosition toPosition } } }`;
    expect(ok(await admin.graphql(PLACES, { id: ids[0] })).getAudiobookAsAdmin.changes.slice(0, 2)).toEqual([
      { kind: "reordered", fromPosition: 2, toPosition: 3 },
      { kind: "reordered", fromPosition: null, toPosition: 2 },
    ]);
  });

  it("ends two admins' concurrent reorders in one of their orders, each audiobook once, numbered 1…n", async () => {
    const other = {
      ...admin,
      graphql: (query: string, variables: Record<string, unknown> = {}) =>
        server.graphql(query, variables, admin.headers),
    };
    const before = (await order()).map((a) => a.id);
    const first = [...before].reverse().map((id, i) => ({ id, order: i + 1 }));
    const second = [before[2]!, before[0]!, before[4]!, before[1]!, before[3]!].map((id, i) => ({ id, order: i + 1 }));
    const answers = await Promise.all([
      admin.graphql(PATCH, { audiobooks: first }),
      other.graphql(PATCH, { audiobooks: second }),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const after = await order();
    expect(after.map((a) => a.order)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(after.map((a) => a.id))).toEqual(new Set(before));
    const ids = after.map((a) => a.id);
    expect([first.map((p) => p.id), second.map((p) => p.id)]).toContainEqual(ids);
  });

  it("moves an audiobook the form gives a position, closes the gap a deleted one leaves, and refuses an unknown id or a bad position", async () => {
    const [a, b] = (await order()).map((x) => x.id);
    ok(await admin.graphql(EDIT, { audiobookId: a, order: 3 }));
    expect((await order()).map((x) => x.id).indexOf(a!)).toBe(2);
    ok(await admin.graphql(`mutation ($id: Int!) { deleteAudiobook(id: $id) }`, { id: b }));
    expect((await order()).map((x) => x.order)).toEqual([1, 2, 3, 4]);
    expect((await admin.graphql(PATCH, { audiobooks: [{ id: 99_999, order: 1 }] })).errors?.[0]?.extensions?.code).toBe(
      "AUDIOBOOK_NOT_FOUND",
    );
    expect((await admin.graphql(PATCH, { audiobooks: [{ id: a, order: 0 }] })).errors?.[0]?.extensions?.code).toBe(
      "VALIDATION_FAILED",
    );
    const created = await createAudiobook(server, admin, { title: "Nová na začiatok", order: 1 });
    expect((await order())[0]).toEqual({ id: created.id, order: 1 });
  });
});
