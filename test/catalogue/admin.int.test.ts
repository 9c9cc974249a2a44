import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, failure, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The admin zone's catalogue operations over HTTP, as a library admin sends them, on the demo
 * catalogue; each write shows at once in what the public pages read.
 */
describe(`the admin zone's catalogue over GraphQL (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: { email: string; token: string; userId: number };
  const as = (headers: Record<string, string> = {}) => ({
    ...bearer(admin.token),
    "accept-language": "en",
    ...headers,
  });
  const ask = async (query: string, variables: Record<string, unknown> = {}) =>
    ok(await server.graphql(query, variables, as()));
  const refusal = async (query: string, variables: Record<string, unknown> = {}) => {
    const before = await committedEventCount(server.services.db);
    const error = failure(await server.graphql(query, variables, as()));
    expect(await committedEventCount(server.services.db), "a refused write writes nothing").toBe(before);
    return error;
  };
  const fieldsOf = (error: { extensions?: Record<string, any> }) =>
    Object.fromEntries((error.extensions!.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]));

  const NAMES = { name: "Rodina", nameEn: "Family", nameCz: "Rodina", nameEs: "Familia" };
  const THEME = `id name nameEn nameCz nameEs svgPath themeOrder`;
  const EDIT_VIDEO = `mutation ($videoId: Int, $title: String, $subtitle: String, $thumbnail: String, $htmlDesc: String, $availability: Int, $visible: Boolean,
      $order: Int, $note: String, $themes: [Int!], $filters: [Int!], $tags: [String!], $methodics: [MethodicInput!], $highlights: [HighlightInput!]) {
    editVideo(videoId: $videoId, title: $title, subtitle: $subtitle, thumbnail: $thumbnail, htmlDesc: $htmlDesc, availability: $availability, visible: $visible,
      order: $order, note: $note, themes: $themes, filters: $filters, tags: $tags, methodics: $methodics, highlights: $highlights)
  }`;
  const ADMIN_VIDEO = `query ($videoId: Int!) { getVideoAsAdmin(videoId: $videoId) {
    id slug title subtitle htmlDesc availability visible order note
    themes { id } filters { id } tags { id name type } methodics { id url name order } highlights { id timestamp text }
    changes { at actor kind fields }
  } }`;
  let themes: { id: number }[];
  let filters: { id: number }[];

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admin = await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin });
    ({ getThemes: themes, getBaseTags: filters } = await ask(`{ getThemes { id } getBaseTags { id } }`));
  }, 120_000);
  afterAll(() => server?.close());

  describe("themes, filters and languages", () => {
    it("adds, edits, reorders and deletes a theme; the public list shows each change at once", async () => {
      const added = (
        await ask(
          `mutation ($name: String!, $nameEn: String!, $nameCz: String!, $nameEs: String!, $svgPath: String!) {
        addTheme(name: $name, nameEn: $nameEn, nameCz: $nameCz, nameEs: $nameEs, svgPath: $svgPath) { ${THEME} } }`,
          { ...NAMES, svgPath: "/demo/themes/theme-5.svg" },
        )
      ).addTheme;
      expect(added).toMatchObject({ ...NAMES, svgPath: "/demo/themes/theme-5.svg", themeOrder: themes.length + 1 });
      const edited = (
        await ask(
          `mutation ($id: Int!) { editTheme(id: $id, name: "Rodina a domov", nameEn: "Family", nameCz: "Rodina", nameEs: "Familia", svgPath: "/demo/themes/theme-6.svg") { ${THEME} } }`,
          { id: added.id },
        )
      ).editTheme;
      expect(edited).toMatchObject({ id: added.id, name: "Rodina a domov", svgPath: "/demo/themes/theme-6.svg" });

      const all = [added.id, ...themes.map((theme) => theme.id)];
      const reordered = (
        await ask(`mutation ($themes: [ThemeOrderInput!]!) { patchThemeOrder(themes: $themes) { id themeOrder } }`, {
          themes: all.map((id, i) => ({ id, themeOrder: i + 1 })),
        })
      ).patchThemeOrder;
      expect(reordered).toEqual(all.map((id, i) => ({ id, themeOrder: i + 1 })));
      expect((await ask(`{ getThemes { id } }`)).getThemes.map((theme: { id: number }) => theme.id)).toEqual(all);

      expect((await ask(`mutation ($id: Int!) { deleteTheme(id: $id) }`, { id: added.id })).deleteTheme).toBe(true);
      expect((await ask(`{ getThemes { id } }`)).getThemes.map((theme: { id: number }) => theme.id)).toEqual(
        themes.map((theme) => theme.id),
      );
    });

    it("refuses to delete a theme a video has, in the request's language, and an unknown one", async () => {
      const error = await refusal(`mutation ($id: Int!) { deleteTheme(id: $id) }`, { id: themes[0]!.id });
      expect(error.extensions).toMatchObject({ code: "THEME_IN_USE" });
      const { count, names } = error.extensions as { count: number; names: string };
      expect(count).toBeGreaterThan(0);
      expect(error.message).toBe(`First give another theme to the videos that have this one (${count}): ${names}`);
      const slovak = failure(
        await server.graphql(
          `mutation ($id: Int!) { deleteTheme(id: $id) }`,
          { id: themes[0]!.id },
          as({ "accept-language": "sk" }),
        ),
      );
      expect(slovak.message).toBe(`Najprv priraďte inú tému videám, ktoré ju majú (${count}): ${names}`);
      expect((await refusal(`mutation { deleteTheme(id: 99999) }`)).extensions!.code).toBe("THEME_NOT_FOUND");
    });

    it("refuses a theme without its four names and icon, and a filter or language without theirs, field by field", async () => {
      const theme = await refusal(
        `mutation { addTheme(name: "", nameEn: " ", nameCz: "x", nameEs: "x", svgPath: "") { id } }`,
      );
      expect(theme.extensions!.code).toBe("VALIDATION_FAILED");
      expect(fieldsOf(theme)).toEqual({ name: "REQUIRED", nameEn: "REQUIRED", svgPath: "THEME_SVG_REQUIRED" });
      expect(
        fieldsOf(
          await refusal(
            `mutation { addFilter(name: "x", nameEn: "x", nameCz: "", nameEs: "x", languageFlag: "de") { id } }`,
          ),
        ),
      ).toEqual({ nameCz: "REQUIRED", languageFlag: "LANGUAGE_FLAG_INVALID" });
      expect(
        fieldsOf(
          await refusal(
            `mutation { addLanguage(name: "x", nameEn: "x", nameCz: "x", nameEs: "", abbreviation: " ") { id } }`,
          ),
        ),
      ).toEqual({ nameEs: "REQUIRED", abbreviation: "REQUIRED" });
      expect(
        fieldsOf(
          await refusal(`mutation ($themes: [ThemeOrderInput!]!) { patchThemeOrder(themes: $themes) { id } }`, {
            themes: [{ id: themes[0]!.id, themeOrder: 0 }],
          }),
        ),
      ).toEqual({ "0.order": "ORDER_INVALID" });
    });

    it("adds, edits, reorders and deletes filters and languages", async () => {
      const filter = (
        await ask(
          `mutation { addFilter(name: "Pre SŠ", nameEn: "Secondary", nameCz: "Pro SŠ", nameEs: "Secundaria") { id tagOrder languageFlag } }`,
        )
      ).addFilter;
      expect(filter).toMatchObject({ tagOrder: filters.length + 1, languageFlag: null });
      const flagged = (flag: string) =>
        `mutation ($id: Int!) { editFilter(id: $id, name: "Pre SŠ", nameEn: "Secondary", nameCz: "Pro SŠ", nameEs: "Secundaria", languageFlag: "${flag}") { languageFlag } }`;
      // Slovak is the demo's "Slovenské titulky": one filter per interface language, and the refusal names it
      const taken = await refusal(flagged("sk"), { id: filter.id });
      expect(fieldsOf(taken)).toEqual({ languageFlag: "LANGUAGE_FLAG_TAKEN" });
      expect(taken.message).toBe("“Slovenské titulky” already has this interface language: remove it there first");
      expect((await ask(flagged(""), { id: filter.id })).editFilter.languageFlag).toBeNull();
      const filterOrder = [filter.id, ...filters.map((f) => f.id)];
      expect(
        (
          await ask(`mutation ($filters: [FilterOrderInput!]!) { patchFilterOrder(filters: $filters) { id } }`, {
            filters: filterOrder.map((id, i) => ({ id, tagOrder: i + 1 })),
          })
        ).patchFilterOrder.map((f: { id: number }) => f.id),
      ).toEqual(filterOrder);
      expect((await ask(`mutation ($id: Int!) { deleteFilter(id: $id) }`, { id: filter.id })).deleteFilter).toBe(true);

      const { getLanguages } = await ask(`{ getLanguages { id } }`);
      const language = (
        await ask(
          `mutation { addLanguage(name: "maďarčina", nameEn: "Hungarian", nameCz: "maďarština", nameEs: "húngaro", abbreviation: "HU") { id order abbreviation } }`,
        )
      ).addLanguage;
      expect(language).toMatchObject({ order: getLanguages.length + 1, abbreviation: "HU" });
      expect(
        (
          await ask(
            `mutation ($id: Int!) { editLanguage(id: $id, name: "maďarčina", nameEn: "Hungarian", nameCz: "maďarština", nameEs: "húngaro", abbreviation: "MAĎ") { abbreviation } }`,
            { id: language.id },
          )
        ).editLanguage.abbreviation,
      ).toBe("MAĎ");
      const languageOrder = [language.id, ...getLanguages.map((l: { id: number }) => l.id)];
      expect(
        (
          await ask(
            `mutation ($languages: [LanguageOrderInput!]!) { patchLanguageOrder(languages: $languages) { id order } }`,
            { languages: languageOrder.map((id, i) => ({ id, order: i + 1 })) },
          )
        ).patchLanguageOrder.map((l: { id: number }) => l.id),
      ).toEqual(languageOrder);
      expect((await ask(`mutation ($id: Int!) { deleteLanguage(id: $id) }`, { id: language.id })).deleteLanguage).toBe(
        true,
      );
      expect((await ask(`{ getLanguages { id } }`)).getLanguages).toEqual(getLanguages);
    });
  });

  it("creates (no id), reads, edits and removes a reference", async () => {
    const fields = {
      title: "Učiteľka, ZŠ Hradná",
      name: "Jana Kováčová",
      text: "Žiaci diskutovali ešte týždeň.",
      languageFlag: "sk",
    };
    const SAVE = `mutation ($id: Int, $title: String!, $name: String!, $text: String!, $languageFlag: String!) { editReference(id: $id, title: $title, name: $name, text: $text, languageFlag: $languageFlag) }`;
    const id = (await ask(SAVE, { id: null, ...fields })).editReference;
    expect(
      (await ask(`query ($id: Int!) { getReference(id: $id) { id title name text languageFlag } }`, { id }))
        .getReference,
    ).toEqual({ id, ...fields });
    expect((await ask(SAVE, { id, ...fields, languageFlag: "cz" })).editReference).toBe(id);
    expect((await ask(`{ getReferences { id languageFlag } }`)).getReferences).toContainEqual({
      id,
      languageFlag: "cz",
    });
    expect(fieldsOf(await refusal(SAVE, { id, ...fields, name: " ", languageFlag: "" }))).toEqual({
      name: "REQUIRED",
      languageFlag: "REQUIRED",
    });
    expect((await ask(`mutation ($id: Int!) { removeReference(id: $id) }`, { id })).removeReference).toBe(true);
    expect((await ask(`query ($id: Int!) { getReference(id: $id) { id } }`, { id })).getReference).toBeNull();
    expect((await refusal(`mutation ($id: Int!) { removeReference(id: $id) }`, { id })).extensions!.code).toBe(
      "REFERENCE_NOT_FOUND",
    );
  });

  describe("videos", () => {
    const story = () => ({
      title: "Cesta z Aleppa",
      subtitle: "Samir",
      thumbnail: "/demo/covers/story-12.svg",
      htmlDesc: `<h2 style="text-align: center">Príbeh</h2><p>Samir <strong>utiekol</strong> <a href="https://example.org" onclick="x()">viac</a><script>alert(1)</script></p>`,
      availability: 2,
      note: "interné",
      themes: [themes[0]!.id, themes[1]!.id],
      filters: [filters[0]!.id],
      tags: ["utečenci", "Sýria"],
      methodics: [{ url: "/demo/methodics/metodika-01.pdf", name: "metodika-samir.pdf", order: 1 }],
      highlights: [
        { id: null, timestamp: "00:05", text: "Úvod" },
        { id: 1, timestamp: "01:02:03", text: "Odchod" },
      ],
    });

    it("creates a video with methodics, highlights, tags and rich text; the public pages show it at once", async () => {
      const id = (await ask(EDIT_VIDEO, story())).editVideo;
      const video = (await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin;
      expect(video).toMatchObject({
        id,
        title: "Cesta z Aleppa",
        availability: 2,
        visible: true,
        note: "interné",
        htmlDesc: `<h2 class="rt-align-center">Príbeh</h2><p>Samir <strong>utiekol</strong> <a href="https://example.org" rel="noopener noreferrer">viac</a></p>`,
        themes: [{ id: themes[0]!.id }, { id: themes[1]!.id }],
        filters: [{ id: filters[0]!.id }],
        methodics: [{ url: "/demo/methodics/metodika-01.pdf", name: "metodika-samir.pdf", order: 1 }],
        highlights: [
          { timestamp: "00:05", text: "Úvod" },
          { timestamp: "01:02:03", text: "Odchod" },
        ],
      });
      expect(video.tags.map((tag: { name: string; type: string }) => [tag.name, tag.type])).toEqual([
        [expect.any(String), "filters"],
        ["utečenci", "tags"],
        ["Sýria", "tags"],
      ]);
      expect(video.highlights.every((highlight: { id: number }) => highlight.id > 1)).toBe(true);
      expect(video.changes).toEqual([
        { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), actor: admin.email, kind: "created", fields: [] },
      ]);
      const all = (await ask(`{ getAllVideos { id order } }`)).getAllVideos;
      expect(all.at(-1)).toEqual({ id, order: all.length });

      // the visitors' pages, without signing in
      const publicVideo = ok(
        await server.graphql(`query ($slug: String!) { getVideo(slug: $slug) { video { id htmlDesc } } }`, {
          slug: video.slug,
        }),
      ).getVideo.video;
      expect(publicVideo).toEqual({ id, htmlDesc: video.htmlDesc });
      const found = ok(
        await server.graphql(
          `query ($filters: [Int!]) { getVideos(search: "Aleppa", filters: $filters) { videos { id } } }`,
          { filters: [filters[0]!.id] },
        ),
      ).getVideos.videos;
      expect(found).toContainEqual({ id });
    });

    it("edits only what is sent, moves the video where its form says, and records who changed which fields", async () => {
      const id = (await ask(EDIT_VIDEO, story())).editVideo;
      const before = (await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin;
      expect(
        (
          await ask(EDIT_VIDEO, {
            videoId: id,
            subtitle: "Samir, 2015",
            visible: false,
            order: 1,
            highlights: [{ id: before.highlights[0].id, timestamp: "00:06", text: "Úvod" }],
          })
        ).editVideo,
      ).toBe(id);
      const after = (await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin;
      expect(after).toMatchObject({
        subtitle: "Samir, 2015",
        visible: false,
        order: 1,
        note: "interné",
        title: "Cesta z Aleppa",
        highlights: [{ id: before.highlights[0].id, timestamp: "00:06" }],
      });
      expect(
        after.changes.map((change: { kind: string; fields: string[]; actor: string }) => [
          change.kind,
          change.fields,
          change.actor,
        ]),
      ).toEqual([
        ["reordered", [], admin.email],
        ["edited", ["subtitle", "visible", "highlights"], admin.email],
        ["created", [], admin.email],
      ]);
      // hidden: gone from the visitors' list, still there by its address
      expect(ok(await server.graphql(`{ getVideos(search: "Samir 2015") { count } }`)).getVideos.count).toBe(0);
      expect(
        ok(
          await server.graphql(`query ($slug: String!) { getVideo(slug: $slug) { video { id } } }`, {
            slug: after.slug,
          }),
        ).getVideo.video,
      ).toEqual({ id });
      expect((await ask(`{ getAllVideos { id } }`)).getAllVideos[0]).toEqual({ id });
    });

    it("refuses a form without title, thumbnail and theme, bad times and positions, field by field, writing nothing", async () => {
      const error = await refusal(EDIT_VIDEO, {
        title: " ",
        thumbnail: "",
        themes: [],
        availability: 5,
        order: 0,
        highlights: [{ timestamp: "123:00", text: "x" }],
      });
      expect(error.extensions!.code).toBe("VALIDATION_FAILED");
      expect(fieldsOf(error)).toEqual({
        title: "REQUIRED",
        thumbnail: "VIDEO_THUMBNAIL_REQUIRED",
        themes: "VIDEO_THEME_REQUIRED",
        availability: "AVAILABILITY_INVALID",
        "highlights.0.timestamp": "HIGHLIGHT_TIMESTAMP_INVALID",
        order: "ORDER_INVALID",
      });
      expect(fieldsOf(await refusal(EDIT_VIDEO, { ...story(), themes: [99999] }))).toEqual({
        themes: "THEME_NOT_FOUND",
      });
      expect((await refusal(EDIT_VIDEO, { videoId: 99999, title: "x" })).extensions!.code).toBe("VIDEO_NOT_FOUND");
      expect((await ask(`{ getVideoAsAdmin(videoId: 99999) { id } }`)).getVideoAsAdmin).toBeNull();
    });

    it("lists every video, hidden ones too, and the test videos, in the library's order", async () => {
      const { getAllVideos, getAllTestVideos } = await ask(
        `{ getAllVideos { id order visible availability } getAllTestVideos { id order availability } }`,
      );
      expect(getAllVideos.map((video: { order: number }) => video.order)).toEqual(
        getAllVideos.map((_: unknown, i: number) => i + 1),
      );
      expect(getAllVideos.some((video: { visible: boolean }) => !video.visible)).toBe(true);
      expect(getAllTestVideos).toEqual(
        getAllVideos
          .filter((video: { availability: number }) => video.availability === 1)
          .map(({ visible: _visible, ...video }: { visible: boolean }) => video),
      );
      expect(getAllTestVideos.length).toBeGreaterThan(0);
    });

    it("reorders the whole list, answering it in the new order, which the visitors' list follows", async () => {
      const ids: number[] = (await ask(`{ getAllVideos { id } }`)).getAllVideos.map(
        (video: { id: number }) => video.id,
      );
      const reversed = [...ids].reverse();
      const answer = (
        await ask(`mutation ($videos: [VideoOrderInput!]!) { patchVideoOrder(videos: $videos) { id order } }`, {
          videos: reversed.map((id, i) => ({ id, order: i + 1 })),
        })
      ).patchVideoOrder;
      expect(answer).toEqual(reversed.map((id, i) => ({ id, order: i + 1 })));
      const visible = ok(await server.graphql(`{ getVideos(offset: 0) { videos { id } } }`)).getVideos.videos.map(
        (video: { id: number }) => video.id,
      );
      expect(visible).toEqual(reversed.filter((id) => visible.includes(id)).slice(0, visible.length));
      const changes = (await ask(ADMIN_VIDEO, { videoId: reversed[0] })).getVideoAsAdmin.changes;
      expect(changes[0]).toMatchObject({ kind: "reordered", actor: admin.email, fields: [] });
      // a drag by one place: the history shows the places it came from and went to, counted from 1
      const top = reversed[0]!;
      await ask(`mutation ($videos: [VideoOrderInput!]!) { patchVideoOrder(videos: $videos) { id } }`, {
        videos: [{ id: top, order: 2 }],
      });
      const PLACES = `query ($videoId: Int!) { getVideoAsAdmin(videoId: $videoId) { changes { kind fromPosition toPosition } } }`;
      expect((await ask(PLACES, { videoId: top })).getVideoAsAdmin.changes[0]).toEqual({
        kind: "reordered",
        fromPosition: 1,
        toPosition: 2,
      });
      expect((await ask(PLACES, { videoId: reversed[1] })).getVideoAsAdmin.changes[0]).toEqual({
        kind: "reordered",
        fromPosition: 2,
        toPosition: 1,
      });
      expect(
        (await refusal(`mutation { patchVideoOrder(videos: [{ id: 99999, order: 1 }]) { id } }`)).extensions!.code,
      ).toBe("VIDEO_NOT_FOUND");
    });

    it("suggests free tags containing the search, whatever its case and accents, at most 20, and needs a character", async () => {
      expect((await ask(`mutation { searchTags(searchString: "UTEC") { id name type } }`)).searchTags).toEqual([
        { id: expect.any(Number), name: "utečenci", type: "tags" },
      ]);
      expect(
        (await ask(`mutation { searchTags(searchString: "ri") { name } }`)).searchTags.map(
          (tag: { name: string }) => tag.name,
        ),
      ).toContain("Sýria");
      expect((await ask(`mutation { searchTags(searchString: "e") { name } }`)).searchTags.length).toBeLessThanOrEqual(
        20,
      );
      expect(
        fieldsOf(failure(await server.graphql(`mutation { searchTags(searchString: " ") { id } }`, {}, as()))),
      ).toEqual({ searchString: "REQUIRED" });
      // filters are not free tags
      const filterName = (await ask(`{ getBaseTags { name } }`)).getBaseTags[0].name;
      expect(
        (
          await ask(`mutation ($s: String!) { searchTags(searchString: $s) { type } }`, { s: filterName })
        ).searchTags.every((tag: { type: string }) => tag.type === "tags"),
      ).toBe(true);
    });

    it("refuses to delete a filter a video has, naming it, and deletes it once the video lost it", async () => {
      const filter = (
        await ask(
          `mutation { addFilter(name: "Dočasný", nameEn: "Temporary", nameCz: "Dočasný", nameEs: "Temporal") { id } }`,
        )
      ).addFilter.id;
      const id = (await ask(EDIT_VIDEO, { ...story(), title: "S dočasným filtrom", filters: [filter, filters[0]!.id] }))
        .editVideo;
      const error = await refusal(`mutation ($id: Int!) { deleteFilter(id: $id) }`, { id: filter });
      expect(error).toMatchObject({
        message: "First remove the filter from the videos that have it (1): S dočasným filtrom",
        extensions: { code: "FILTER_IN_USE", count: 1, names: "S dočasným filtrom" },
      });
      await ask(EDIT_VIDEO, { videoId: id, filters: [filters[0]!.id] });
      expect((await ask(`mutation ($id: Int!) { deleteFilter(id: $id) }`, { id: filter })).deleteFilter).toBe(true);
      expect((await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin.filters).toEqual([{ id: filters[0]!.id }]);
    });

    it("deletes a video: gone from every list and its address", async () => {
      const id = (await ask(EDIT_VIDEO, { ...story(), title: "Na zmazanie" })).editVideo;
      const { slug } = (await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin;
      expect((await ask(`mutation ($id: Int!) { deleteVideo(id: $id) }`, { id })).deleteVideo).toBe(true);
      expect((await ask(ADMIN_VIDEO, { videoId: id })).getVideoAsAdmin).toBeNull();
      expect(
        ok(await server.graphql(`query ($slug: String!) { getVideo(slug: $slug) { video { id } } }`, { slug })).getVideo
          .video,
      ).toBeNull();
      const orders = (await ask(`{ getAllVideos { order } }`)).getAllVideos.map(
        (video: { order: number }) => video.order,
      );
      expect(orders).toEqual(orders.map((_: unknown, i: number) => i + 1));
      expect((await refusal(`mutation ($id: Int!) { deleteVideo(id: $id) }`, { id })).extensions!.code).toBe(
        "VIDEO_NOT_FOUND",
      );
    });

    it("shows a video's history to library admins only", async () => {
      const [first] = (await ask(`{ getAllVideos { id slug } }`)).getAllVideos;
      const HISTORY = `query ($slug: String!) { getVideo(slug: $slug) { video { changes { kind } } } }`;
      expect((await ask(HISTORY, { slug: first.slug })).getVideo.video.changes.length).toBeGreaterThan(0);
      expect(ok(await server.graphql(HISTORY, { slug: first.slug })).getVideo.video.changes).toBeNull();
    });
  });
});
