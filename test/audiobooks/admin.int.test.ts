import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  type Admin,
  AS_ADMIN,
  createAudiobook,
  EDIT,
  GET_AUDIOBOOK,
  languageId,
  libraryAdmin,
  newAudiobookForm,
} from "./support.ts";

const eventsOf = async (server: TestServer, stream: string) =>
  (await server.services.store.readStream(stream)).map((e) => e.type);
const issuesOf = (response: { errors?: { extensions?: Record<string, any> }[] }) =>
  (response.errors?.[0]?.extensions?.fields ?? []) as { field: string; code: string }[];

describe(`the admin's audiobooks (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await libraryAdmin(server);
  }, 60_000);
  afterAll(() => server?.close());

  it("creates an audiobook from uploads: each file's length read from the MP3, the e-book, the language, a slug", async () => {
    const { id, slug } = await createAudiobook(server, admin, { title: "Cesta domov" });
    expect(slug).toBe("cesta-domov");
    const audiobook = ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin;
    expect(audiobook).toMatchObject({
      title: "Cesta domov",
      visible: true,
      availability: 2,
      language: { abbreviation: "SK" },
      tags: [{ name: "rozprávka", type: "tags" }],
    });
    expect(audiobook.audioFiles.map((f: { name: string; order: number }) => [f.name, f.order])).toEqual([
      ["Kapitola 1", 1],
      ["Kapitola 2", 2],
    ]);
    // the demo MP3s: 6.5 s and 6.9 s of speech
    for (const file of audiobook.audioFiles) expect(file.durationSeconds).toBeGreaterThan(5);
    expect(audiobook.totalSeconds).toBeCloseTo(
      audiobook.audioFiles[0].durationSeconds + audiobook.audioFiles[1].durationSeconds,
      3,
    );
    expect(audiobook.material.url).toMatch(/^\/uploads\/materials\/\d+-kniha\.pdf$/);
    expect(audiobook.changes).toEqual([{ kind: "created", fields: [], actor: expect.stringContaining("@") }]);
    expect(await eventsOf(server, `audiobook-${id}`)).toEqual(["AudiobookCreated"]);
  });

  it("refuses a form without title, audio, thumbnail or language, each field named, writing nothing", async () => {
    const before = await committedEventCount(server.services.db);
    const response = await admin.graphql(EDIT, { title: " ", audioFiles: [], thumbnail: "" });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    const fields = Object.fromEntries(issuesOf(response).map((i) => [i.field, i.code]));
    expect(fields).toEqual({
      title: "REQUIRED",
      audioFiles: "AUDIOBOOK_AUDIO_REQUIRED",
      thumbnail: "AUDIOBOOK_THUMBNAIL_REQUIRED",
      languageId: "AUDIOBOOK_LANGUAGE_REQUIRED",
    });
    expect(await committedEventCount(server.services.db)).toBe(before);
  });

  it("refuses files that are not uploads of their kind, an unknown language, and a bad availability, in the admin's language", async () => {
    const form = await newAudiobookForm(server, admin);
    const [pdf] = await admin.ebook("nie-zvuk.pdf");
    const issues = async (variables: Record<string, unknown>) => {
      const response = await admin.graphql(EDIT, { ...form, ...variables });
      expect(response.data).toBeNull();
      return issuesOf(response).map((i) => `${i.field}:${i.code}`);
    };
    expect(await issues({ audioFiles: [{ url: pdf!.url, name: "x", order: 1 }] })).toEqual([
      "audioFiles.0.url:AUDIO_FILE_NOT_UPLOADED",
    ]);
    expect(await issues({ audioFiles: [{ url: "/uploads/audio/999-nic.mp3", name: "x", order: 1 }] })).toEqual([
      "audioFiles.0.url:AUDIO_FILE_NOT_UPLOADED",
    ]);
    expect(await issues({ audioFiles: [{ url: "https://example.com/a.mp3", name: "x", order: 1 }] })).toEqual([
      "audioFiles.0.url:AUDIO_FILE_NOT_UPLOADED",
    ]);
    expect(await issues({ materials: [{ url: form.audioFiles[0]!.url, name: "x" }] })).toEqual([
      "materials:EBOOK_NOT_UPLOADED",
    ]);
    expect(await issues({ languageId: 99_999 })).toEqual(["languageId:LANGUAGE_NOT_FOUND"]);
    expect(await issues({ availability: 7 })).toEqual(["availability:AVAILABILITY_INVALID"]);
    const response = await server.graphql(EDIT, { ...form, title: "" }, { ...admin.headers, "accept-language": "sk" });
    expect(response.errors![0]!.message).not.toMatch(/VALIDATION_FAILED|REQUIRED/);
  });

  it("records files added, removed and reordered, a replaced e-book and hiding as their own events; an unchanged form records nothing", async () => {
    const { id, slug } = await createAudiobook(server, admin, { title: "Hlasy" });
    const before = ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin;
    const [third] = await admin.audio(["hlasy-z-osady-1.mp3"]);
    const [ebook] = await admin.ebook("nova.pdf");
    const [first, second] = before.audioFiles;
    // a new first file, the second kept and renamed, the first gone
    const files = [
      { url: third!.url, name: "Nová", order: 1 },
      { id: second.id, url: second.url, name: "Druhá", order: 2 },
    ];
    ok(
      await admin.graphql(EDIT, {
        audiobookId: id,
        audioFiles: files,
        materials: [
          { id: before.material.id, url: before.material.url, name: before.material.name },
          { url: ebook!.url, name: ebook!.name },
        ],
        visible: false,
      }),
    );
    expect(await eventsOf(server, `audiobook-${id}`)).toEqual([
      "AudiobookCreated",
      "AudioFilesRemoved",
      "AudioFilesAdded",
      "AudioFilesReordered",
      "AudiobookEbookReplaced",
      "AudiobookHidden",
    ]);
    const after = ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin;
    expect(after.audioFiles.map((f: { name: string }) => f.name)).toEqual(["Nová", "Druhá"]);
    expect(after.audioFiles[1].id).toBe(second.id);
    expect(after.audioFiles.map((f: { id: number }) => f.id)).not.toContain(first.id);
    expect(after).toMatchObject({ visible: false, material: { name: "nova.pdf" } });
    expect(after.changes.map((c: { kind: string; fields: string[] }) => `${c.kind}:${c.fields.join()}`)).toEqual([
      "edited:visible",
      "edited:materials",
      "edited:audioFiles",
      "edited:audioFiles",
      "edited:audioFiles",
      "created:",
    ]);
    // hidden: still reachable by link
    expect(ok(await server.graphql(GET_AUDIOBOOK, { slug })).getAudiobook.visible).toBe(false);
    // the same form again changes nothing
    const again = await admin.graphql(EDIT, {
      audiobookId: id,
      audioFiles: after.audioFiles.map(({ id: fileId, url, name, order }: Record<string, unknown>) => ({
        id: fileId,
        url,
        name,
        order,
      })),
      visible: false,
    });
    expect(again.errors).toBeUndefined();
    expect(await eventsOf(server, `audiobook-${id}`)).toHaveLength(6);
  });

  it("sanitises the descriptions and answers each text in the request's language, Slovak where it is not translated", async () => {
    const { id, slug } = await createAudiobook(server, admin, {
      title: "Preložená",
      htmlDesc: `<p onclick="steal()">Príbeh<script>alert(1)</script> o &amp; <img src=x onerror=alert(2)>priateľstve</p>`,
      translations: {
        en: {
          title: "Translated",
          subtitle: "",
          htmlDesc: "<p>A story <b>about</b> friendship<script>x()</script></p>",
        },
      },
    });
    const TEXTS = `query ($slug: String!) { getAudiobook(slug: $slug) { title titleLang subtitle subtitleLang htmlDesc htmlDescLang excerpt translations { lang title } } }`;
    const inEnglish = ok(await server.graphql(TEXTS, { slug }, { "accept-language": "en" })).getAudiobook;
    expect(inEnglish).toMatchObject({
      title: "Translated",
      titleLang: "en",
      subtitle: "Rozprávka",
      subtitleLang: "sk",
      htmlDescLang: "en",
      excerpt: "A story about friendship",
      translations: null,
    });
    expect(inEnglish.htmlDesc).not.toMatch(/script|onclick|onerror/);
    const inSlovak = ok(await server.graphql(TEXTS, { slug }, { "accept-language": "sk" })).getAudiobook;
    expect(inSlovak.htmlDesc).toBe("<p>Príbeh o &amp; priateľstve</p>");
    expect(inSlovak.excerpt).toBe("Príbeh o & priateľstve");
    const card = ok(
      await server.graphql(
        `{ getAudiobooks(search: "translated") { audiobooks { id title excerpt } } }`,
        {},
        { "accept-language": "en" },
      ),
    ).getAudiobooks.audiobooks;
    expect(card).toEqual([{ id, title: "Translated", excerpt: "A story about friendship" }]);
    expect(
      ok(await admin.graphql(AS_ADMIN.replace("changes", "translations { lang title } changes"), { id }))
        .getAudiobookAsAdmin.translations,
    ).toEqual([
      { lang: "cz", title: "" },
      { lang: "en", title: "Translated" },
      { lang: "es", title: "" },
    ]);
  });

  it("keeps the slug when the title changes, keeps slugs unique, and frees a deleted audiobook's slug", async () => {
    const first = await createAudiobook(server, admin, { title: "Rovnaký názov" });
    const second = await createAudiobook(server, admin, { title: "Rovnaký názov" });
    expect([first.slug, second.slug]).toEqual(["rovnaky-nazov", "rovnaky-nazov-2"]);
    ok(await admin.graphql(EDIT, { audiobookId: second.id, title: "Iný názov" }));
    expect(ok(await server.graphql(GET_AUDIOBOOK, { slug: "rovnaky-nazov-2" })).getAudiobook.id).toBe(second.id);
    expect(ok(await server.graphql(GET_AUDIOBOOK, { slug: "iny-nazov" })).getAudiobook).toBeNull();
    expect(
      ok(await admin.graphql(`mutation ($id: Int!) { deleteAudiobook(id: $id) }`, { id: first.id })).deleteAudiobook,
    ).toBe(true);
    expect(ok(await server.graphql(GET_AUDIOBOOK, { slug: "rovnaky-nazov" })).getAudiobook).toBeNull();
    expect((await createAudiobook(server, admin, { title: "Rovnaký názov" })).slug).toBe("rovnaky-nazov");
    const again = await admin.graphql(`mutation ($id: Int!) { deleteAudiobook(id: $id) }`, { id: first.id });
    expect(again.errors?.[0]?.extensions?.code).toBe("AUDIOBOOK_NOT_FOUND");
    expect(again.errors?.[0]?.message).toBe("The audiobook does not exist");
  });

  it("keeps a language its audiobooks are read in until they are moved to another one", async () => {
    const language = await languageId(server, admin, "HU");
    const { id, slug } = await createAudiobook(server, admin, { title: "Po maďarsky", languageId: language });
    const refused = await admin.graphql(`mutation ($id: Int!) { deleteLanguage(id: $id) }`, { id: language });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "LANGUAGE_IN_USE", count: 1, names: "Po maďarsky" });
    const slovak = await languageId(server, admin, "SK");
    ok(
      await admin.graphql(`mutation ($id: Int!, $to: Int) { deleteLanguage(id: $id, replacementId: $to) }`, {
        id: language,
        to: slovak,
      }),
    );
    expect(ok(await server.graphql(GET_AUDIOBOOK, { slug })).getAudiobook).toMatchObject({
      languageId: slovak,
      language: { abbreviation: "SK" },
    });
    expect(await eventsOf(server, `audiobook-${id}`)).toContain("AudiobookLanguageMoved");
    expect(ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin.changes[0]).toMatchObject({
      kind: "edited",
      fields: ["languageId"],
    });
  });
});
