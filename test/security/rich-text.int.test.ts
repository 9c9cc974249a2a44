import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { unsafeParts, XSS_PAYLOADS } from "../support/xss.ts";

const EDIT = `mutation ($videoId: Int, $htmlDesc: String, $translations: VideoTranslationsInput, $themes: [Int!]) {
  editVideo(videoId: $videoId, title: "Bezpečný popis", thumbnail: "/demo/covers/story-01.svg", htmlDesc: $htmlDesc, availability: 2, themes: $themes, translations: $translations)
}`;
const PUBLIC = `query ($slug: String!) { getVideo(slug: $slug) { video { htmlDesc } } }`;

/**
 * Script injection through the admin's rich text, end to end: each attempt saved as a video's
 * description (and its English translation) through editVideo, then read back by an anonymous
 * visitor from getVideo. Nothing that runs or loads anything survives.
 */
describe(`rich text saved by an admin and shown to visitors (${testDatabaseKind})`, () => {
  let server: TestServer;
  let token: string;
  let videoId: number;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    token = (await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token;
    const theme = ok(await server.graphql(`{ getThemes { id } }`)).getThemes[0].id;
    videoId = ok(await server.graphql(EDIT, { htmlDesc: "<p>Začiatok</p>", themes: [theme] }, bearer(token))).editVideo;
    slug = ok(await server.graphql(`query ($id: Int!) { getVideoAsAdmin(videoId: $id) { slug } }`, { id: videoId }, bearer(token))).getVideoAsAdmin.slug;
  }, 120_000);
  afterAll(() => server?.close());

  it(`keeps nothing dangerous of ${XSS_PAYLOADS.length} attempts, in Slovak and in a translation`, async () => {
    const problems: string[] = [];
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const saved = await server.graphql(EDIT, { videoId, htmlDesc: `<p>${i}</p>${payload}`, translations: { en: { htmlDesc: `<p>en ${i}</p>${payload}` } } }, bearer(token));
      if (saved.errors) {
        problems.push(`${i + 1} not saved: ${JSON.stringify(saved.errors)}`);
        continue;
      }
      for (const lang of ["sk", "en"]) {
        const shown: string = ok(await server.graphql(PUBLIC, { slug }, { "accept-language": lang })).getVideo.video.htmlDesc;
        if (!shown.startsWith(lang === "sk" ? `<p>${i}</p>` : `<p>en ${i}</p>`)) problems.push(`${i + 1} (${lang}): not the saved text: ${shown}`);
        const unsafe = unsafeParts(shown);
        if (unsafe.length > 0) problems.push(`${i + 1} (${lang}) ${payload}: ${unsafe.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
