import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { alignmentClass, colourClass, RICH_TEXT_ALIGNMENTS, RICH_TEXT_PALETTE } from "../../src/shared/rich-text.ts";
import { PALETTE } from "../../web/src/admin/rich-text/rich-text-classes.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { unsafeParts, XSS_PAYLOADS } from "../support/xss.ts";

const EDIT = `mutation ($videoId: Int, $htmlDesc: String, $translations: VideoTranslationsInput, $themes: [Int!]) {
  editVideo(videoId: $videoId, title: "Bezpečný popis", thumbnail: "/demo/covers/story-01.svg", htmlDesc: $htmlDesc, availability: 2, themes: $themes, translations: $translations)
}`;
const PUBLIC = `query ($slug: String!) { getVideo(slug: $slug) { video { htmlDesc } } }`;
const AS_ADMIN = `query ($id: Int!) { getVideoAsAdmin(videoId: $id) { htmlDesc translations { lang htmlDesc } } }`;

describe("the classes of rich text: the sanitiser's, the editor's and the stylesheet's agree", () => {
  it("the editor offers the sanitiser's palette, in the same colours", () => {
    const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
    expect(Object.fromEntries(Object.entries(RICH_TEXT_PALETTE).map(([name, rgb]) => [name, hex(rgb)]))).toEqual(
      PALETTE,
    );
  });

  it("the stylesheet gives every class the sanitiser keeps its look", () => {
    const css = readFileSync("web/src/styles/rich-text.css", "utf8");
    for (const alignment of RICH_TEXT_ALIGNMENTS)
      expect(css).toMatch(new RegExp(`\\.${alignmentClass(alignment)} \\{\\s*text-align: ${alignment};`));
    for (const colour of Object.keys(RICH_TEXT_PALETTE) as (keyof typeof RICH_TEXT_PALETTE)[])
      expect(css).toMatch(new RegExp(`\\.${colourClass(colour)} \\{\\s*color: #`));
  });
});

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
    slug = ok(
      await server.graphql(
        `query ($id: Int!) { getVideoAsAdmin(videoId: $id) { slug } }`,
        { id: videoId },
        bearer(token),
      ),
    ).getVideoAsAdmin.slug;
  }, 120_000);
  afterAll(() => server?.close());

  it(`keeps nothing dangerous of ${XSS_PAYLOADS.length} attempts, in Slovak and in a translation`, async () => {
    const problems: string[] = [];
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const saved = await server.graphql(
        EDIT,
        { videoId, htmlDesc: `<p>${i}</p>${payload}`, translations: { en: { htmlDesc: `<p>en ${i}</p>${payload}` } } },
        bearer(token),
      );
      if (saved.errors) {
        problems.push(`${i + 1} not saved: ${JSON.stringify(saved.errors)}`);
        continue;
      }
      for (const lang of ["sk", "en"]) {
        const shown: string = ok(await server.graphql(PUBLIC, { slug }, { "accept-language": lang })).getVideo.video
          .htmlDesc;
        if (!shown.startsWith(lang === "sk" ? `<p>${i}</p>` : `<p>en ${i}</p>`))
          problems.push(`${i + 1} (${lang}): not the saved text: ${shown}`);
        const unsafe = unsafeParts(shown);
        if (unsafe.length > 0) problems.push(`${i + 1} (${lang}) ${payload}: ${unsafe.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  /** The description as a visitor sees it in each language, and as the admin's editor gets it (with its translations). */
  async function shownEverywhere(): Promise<{ sk: string; en: string; admin: string; adminEn: string }> {
    const shown = async (lang: string) =>
      ok(await server.graphql(PUBLIC, { slug }, { "accept-language": lang })).getVideo.video.htmlDesc as string;
    const admin = ok(await server.graphql(AS_ADMIN, { id: videoId }, bearer(token))).getVideoAsAdmin;
    const adminEn = admin.translations.find((translation: { lang: string }) => translation.lang === "en").htmlDesc;
    return { sk: await shown("sk"), en: await shown("en"), admin: admin.htmlDesc, adminEn };
  }

  it("keeps an alignment and the colour black as classes the site's CSP allows, never as a style", async () => {
    const saved = await server.graphql(
      EDIT,
      {
        videoId,
        htmlDesc: `<p style="text-align: center; color: #c00">Na stred</p>`,
        translations: {
          en: { htmlDesc: `<p style="text-align:right"><span style="color: rgb(0, 0, 0)">Black</span> text</p>` },
        },
      },
      bearer(token),
    );
    expect(saved.errors).toBeUndefined();
    expect(await shownEverywhere()).toEqual({
      sk: `<p class="rt-align-center">Na stred</p>`,
      en: `<p class="rt-align-right"><span class="rt-color-black">Black</span> text</p>`,
      admin: `<p class="rt-align-center">Na stred</p>`,
      adminEn: `<p class="rt-align-right"><span class="rt-color-black">Black</span> text</p>`,
    });
  });

  it("shows a description stored with styles (before they became classes) with classes, to visitors and to the editor", async () => {
    // what the earlier sanitiser kept, recorded as it recorded it: an edit of the video
    const store = server.services.store;
    const stream = `video-${videoId}`;
    const last = (await store.readStream(stream)).at(-1)!;
    const old = `<p style="text-align:justify">Starý popis <span style="color:#000000">čierny</span></p>`;
    const oldEn = `<h2 style="text-align:center">Old</h2>`;
    const data = { ...last.data, htmlDesc: old, translations: { en: { title: "", subtitle: "", htmlDesc: oldEn } } };
    const appended = await store.appendToStream(
      stream,
      [{ type: "VideoEdited", data, metadata: { ...last.metadata, eventId: randomUUID(), commandId: randomUUID() } }],
      last.revision,
    );
    await server.services.projections.waitFor(appended.position);

    const shown = await shownEverywhere();
    expect(shown).toEqual({
      sk: `<p class="rt-align-justify">Starý popis <span class="rt-color-black">čierny</span></p>`,
      en: `<h2 class="rt-align-center">Old</h2>`,
      admin: `<p class="rt-align-justify">Starý popis <span class="rt-color-black">čierny</span></p>`,
      adminEn: `<h2 class="rt-align-center">Old</h2>`,
    });
    for (const html of Object.values(shown)) expect(html).not.toMatch(/\sstyle\s*=/);
  });
});
