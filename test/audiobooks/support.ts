import { readFileSync } from "node:fs";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import type { TestServer } from "../support/server.ts";
import { tinyPdf } from "../uploads/support/files.ts";
import { sendUpload } from "../uploads/support/http.ts";

/** A real MP3 of the demo catalogue (espeak-ng, lame: mono 24 kbit/s with an Info header) and its length. */
export const demoMp3 = (name = "cesta-domov-1.mp3") =>
  readFileSync(new URL(`../../demo/audiobooks/${name}`, import.meta.url));

export const AUDIOBOOK_FIELDS = `id slug title subtitle thumbnail htmlDesc excerpt availability visible order languageId language { id abbreviation }
  material { id url name } methodics { id url name order } audioFiles { id url name order durationSeconds } totalSeconds canPlay accessDenial note tags { id name type }`;
export const GET_AUDIOBOOK = `query ($slug: String!) { getAudiobook(slug: $slug) { ${AUDIOBOOK_FIELDS} } }`;
export const AS_ADMIN = `query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { ${AUDIOBOOK_FIELDS} changes { kind fields actor } } }`;
export const EDIT = `mutation ($audiobookId: Int, $title: String, $subtitle: String, $thumbnail: String, $htmlDesc: String, $availability: Int, $visible: Boolean,
  $order: Int, $tags: [String!], $languageId: Int, $methodics: [MethodicInput!], $materials: [MaterialInput!], $audioFiles: [AudioFileInput!], $note: String,
  $translations: VideoTranslationsInput) {
  editAudiobook(audiobookId: $audiobookId, title: $title, subtitle: $subtitle, thumbnail: $thumbnail, htmlDesc: $htmlDesc, availability: $availability,
    visible: $visible, order: $order, tags: $tags, languageId: $languageId, methodics: $methodics, materials: $materials, audioFiles: $audioFiles, note: $note,
    translations: $translations) }`;

export type Uploaded = { id: number; url: string; name: string };

/** A library admin's session, and uploads made the way the admin form makes them. */
export async function libraryAdmin(server: TestServer) {
  const { token } = await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin });
  const headers = bearer(token);
  const upload = async (
    mutation: "uploadAudioFile" | "uploadMaterial" | "uploadMethodic",
    files: { name: string; bytes: Uint8Array }[],
  ): Promise<Uploaded[]> =>
    ok(
      await sendUpload(
        server,
        `mutation ($files: [File!]!) { ${mutation}(files: $files) { id url name } }`,
        { files },
        headers,
      ),
    )[mutation];
  const thumbnail = async (): Promise<string> => {
    const { tinyPng } = await import("../uploads/support/files.ts");
    return ok(
      await sendUpload(
        server,
        `mutation ($file: File!) { uploadThumbnail(file: $file) }`,
        { file: { name: "obal.png", bytes: tinyPng() } },
        headers,
      ),
    ).uploadThumbnail;
  };
  return {
    headers,
    upload,
    thumbnail,
    audio: (names: string[] = ["cesta-domov-1.mp3", "cesta-domov-2.mp3"]) =>
      upload(
        "uploadAudioFile",
        names.map((name) => ({ name, bytes: demoMp3(name) })),
      ),
    ebook: (name = "kniha.pdf") => upload("uploadMaterial", [{ name, bytes: tinyPdf("E-kniha") }]),
    methodic: (name: string) => upload("uploadMethodic", [{ name, bytes: tinyPdf("Metodika") }]),
    graphql: (query: string, variables: Record<string, unknown> = {}) =>
      server.graphql(query, variables, { ...headers, "accept-language": "en" }),
  };
}

export type Admin = Awaited<ReturnType<typeof libraryAdmin>>;

/** The id of a demo language by abbreviation (SK, CZ, EN, ES), or a new one when the server has no demo data. */
export async function languageId(server: TestServer, admin: Admin, abbreviation: string): Promise<number> {
  const languages: { id: number; abbreviation: string }[] = ok(
    await server.graphql(`{ getLanguages { id abbreviation } }`),
  ).getLanguages;
  const found = languages.find((l) => l.abbreviation === abbreviation);
  if (found) return found.id;
  const names = `name: "${abbreviation}", nameEn: "${abbreviation}", nameCz: "${abbreviation}", nameEs: "${abbreviation}"`;
  return ok(await admin.graphql(`mutation { addLanguage(${names}, abbreviation: "${abbreviation}") { id } }`))
    .addLanguage.id;
}

/** A complete form for a new audiobook from fresh uploads. */
export async function newAudiobookForm(server: TestServer, admin: Admin, overrides: Record<string, unknown> = {}) {
  const [audio, [ebook], thumbnail, language] = await Promise.all([
    admin.audio(),
    admin.ebook(),
    admin.thumbnail(),
    languageId(server, admin, "SK"),
  ]);
  return {
    title: "Malý princ",
    subtitle: "Rozprávka",
    htmlDesc: "<p>Príbeh o <strong>priateľstve</strong>.</p>",
    thumbnail,
    languageId: language,
    availability: 2,
    audioFiles: audio.map((file, i) => ({ url: file.url, name: `Kapitola ${i + 1}`, order: i + 1 })),
    materials: [{ url: ebook!.url, name: ebook!.name }],
    tags: ["rozprávka"],
    ...overrides,
  };
}

export async function createAudiobook(
  server: TestServer,
  admin: Admin,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const id = ok(await admin.graphql(EDIT, await newAudiobookForm(server, admin, overrides))).editAudiobook as number;
  const { slug } = ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin;
  return { id, slug };
}
