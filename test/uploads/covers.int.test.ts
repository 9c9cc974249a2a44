import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { type Admin, AS_ADMIN, EDIT as EDIT_AUDIOBOOK, libraryAdmin, newAudiobookForm } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { type GraphQLResponse, startTestServer, type TestServer } from "../support/server.ts";
import { ICON, tinyPdf } from "./support/files.ts";
import { sendUpload, UPLOAD_SVG } from "./support/http.ts";

const EDIT_VIDEO = `mutation ($videoId: Int, $title: String, $thumbnail: String, $themes: [Int!]) { editVideo(videoId: $videoId, title: $title, thumbnail: $thumbnail, themes: $themes) }`;
const VIDEO = `query ($id: Int!) { getVideoAsAdmin(videoId: $id) { id slug title thumbnail availability visible order themes { id } changes { kind fields } } }`;
const EDIT_WEBINAR = `mutation ($webinarId: Int, $title: String, $thumbnail: String) { editWebinar(webinarId: $webinarId, title: $title, thumbnail: $thumbnail) }`;
const WEBINAR = `query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { id slug title thumbnail price availableFor visible order materials { url } } }`;

/** One kind of item whose form takes a cover: how to create one, edit its cover, and read it back as the admin sees it. */
type Item = {
  name: string;
  create(thumbnail: string): Promise<GraphQLResponse>;
  edit(id: number, thumbnail: string): Promise<GraphQLResponse>;
  read(id: number): Promise<{ thumbnail: string | null } & Record<string, unknown>>;
};

const coverIssues = (response: GraphQLResponse) => {
  expect(response.errors, "refused").toBeDefined();
  const error = response.errors![0]!;
  return {
    code: error.extensions?.code,
    fields: ((error.extensions?.fields ?? []) as { field: string; code: string }[]).map(({ field, code }) => ({
      field,
      code,
    })),
  };
};

/**
 * An item's cover (thumbnail) must be a file of the library: an image uploaded with uploadThumbnail
 * and still stored, or an image of the installation's demo folder. Anything else a form gives as a
 * new cover (a script link, a path on the server, an upload of another kind, another site's image)
 * is refused with THUMBNAIL_NOT_UPLOADED, and the refused form changes nothing. A theme's icon
 * likewise must be an SVG uploaded with uploadSvg or one of the demo folder (THEME_SVG_NOT_UPLOADED).
 */
describe(`covers of videos, audiobooks and webinars, and themes' icons (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let themeId: number;
  let pdf: string;
  let audiobookForm: Record<string, unknown>;
  const bad: Record<string, string> = {};

  const items: Item[] = [
    {
      name: "a video",
      create: (thumbnail) =>
        admin.graphql(EDIT_VIDEO, { title: `Príbeh ${Math.random()}`, thumbnail, themes: [themeId] }),
      edit: (id, thumbnail) => admin.graphql(EDIT_VIDEO, { videoId: id, thumbnail }),
      read: async (id) => ok(await admin.graphql(VIDEO, { id })).getVideoAsAdmin,
    },
    {
      name: "an audiobook",
      // the form's files are uploaded beforehand: the uploads are events of their own
      create: (thumbnail) =>
        admin.graphql(EDIT_AUDIOBOOK, { ...audiobookForm, title: `Kniha ${Math.random()}`, thumbnail }),
      edit: (id, thumbnail) => admin.graphql(EDIT_AUDIOBOOK, { audiobookId: id, thumbnail }),
      read: async (id) => ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin,
    },
    {
      name: "a webinar",
      create: (thumbnail) => admin.graphql(EDIT_WEBINAR, { title: `Webinár ${Math.random()}`, thumbnail }),
      edit: (id, thumbnail) => admin.graphql(EDIT_WEBINAR, { webinarId: id, thumbnail }),
      read: async (id) => ok(await admin.graphql(WEBINAR, { id })).getWebinarAsAdmin,
    },
  ];
  const idOf = (response: GraphQLResponse): number => Object.values(ok(response))[0] as number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await libraryAdmin(server);
    themeId = ok(
      await admin.graphql(
        `mutation { addTheme(name: "Téma", nameEn: "Theme", nameCz: "Téma", nameEs: "Tema", svgPath: "/demo/themes/theme-1.svg") { id } }`,
      ),
    ).addTheme.id;
    audiobookForm = await newAudiobookForm(server, admin);
    pdf = (await admin.upload("uploadMaterial", [{ name: "obalka.pdf", bytes: tinyPdf("Nie obrázok") }]))[0]!.url;
    Object.assign(bad, {
      script: "javascript:alert(1)",
      "a path on the server": "/etc/passwd",
      "an uploaded PDF": pdf,
      "another site's image": "https://example.com/cover.png",
    });
  }, 120_000);
  afterAll(() => server?.close());

  describe.each(items)("$name", (item) => {
    it("refuses a new one whose cover is no image of the library, writing nothing", async () => {
      for (const [what, thumbnail] of Object.entries(bad)) {
        const before = await committedEventCount(server.services.db);
        expect(coverIssues(await item.create(thumbnail)), what).toEqual({
          code: "VALIDATION_FAILED",
          fields: [{ field: "thumbnail", code: "THUMBNAIL_NOT_UPLOADED" }],
        });
        expect(await committedEventCount(server.services.db), `${what}: a refused form writes nothing`).toBe(before);
      }
    });

    it("refuses such a cover on an edit and keeps the item as it was", async () => {
      const id = idOf(await item.create(await admin.thumbnail()));
      const saved = await item.read(id);
      for (const [what, thumbnail] of Object.entries(bad)) {
        const before = await committedEventCount(server.services.db);
        expect(coverIssues(await item.edit(id, thumbnail)), what).toEqual({
          code: "VALIDATION_FAILED",
          fields: [{ field: "thumbnail", code: "THUMBNAIL_NOT_UPLOADED" }],
        });
        expect(await committedEventCount(server.services.db), `${what}: a refused form writes nothing`).toBe(before);
        expect(await item.read(id), what).toEqual(saved);
      }
    });

    it("takes an uploaded cover and a demo cover, and keeps the cover it has", async () => {
      const uploaded = await admin.thumbnail();
      expect(uploaded).toMatch(/^\/uploads\/thumbnails\/\d+-obal\.png$/);
      const id = idOf(await item.create(uploaded));
      expect((await item.read(id)).thumbnail).toBe(uploaded);
      expect(idOf(await item.edit(id, uploaded))).toBe(id);
      ok(await item.edit(id, "/demo/covers/story-01.svg"));
      expect((await item.read(id)).thumbnail).toBe("/demo/covers/story-01.svg");
      const demo = idOf(await item.create("/demo/covers/story-02.svg"));
      expect((await item.read(demo)).thumbnail).toBe("/demo/covers/story-02.svg");
    });
  });

  it("takes as a theme's icon only an SVG uploaded with uploadSvg or one of the demo folder, writing nothing otherwise", async () => {
    const THEME = (svgPath: string) =>
      `mutation { addTheme(name: "Ikona", nameEn: "Icon", nameCz: "Ikona", nameEs: "Icono", svgPath: ${JSON.stringify(svgPath)}) { id svgPath } }`;
    for (const [what, svgPath] of Object.entries({ ...bad, "an uploaded cover": await admin.thumbnail() })) {
      const before = await committedEventCount(server.services.db);
      expect(coverIssues(await admin.graphql(THEME(svgPath))), what).toEqual({
        code: "VALIDATION_FAILED",
        fields: [{ field: "svgPath", code: "THEME_SVG_NOT_UPLOADED" }],
      });
      expect(await committedEventCount(server.services.db), `${what}: a refused form writes nothing`).toBe(before);
    }
    const icon = ok(
      await sendUpload(server, UPLOAD_SVG, { file: { name: "ikona.svg", bytes: Buffer.from(ICON) } }, admin.headers),
    ).uploadSvg as string;
    const theme = ok(await admin.graphql(THEME(icon))).addTheme;
    expect(theme.svgPath).toBe(icon);
    const edit = (svgPath: string) =>
      admin.graphql(
        `mutation ($id: Int!, $svgPath: String!) { editTheme(id: $id, name: "Ikona", nameEn: "Icon", nameCz: "Ikona", nameEs: "Icono", svgPath: $svgPath) { svgPath } }`,
        { id: theme.id, svgPath },
      );
    expect(coverIssues(await edit("/etc/passwd")).fields).toEqual([
      { field: "svgPath", code: "THEME_SVG_NOT_UPLOADED" },
    ]);
    expect(ok(await edit(icon)).editTheme.svgPath).toBe(icon);
    expect(ok(await edit("/demo/themes/theme-2.svg")).editTheme.svgPath).toBe("/demo/themes/theme-2.svg");
  });

  it("takes as a video's new methodology only a PDF uploaded with uploadMethodic or one of the demo folder, writing nothing otherwise", async () => {
    const EDIT_METHODICS = `mutation ($videoId: Int!, $methodics: [MethodicInput!]) { editVideo(videoId: $videoId, methodics: $methodics) }`;
    const id = idOf(
      await admin.graphql(EDIT_VIDEO, {
        title: "Príbeh s metodikou",
        thumbnail: "/demo/covers/story-03.svg",
        themes: [themeId],
      }),
    );
    const cover = await admin.thumbnail();
    for (const [what, url] of Object.entries({
      ...bad,
      "an uploaded PDF of another kind": pdf,
      "an uploaded cover": cover,
    })) {
      const before = await committedEventCount(server.services.db);
      const refused = await admin.graphql(EDIT_METHODICS, {
        videoId: id,
        methodics: [{ url, name: "Metodika", order: 1 }],
      });
      expect(coverIssues(refused), what).toEqual({
        code: "VALIDATION_FAILED",
        fields: [{ field: "methodics.0.url", code: "METHODIC_NOT_UPLOADED" }],
      });
      expect(await committedEventCount(server.services.db), `${what}: a refused form writes nothing`).toBe(before);
    }
    const [methodic] = await admin.upload("uploadMethodic", [{ name: "metodika.pdf", bytes: tinyPdf("Metodika") }]);
    ok(
      await admin.graphql(EDIT_METHODICS, {
        videoId: id,
        methodics: [
          { url: methodic!.url, name: "Metodika", order: 1 },
          { url: "/demo/methodics/metodika-01.pdf", name: "Demo", order: 2 },
        ],
      }),
    );
    const saved = ok(
      await admin.graphql(`query ($id: Int!) { getVideoAsAdmin(videoId: $id) { methodics { url } } }`, { id }),
    ).getVideoAsAdmin.methodics;
    // (the admin gets them signed: the video is for members)
    expect(saved.map((m: { url: string }) => m.url.split("?")[0])).toEqual([
      methodic!.url,
      "/demo/methodics/metodika-01.pdf",
    ]);
  });

  it("names the refusal in each language", async () => {
    const messages: Record<string, string> = {};
    for (const lang of ["sk", "cz", "en", "es"]) {
      const response = await server.graphql(
        EDIT_WEBINAR,
        { title: "Webinár", thumbnail: "/etc/passwd" },
        { ...admin.headers, "accept-language": lang },
      );
      messages[lang] = response.errors![0]!.message;
    }
    expect(messages).toEqual({
      sk: "Obrázok musí byť nahraný do knižnice ako obálka",
      cz: "Obrázek musí být nahraný do knihovny jako obálka",
      en: "The image must be uploaded to the library as a cover image",
      es: "La imagen debe subirse a la biblioteca como imagen de portada",
    });
  });
});
