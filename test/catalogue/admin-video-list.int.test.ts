import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, failure, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The admin video list narrowed on the server: a search by title (as the public search: words as
 * the start of a word, whatever their case and accents), an availability, a visibility, all at
 * once, and paging; bad arguments are refused with a localised reason.
 */
describe(`the admin video list's search, filters and paging over GraphQL (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let themeId: number;
  const LIST = `query ($search: String, $availability: Int, $visible: Boolean, $offset: Int, $limit: Int) {
    getAllVideos(search: $search, availability: $availability, visible: $visible, offset: $offset, limit: $limit) { id title availability visible order thumbnail }
  }`;
  const TESTING = `query ($search: String, $visible: Boolean, $offset: Int, $limit: Int) {
    getAllTestVideos(search: $search, visible: $visible, offset: $offset, limit: $limit) { id title availability visible }
  }`;
  type Row = { id: number; title: string; availability: number; visible: boolean; order: number };
  const list = async (variables: Record<string, unknown>, lang = "sk"): Promise<Row[]> =>
    ok(await server.graphql(LIST, variables, { ...admin, "accept-language": lang })).getAllVideos;
  const titles = (rows: Row[]) => rows.map((row) => row.title);

  // a word of their own, so the demo's 44 videos never match; one title only mentions it in the subtitle
  const OWN = [
    { title: "Ďatelinová lúka", availability: 0, visible: true },
    { title: "Na ďatelinovom poli", availability: 1, visible: true },
    { title: "Ďatelinový med", availability: 2, visible: false },
    { title: "ĎATELINOVÉ LETO", availability: 1, visible: false },
  ];

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admin = bearer((await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token);
    themeId = ok(await server.graphql(`{ getThemes { id } }`)).getThemes[0].id;
    const create = (title: string, subtitle: string, availability: number, visible: boolean) =>
      server.graphql(
        `mutation ($title: String!, $subtitle: String!, $availability: Int!, $visible: Boolean!, $themes: [Int!]) {
          editVideo(title: $title, subtitle: $subtitle, thumbnail: "/demo/covers/story-12.svg", htmlDesc: "<p>Lúka</p>",
            availability: $availability, visible: $visible, themes: $themes)
        }`,
        { title, subtitle, availability, visible, themes: [themeId] },
        admin,
      );
    for (const video of OWN) ok(await create(video.title, "Príbeh", video.availability, video.visible));
    ok(await create("Včelár z kopcov", "O ďatelinovej lúke", 0, true));
  }, 120_000);
  afterAll(() => server?.close());

  it("without arguments answers every video, hidden ones too, in the library's order", async () => {
    const all = await list({});
    expect(all).toHaveLength(44 + OWN.length + 1);
    expect(all.map((row) => row.order)).toEqual([...all.map((row) => row.order)].sort((a, b) => a - b));
    expect(all.some((row) => !row.visible)).toBe(true);
  });

  it("searches the title only, whatever its case and accents, each word as the start of a word", async () => {
    const expected = OWN.map((video) => video.title);
    for (const search of ["datelin", "ĎATELIN", "  Ďatelinov  ", "dátělín"]) {
      expect(titles(await list({ search })).sort(), search).toEqual([...expected].sort());
    }
    // every word must match: "lúka" narrows it to one; the subtitle's "ďatelinovej lúke" is not looked at
    expect(titles(await list({ search: "datel luka" }))).toEqual(["Ďatelinová lúka"]);
    expect(titles(await list({ search: "vcelar" }))).toEqual(["Včelár z kopcov"]);
    // the middle of a word is no match; characters of query syntax are only separators
    expect(await list({ search: "atelin" })).toEqual([]);
    expect(titles(await list({ search: "datelin & | ! :* (" }))).toHaveLength(OWN.length);
    // an empty or blank search does not narrow
    expect(await list({ search: "   " })).toHaveLength((await list({})).length);
  });

  it("filters by availability and by visibility, and combines them with the search", async () => {
    const all = await list({});
    for (const availability of [0, 1, 2]) {
      const rows = await list({ availability });
      expect(rows.length).toBe(all.filter((row) => row.availability === availability).length);
      expect(rows.every((row) => row.availability === availability)).toBe(true);
    }
    const hidden = await list({ visible: false });
    expect(hidden.length).toBe(all.filter((row) => !row.visible).length);
    expect((await list({ visible: true })).length).toBe(all.length - hidden.length);
    expect(titles(await list({ search: "datelin", availability: 1 })).sort()).toEqual([
      "Na ďatelinovom poli",
      "ĎATELINOVÉ LETO",
    ]);
    expect(titles(await list({ search: "datelin", availability: 1, visible: false }))).toEqual(["ĎATELINOVÉ LETO"]);
    expect(await list({ search: "datelin", availability: 0, visible: false })).toEqual([]);
    // the test videos' list takes the same narrowing, its availability fixed at 1
    const testing = ok(await server.graphql(TESTING, { search: "datelin", visible: true }, admin)).getAllTestVideos;
    expect(titles(testing)).toEqual(["Na ďatelinovom poli"]);
  });

  it("pages through the matches in the library's order", async () => {
    const every = await list({ search: "datelin" });
    expect(await list({ search: "datelin", limit: 2 })).toEqual(every.slice(0, 2));
    expect(await list({ search: "datelin", offset: 2, limit: 2 })).toEqual(every.slice(2, 4));
    expect(await list({ search: "datelin", offset: 3 })).toEqual(every.slice(3));
    expect(await list({ search: "datelin", offset: 10, limit: 5 })).toEqual([]);
    const all = await list({});
    expect(await list({ offset: 40, limit: 100 })).toEqual(all.slice(40));
  });

  it("refuses bad arguments with the reason in the request's language", async () => {
    const refused = async (variables: Record<string, unknown>, lang: string) => {
      const error = failure(await server.graphql(LIST, variables, { ...admin, "accept-language": lang }));
      return { code: error.extensions?.code, field: error.extensions?.fields?.[0]?.field, message: error.message };
    };
    expect(await refused({ availability: 3 }, "sk")).toMatchObject({
      field: "availability",
      message: expect.stringContaining("Zvoľte predplatné"),
    });
    expect(await refused({ availability: -1 }, "en")).toMatchObject({ field: "availability" });
    expect(await refused({ limit: 0 }, "cz")).toMatchObject({
      field: "limit",
      message: expect.stringContaining("Počet"),
    });
    expect(await refused({ limit: 101 }, "es")).toMatchObject({
      field: "limit",
      message: expect.stringContaining("1 a 100"),
    });
    expect(await refused({ offset: -1 }, "en")).toMatchObject({
      field: "offset",
      message: expect.stringContaining("offset"),
    });
    expect(await refused({ search: "a".repeat(101) }, "en")).toMatchObject({ field: "search" });
  });

  it("is refused to anyone but a library admin, whatever the arguments", async () => {
    const teacher = await accountWithLogin(server, { profileType: 4, details: { phone: "+421 900 123 456" } });
    const subscriber = bearer(teacher.token);
    const anonymous = failure(await server.graphql(LIST, { search: "datelin", availability: 5 }));
    expect(anonymous.extensions?.code).toBe("LOGIN_REQUIRED");
    const teacherAsks = failure(await server.graphql(LIST, { search: "datelin", availability: 5 }, subscriber));
    expect(teacherAsks.extensions?.code).toBe("FORBIDDEN");
  });
});
