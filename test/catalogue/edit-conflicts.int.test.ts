import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, failure, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Edits checked against the revision they started from: every admin item shows `revision`, an
 * edit sent with a stale `expectedRevision` changes nothing and answers EDIT_CONFLICT naming who
 * changed the item and when, and two admins saving different fields from one revision never both
 * succeed.
 */

type Kind = {
  name: string;
  /** Reads the item: its revision and the field the edits change. */
  read: (id: number) => [query: string, pick: (data: any) => { revision: number; text: string }];
  /** Sets the field to `text`, from `expectedRevision` when given. */
  edit: (id: number, text: string, expectedRevision?: number) => [query: string, variables: Record<string, unknown>];
  /** An item of the kind in the demo catalogue. */
  pickId: (server: TestServer, token: string) => Promise<number>;
};

const revisionArg = (expectedRevision?: number) => (expectedRevision === undefined ? {} : { expectedRevision });

const listKind = (name: string, listQuery: string, fields: string, mutation: string): Kind => {
  let row: Record<string, unknown> = {};
  return {
    name,
    read: (id) => [
      `{ ${listQuery} { id revision ${fields} } }`,
      (data) => {
        row = data[listQuery].find((item: { id: number }) => item.id === id);
        return { revision: row.revision as number, text: row.name as string };
      },
    ],
    edit: (id, text, expectedRevision) => {
      const { revision: _revision, ...details } = row;
      const args = Object.keys(details)
        .map((key) => `${key}: $${key}`)
        .join(", ");
      const types = Object.keys(details)
        .map((key) => `$${key}: ${key === "id" ? "Int!" : key === "languageFlag" ? "String" : "String!"}`)
        .join(", ");
      return [
        `mutation (${types}, $expectedRevision: Int) { ${mutation}(${args}, expectedRevision: $expectedRevision) { id } }`,
        { ...details, name: text, ...revisionArg(expectedRevision) },
      ];
    },
    pickId: async (server, token) =>
      ok(await server.graphql(`{ ${listQuery} { id } }`, {}, bearer(token)))[listQuery][0].id,
  };
};

const itemKind = (name: string, idArg: string, getter: string, mutation: string, allQuery: string): Kind => ({
  name,
  read: (id) => [
    `{ ${getter}(${idArg}: ${id}) { revision title } }`,
    (data) => ({ ...data[getter], text: data[getter].title }),
  ],
  edit: (id, text, expectedRevision) => [
    `mutation ($id: Int, $title: String, $expectedRevision: Int) { ${mutation}(${idArg}: $id, title: $title, expectedRevision: $expectedRevision) }`,
    { id, title: text, ...revisionArg(expectedRevision) },
  ],
  pickId: async (server, token) =>
    ok(await server.graphql(`{ ${allQuery} { id } }`, {}, bearer(token)))[allQuery][0].id,
});

const KINDS: Kind[] = [
  itemKind("video", "videoId", "getVideoAsAdmin", "editVideo", "getAllVideos"),
  itemKind("audiobook", "audiobookId", "getAudiobookAsAdmin", "editAudiobook", "getAllAudiobooks"),
  itemKind("webinar", "webinarId", "getWebinarAsAdmin", "editWebinar", "getAllWebinars"),
  itemKind("webinar pack", "webinarPackId", "getWebinarPackAsAdmin", "editWebinarPack", "getAllWebinarPacks"),
  listKind("theme", "getThemes", "name nameEn nameCz nameEs svgPath", "editTheme"),
  listKind("filter", "getBaseTags", "name nameEn nameCz nameEs languageFlag", "editFilter"),
  listKind("language", "getLanguages", "name nameEn nameCz nameEs abbreviation languageFlag", "editLanguage"),
];

describe(`edits checked against their revision (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admins: { token: string; email: string }[];

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admins = await Promise.all(
      [1, 2].map(() => accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })),
    );
  }, 120_000);
  afterAll(() => server?.close());

  const read = async (kind: Kind, id: number) => {
    const [query, pick] = kind.read(id);
    return pick(ok(await server.graphql(query, {}, bearer(admins[0]!.token))));
  };
  const edit = (kind: Kind, admin: number, id: number, text: string, expectedRevision?: number) => {
    const [query, variables] = kind.edit(id, text, expectedRevision);
    return server.graphql(query, variables, bearer(admins[admin]!.token));
  };

  for (const kind of KINDS) {
    it(`a ${kind.name}: an edit from the current revision saves; one from an older revision changes nothing and says who changed it`, async () => {
      const id = await kind.pickId(server, admins[0]!.token);
      const loaded = await read(kind, id);

      ok(await edit(kind, 0, id, `${kind.name} A`, loaded.revision));
      const afterA = await read(kind, id);
      expect(afterA.text).toBe(`${kind.name} A`);
      expect(afterA.revision).toBeGreaterThan(loaded.revision);

      const stale = failure(await edit(kind, 1, id, `${kind.name} B`, loaded.revision));
      expect(stale.extensions).toMatchObject({
        code: "EDIT_CONFLICT",
        changedBy: admins[0]!.email,
        revision: afterA.revision,
      });
      expect(Date.parse(stale.extensions!.changedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(stale.message).toContain(admins[0]!.email);
      expect(await read(kind, id)).toEqual(afterA);

      // the overwrite the form offers: the same change from the revision the conflict named
      ok(await edit(kind, 1, id, `${kind.name} B`, stale.extensions!.revision));
      expect((await read(kind, id)).text).toBe(`${kind.name} B`);
    });
  }

  it("two admins saving different fields of one video from the same revision: one saves, the other is told, nothing is lost silently", async () => {
    const id = ok(await server.graphql(`{ getAllVideos { id } }`, {}, bearer(admins[0]!.token))).getAllVideos[1].id;
    const query = `{ getVideoAsAdmin(videoId: ${id}) { revision htmlDesc note } }`;
    for (let round = 1; round <= 5; round++) {
      const before = ok(await server.graphql(query, {}, bearer(admins[0]!.token))).getVideoAsAdmin;
      const events = (await server.services.store.readStream(`video-${id}`)).length;
      const [story, note] = await Promise.all([
        server.graphql(
          `mutation ($id: Int, $r: Int, $html: String) { editVideo(videoId: $id, htmlDesc: $html, expectedRevision: $r) }`,
          { id, r: before.revision, html: `<p>Príbeh ${round}</p>` },
          bearer(admins[0]!.token),
        ),
        server.graphql(
          `mutation ($id: Int, $r: Int, $note: String) { editVideo(videoId: $id, note: $note, expectedRevision: $r) }`,
          { id, r: before.revision, note: `Poznámka ${round}` },
          bearer(admins[1]!.token),
        ),
      ]);
      const codes = [story, note].map((answer) => answer.errors?.[0]?.extensions?.code ?? "saved");
      expect(codes.sort()).toEqual(["EDIT_CONFLICT", "saved"]);
      const after = ok(await server.graphql(query, {}, bearer(admins[0]!.token))).getVideoAsAdmin;
      expect((await server.services.store.readStream(`video-${id}`)).length).toBe(events + 1);
      const storySaved = !story.errors;
      expect(after.htmlDesc).toBe(storySaved ? `<p>Príbeh ${round}</p>` : before.htmlDesc);
      expect(after.note).toBe(storySaved ? before.note : `Poznámka ${round}`);
    }
  });

  it("a reference's revision is checked too", async () => {
    const id: number = ok(
      await server.graphql(
        `mutation { editReference(title: "Riaditeľka", name: "Eva", text: "Výborné", languageFlag: "sk") }`,
        {},
        bearer(admins[0]!.token),
      ),
    ).editReference;
    const revisionOf = async () =>
      ok(await server.graphql(`{ getReference(id: ${id}) { revision name } }`, {}, bearer(admins[0]!.token)))
        .getReference;
    const loaded = await revisionOf();
    const save = (name: string, admin: number) =>
      server.graphql(
        `mutation ($r: Int, $name: String!) { editReference(id: ${id}, title: "Riaditeľka", name: $name, text: "Výborné", languageFlag: "sk", expectedRevision: $r) }`,
        { r: loaded.revision, name },
        bearer(admins[admin]!.token),
      );
    ok(await save("Eva A", 0));
    expect(failure(await save("Eva B", 1)).extensions?.code).toBe("EDIT_CONFLICT");
    expect((await revisionOf()).name).toBe("Eva A");
  });

  it("refuses a revision that cannot be, and shows revisions to library admins only", async () => {
    const id = ok(await server.graphql(`{ getAllVideos { id } }`, {}, bearer(admins[0]!.token))).getAllVideos[2].id;
    const before = (await server.services.store.readStream(`video-${id}`)).length;
    const bad = failure(
      await server.graphql(
        `mutation { editVideo(videoId: ${id}, title: "Nikdy", expectedRevision: -1) }`,
        {},
        bearer(admins[0]!.token),
      ),
    );
    expect(bad.extensions?.code).toBe("VALIDATION_FAILED");
    expect((await server.services.store.readStream(`video-${id}`)).length).toBe(before);

    const user = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Žilina", country: "Slovensko" },
    });
    const lists = ["getThemes", "getBaseTags", "getLanguages", "getReferences", "getWebinarPacks"];
    for (const list of lists) {
      const asUser = await server.graphql(`{ ${list} { id revision } }`, {}, bearer(user.token));
      expect(asUser.errors?.[0]?.extensions?.code, list).toBe("FORBIDDEN");
      const anonymous = await server.graphql(`{ ${list} { id revision } }`, {});
      expect(anonymous.errors?.[0]?.extensions?.code, list).toMatch(/FORBIDDEN|LOGIN_REQUIRED/);
      const asAdmin = ok(await server.graphql(`{ ${list} { id revision } }`, {}, bearer(admins[0]!.token)))[list];
      expect(asAdmin.length, list).toBeGreaterThan(0);
      for (const item of asAdmin) expect(item.revision, list).toBeGreaterThanOrEqual(0);
    }
  });
});
