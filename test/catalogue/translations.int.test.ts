import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/events.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo, editVideo, type VideoInput } from "../../src/modules/videos/index.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import { adminWriter } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { statementCounter } from "../support/statements.ts";

const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video {
  title titleLang subtitle subtitleLang htmlDesc htmlDescLang highlights { text textLang translations { lang text } }
  translations { lang title subtitle htmlDesc }
} } }`;
const LIST = `query ($offset: Int!, $search: String) { getVideos(offset: $offset, search: $search) { count videos { slug title titleLang subtitle subtitleLang } } }`;
const FEATURED = `{ getFeaturedVideo { slug title titleLang thumbnail } }`;

const aleppo: VideoInput = {
  title: "Živá kniha: Cesta z Aleppa",
  subtitle: "Príbeh Samira",
  thumbnail: "/demo/covers/story-07.svg",
  htmlDesc: "<p>Samir prišiel na Slovensko.</p>",
  availability: 2,
  themes: [],
  highlights: [{ timestamp: "00:03", text: "Odchod z domova", translations: { en: "Leaving home" } }],
  translations: {
    en: {
      title: "Living book: The road from Aleppo",
      subtitle: "Samir's story",
      htmlDesc: "<p>Samir came to Slovakia.</p>",
    },
    cz: { title: "Živá kniha: Cesta z Aleppa do Brna" },
  },
};

/**
 * A video's texts over HTTP in each of the four languages: the translation where there is one,
 * Slovak where there is none, each text with the language it is in; the list's cards and search in
 * the request's language, still one statement a page; the raw translations for library admins only.
 */
describe(`videos in four languages (${testDatabaseKind})`, () => {
  let server: TestServer;
  const counter = statementCounter(["video_cards", "videos", "themes", "filters"]);
  let adminToken: string;
  let slug: string;
  let featuredOnEmptyCatalogue: unknown;
  const writer = () => adminWriter(server);
  const inLang = (lang: string, token?: string) => ({ "accept-language": lang, ...(token ? bearer(token) : {}) });
  /** The answer and the read models each statement the request sent read first. */
  async function statementsOf(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
    const { result, tables } = await counter.during(() => server.graphql(query, variables, headers));
    return { data: ok(result), statements: tables };
  }

  beforeAll(async () => {
    server = await startTestServer({ observeQueries: (node) => counter.observe(node) });
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", "aleppo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const themeId = await themeList.add(writer(), {
      name: "Téma",
      nameEn: "Theme",
      nameCz: "Téma",
      nameEs: "Tema",
      svgPath: "/demo/themes/theme-1.svg",
    });
    featuredOnEmptyCatalogue = ok(await server.graphql(FEATURED)).getFeaturedVideo;
    slug = (await createVideo(writer(), { ...aleppo, themes: [themeId], order: 1 })).slug;
    // a second page's worth of untranslated stories after it
    for (let i = 2; i <= 18; i++)
      await createVideo(writer(), {
        title: `Príbeh číslo ${i}`,
        subtitle: `Rozprávanie ${i}`,
        thumbnail: "/demo/covers/story-07.svg",
        themes: [themeId],
        order: i,
      });
    adminToken = (await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token;
  }, 120_000);
  afterAll(() => server?.close());

  it("gives each text in the request's language, or in Slovak marked as such", async () => {
    const videoIn = async (lang: string) => ok(await server.graphql(VIDEO, { slug }, inLang(lang))).getVideo.video;
    expect(await videoIn("en")).toMatchObject({
      title: "Living book: The road from Aleppo",
      titleLang: "en",
      subtitle: "Samir's story",
      subtitleLang: "en",
      htmlDesc: "<p>Samir came to Slovakia.</p>",
      htmlDescLang: "en",
      highlights: [{ text: "Leaving home", textLang: "en" }],
    });
    // Czech: the title only is translated
    expect(await videoIn("cs-CZ,cs;q=0.9")).toMatchObject({
      title: "Živá kniha: Cesta z Aleppa do Brna",
      titleLang: "cz",
      subtitle: "Príbeh Samira",
      subtitleLang: "sk",
      htmlDesc: "<p>Samir prišiel na Slovensko.</p>",
      htmlDescLang: "sk",
      highlights: [{ text: "Odchod z domova", textLang: "sk" }],
    });
    for (const lang of ["es", "sk"]) {
      expect(await videoIn(lang)).toMatchObject({
        title: aleppo.title,
        titleLang: "sk",
        subtitleLang: "sk",
        htmlDescLang: "sk",
        highlights: [{ text: "Odchod z domova", textLang: "sk" }],
      });
    }
  });

  it("translates the list's cards and still reads a page in one statement, in every language", async () => {
    const expectedFirst = {
      sk: { title: aleppo.title, titleLang: "sk", subtitleLang: "sk" },
      cz: {
        title: "Živá kniha: Cesta z Aleppa do Brna",
        titleLang: "cz",
        subtitle: "Príbeh Samira",
        subtitleLang: "sk",
      },
      en: {
        title: "Living book: The road from Aleppo",
        titleLang: "en",
        subtitle: "Samir's story",
        subtitleLang: "en",
      },
      es: { title: aleppo.title, titleLang: "sk", subtitleLang: "sk" },
    };
    for (const [lang, first] of Object.entries(expectedFirst)) {
      const { data, statements } = await statementsOf(LIST, { offset: 0 }, inLang(lang));
      expect(data.getVideos.count).toBe(18);
      expect(data.getVideos.videos).toHaveLength(16);
      expect(data.getVideos.videos[0]).toMatchObject({ slug, ...first });
      expect(data.getVideos.videos[1]).toMatchObject({
        title: "Príbeh číslo 2",
        titleLang: "sk",
        subtitle: "Rozprávanie 2",
        subtitleLang: "sk",
      });
      expect(statements, lang).toEqual(["video_cards"]);
      const second = await statementsOf(LIST, { offset: 16 }, inLang(lang));
      expect(second.data.getVideos.videos).toHaveLength(2);
      expect(second.statements, lang).toEqual(["video_cards"]);
    }
  });

  it("searches the request's language besides Slovak, in one statement", async () => {
    const found = async (search: string, lang: string) => {
      const { data, statements } = await statementsOf(LIST, { offset: 0, search }, inLang(lang));
      expect(statements).toEqual(["video_cards"]);
      return data.getVideos.videos.map((video: { slug: string }) => video.slug);
    };
    expect(await found("road alepp", "en")).toEqual([slug]);
    expect(await found("came slovakia", "en")).toEqual([slug]);
    expect(await found("aleppa", "en")).toEqual([slug]);
    expect(await found("road", "sk")).toEqual([]);
    expect(await found("road", "es")).toEqual([]);
    expect(await found("brna", "cz")).toEqual([slug]);
  });

  it("shows the texts as entered to library admins only", async () => {
    const admin = ok(await server.graphql(VIDEO, { slug }, inLang("sk", adminToken))).getVideo.video;
    expect(admin.translations).toEqual([
      { lang: "cz", title: "Živá kniha: Cesta z Aleppa do Brna", subtitle: "", htmlDesc: "" },
      { lang: "en", ...aleppo.translations!.en },
      { lang: "es", title: "", subtitle: "", htmlDesc: "" },
    ]);
    expect(admin.highlights[0].translations).toEqual([
      { lang: "cz", text: "" },
      { lang: "en", text: "Leaving home" },
      { lang: "es", text: "" },
    ]);
    const subscriber = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "A 1", city: "B", country: "C" },
    });
    for (const headers of [inLang("en"), inLang("en", subscriber.token)]) {
      const video = ok(await server.graphql(VIDEO, { slug }, headers)).getVideo.video;
      expect(video.translations).toBeNull();
      expect(video.highlights[0].translations).toBeNull();
    }
  });

  it("features the first visible story in the list's order, in the request's language, in one statement, stored like the list", async () => {
    expect(featuredOnEmptyCatalogue).toBeNull();
    const first = await statementsOf(FEATURED, {}, inLang("en"));
    expect(first.data.getFeaturedVideo).toEqual({
      slug,
      title: "Living book: The road from Aleppo",
      titleLang: "en",
      thumbnail: "/demo/covers/story-07.svg",
    });
    expect(first.statements).toEqual(["video_cards"]);
    // asked again: the stored answer, no statement
    expect(await statementsOf(FEATURED, {}, inLang("en"))).toEqual({ data: first.data, statements: [] });

    const { videoId } = await server.services.db
      .selectFrom("videos")
      .select("id as videoId")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    await editVideo(writer(), videoId, { visible: false });
    const next = await statementsOf(FEATURED, {}, inLang("en"));
    expect(next.data.getFeaturedVideo).toMatchObject({ title: "Príbeh číslo 2", titleLang: "sk" });
    expect(next.statements).toEqual(["video_cards"]);
  });
});
