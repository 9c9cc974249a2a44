import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The admin's history of a webinar and of a pack over GraphQL lists the reorders of the library's
 * list that changed its place: who, when, from which place to which (src/modules/webinars/history.ts).
 */
const CREATE = `mutation ($title: String!, $order: Int) { editWebinar(title: $title, price: 5, availableFor: 10, order: $order) }`;
const REORDER = `mutation ($webinars: [WebinarOrderInput!]!) { patchWebinarOrder(webinars: $webinars) { id order } }`;
const CHANGES = `query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { changes { at actor kind fields fromPosition toPosition } } }`;
const CREATE_PACK = `mutation ($title: String!) { editWebinarPack(title: $title, price: 20, availableFor: 30) }`;
const REORDER_PACKS = `mutation ($packs: [WebinarPackOrderInput!]!) { patchWebinarPackOrder(webinarPacks: $packs) { id order } }`;
const PACK_CHANGES = `query ($id: Int!) { getWebinarPackAsAdmin(webinarPackId: $id) { slug changes { actor kind fromPosition toPosition } } }`;

type Change = {
  at: string;
  actor: string;
  kind: string;
  fields: string[];
  fromPosition: number | null;
  toPosition: number | null;
};
/** kind, who, and for a reorder "from → to". */
const summary = (changes: Change[]) =>
  changes.map((c) => [c.kind, c.actor, ...(c.kind === "reordered" ? [`${c.fromPosition} → ${c.toPosition}`] : [])]);

describe(`webinars: reorders in the admin's history (${testDatabaseKind})`, () => {
  let server: TestServer;
  let author: Admin;
  let sorter: Admin;
  const emails: Record<"author" | "sorter", string> = { author: "", sorter: "" };

  beforeAll(async () => {
    server = await startTestServer();
    [author, sorter] = [await libraryAdmin(server), await libraryAdmin(server)];
    emails.author = ok(await author.graphql(`{ me { email } }`)).me.email;
    emails.sorter = ok(await sorter.graphql(`{ me { email } }`)).me.email;
  }, 60_000);
  afterAll(() => server?.close());

  const create = async (title: string, order?: number): Promise<number> =>
    ok(await author.graphql(CREATE, { title, order })).editWebinar;
  const changesOf = async (id: number): Promise<Change[]> =>
    ok(await author.graphql(CHANGES, { id })).getWebinarAsAdmin.changes;

  it("lists who moved a webinar when, from which place to which; the webinars pushed aside too, not those that kept their place", async () => {
    const [first, second, third] = [await create("Prvý"), await create("Druhý"), await create("Tretí")];
    const before = Date.now();
    const listed = ok(await sorter.graphql(REORDER, { webinars: [{ id: third, order: 1 }] })).patchWebinarOrder;
    expect(listed.map((w: { id: number }) => w.id)).toEqual([third, first, second]);

    const moved = await changesOf(third);
    expect(summary(moved)).toEqual([
      ["reordered", emails.sorter, "3 → 1"],
      ["created", emails.author],
    ]);
    expect(moved[0]!.fields).toEqual([]);
    expect(Date.parse(moved[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(summary(await changesOf(first))).toEqual([
      ["reordered", emails.sorter, "1 → 2"],
      ["created", emails.author],
    ]);
    expect(summary(await changesOf(second))).toEqual([
      ["reordered", emails.sorter, "2 → 3"],
      ["created", emails.author],
    ]);

    // the first one deleted, the list closes up: the second was second when moved to the top, not third
    ok(await author.graphql(`mutation ($id: Int!) { deleteWebinar(id: $id) }`, { id: first }));
    ok(
      await sorter.graphql(REORDER, {
        webinars: [
          { id: second, order: 1 },
          { id: third, order: 2 },
        ],
      }),
    );
    expect(summary(await changesOf(second))).toEqual([
      ["reordered", emails.sorter, "2 → 1"],
      ["reordered", emails.sorter, "2 → 3"],
      ["created", emails.author],
    ]);
    expect(summary(await changesOf(third))).toEqual([
      ["reordered", emails.sorter, "1 → 2"],
      ["reordered", emails.sorter, "3 → 1"],
      ["created", emails.author],
    ]);

    // a new webinar given a place in the form goes to the end, then there
    const placed = await create("Štvrtý", 1);
    expect(summary(await changesOf(placed))).toEqual([
      ["reordered", emails.author, "3 → 1"],
      ["created", emails.author],
    ]);
    // an order sent again unchanged records nothing
    ok(
      await sorter.graphql(REORDER, {
        webinars: [
          { id: placed, order: 1 },
          { id: second, order: 2 },
          { id: third, order: 3 },
        ],
      }),
    );
    expect(await changesOf(placed)).toHaveLength(2);
  });

  it("lists the reorders of packs in a pack's history, for library admins only", async () => {
    const [spring, autumn] = [
      ok(await author.graphql(CREATE_PACK, { title: "Jarný balík" })).editWebinarPack,
      ok(await author.graphql(CREATE_PACK, { title: "Jesenný balík" })).editWebinarPack,
    ];
    ok(
      await sorter.graphql(REORDER_PACKS, {
        packs: [
          { id: autumn, order: 1 },
          { id: spring, order: 2 },
        ],
      }),
    );
    const asked = async (id: number) => ok(await author.graphql(PACK_CHANGES, { id })).getWebinarPackAsAdmin;
    expect(summary((await asked(autumn)).changes)).toEqual([
      ["reordered", emails.sorter, "2 → 1"],
      ["created", emails.author],
    ]);
    const { slug, changes } = await asked(spring);
    expect(summary(changes)).toEqual([
      ["reordered", emails.sorter, "1 → 2"],
      ["created", emails.author],
    ]);
    expect(
      ok(
        await server.graphql(
          `query ($slug: String!) { getWebinarPack(slug: $slug) { changes { kind fromPosition } } }`,
          { slug },
        ),
      ).getWebinarPack.changes,
    ).toBeNull();
  });
});
