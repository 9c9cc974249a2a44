import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { testDatabaseKind } from "../support/database.ts";
import { statementCounter } from "../support/statements.ts";

/** The home page's query, as the client sends it (web/src/routes/public/home/VideoResults.tsx). */
const homeQuery = `query ($offset: Int!, $search: String) {
  getVideos(offset: $offset, search: $search) { count pagination { pageCount } videos { id slug title subtitle thumbnail availability } }
}`;

/**
 * A list page costs one SQL statement whatever its size: the page of cards and the count come
 * from one narrow read model, never a statement per card.
 */
describe(`list pages read the database once (${testDatabaseKind})`, () => {
  let server: TestServer;
  // only what reads the catalogue's read models: the projection runner's own work is not the request's
  const counter = statementCounter([
    "video_cards",
    "videos",
    "themes",
    "filters",
    "audiobook_cards",
    "audiobooks",
    "languages",
    "audiobook_statistics",
    "audio_file_statistics",
    "webinar_cards",
    "webinars",
    "webinar_admissions",
  ]);

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, observeQueries: (node) => counter.observe(node) });
  }, 120_000);
  afterAll(() => server?.close());

  /** The request's answer and the read models each statement it sent read first, in order. */
  async function statementsOf(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const { result: response, tables } = await counter.during(() => server.graphql(query, variables, headers));
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return { data: response.data, statements: tables };
  }

  it("a full page, the last page, an empty page and a search each take one statement", async () => {
    const full = await statementsOf(homeQuery, { offset: 0 });
    expect(full.data.getVideos.videos).toHaveLength(16);
    expect(full.statements).toEqual(["video_cards"]);
    const lastOffset = Math.floor((full.data.getVideos.count - 1) / 16) * 16;
    const last = await statementsOf(homeQuery, { offset: lastOffset });
    expect(last.data.getVideos.videos.length).toBe(full.data.getVideos.count - lastOffset);
    expect(last.statements).toEqual(["video_cards"]);
    const empty = await statementsOf(homeQuery, { offset: 10_000 });
    expect(empty.data.getVideos).toMatchObject({ videos: [], count: full.data.getVideos.count });
    expect(empty.statements).toEqual(["video_cards"]);
    const searched = await statementsOf(homeQuery, { offset: 0, search: "ziva" });
    expect(searched.data.getVideos.videos.length).toBeGreaterThan(0);
    expect(searched.statements).toEqual(["video_cards"]);
  });

  it("fields a card does not carry are loaded for the whole page in one more statement", async () => {
    const { data, statements } = await statementsOf(
      `query { getVideos(offset: 0) { videos { id htmlDesc themes { id } tags { name } } } }`,
      {},
    );
    expect(data.getVideos.videos).toHaveLength(16);
    expect(data.getVideos.videos.every((video: { htmlDesc: string }) => video.htmlDesc.length > 0)).toBe(true);
    expect(statements).toEqual(["video_cards", "videos"]);
  });

  it("a page of audiobooks (with each card's language), a language filter and a search each take one statement", async () => {
    const AUDIOBOOKS = `query ($offset: Int!, $filters: [Int!], $search: String) {
      getAudiobooks(offset: $offset, filters: $filters, search: $search) { count pagination { pageCount } audiobooks { id slug title subtitle thumbnail excerpt availability totalSeconds language { abbreviation } canPlay } }
    }`;
    const full = await statementsOf(AUDIOBOOKS, { offset: 0 });
    expect(full.data.getAudiobooks.audiobooks).toHaveLength(6);
    expect(full.statements).toEqual(["audiobook_cards"]);
    const languageIds = (await server.graphql(`{ getLanguages { id } }`)).data.getLanguages.map(
      (l: { id: number }) => l.id,
    );
    const filtered = await statementsOf(AUDIOBOOKS, { offset: 0, filters: languageIds.slice(0, 3) });
    expect(filtered.data.getAudiobooks.count).toBe(6);
    expect(filtered.statements).toEqual(["audiobook_cards"]);
    const searched = await statementsOf(AUDIOBOOKS, { offset: 0, search: "aleppo" });
    expect(searched.data.getAudiobooks.count).toBe(1);
    expect(searched.statements).toEqual(["audiobook_cards"]);
    // the detail fields of a whole page: one more statement for the page, not one per audiobook
    const detailed = await statementsOf(
      `{ getAudiobooks { audiobooks { id htmlDesc audioFiles { durationSeconds } material { name } } } }`,
      {},
    );
    expect(detailed.statements).toEqual(["audiobook_cards", "audiobooks"]);
  });

  it("a page of webinars and a search take one statement, however many cards (a guest's cards read no admissions)", async () => {
    const admin = bearer((await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token);
    for (const title of ["Počúvanie v triede", "Rozhovor o odvahe", "Príbehy susedov"]) {
      const created = await server.graphql(
        `mutation ($title: String!) { editWebinar(title: $title, price: 9.9, htmlDesc: "<p>Webinár o počúvaní</p>") }`,
        { title },
        admin,
      );
      expect(created.errors).toBeUndefined();
    }
    const WEBINARS = `query ($offset: Int, $search: String) {
      getWebinars(offset: $offset, search: $search) { count pagination { pageCount } webinars { id slug title thumbnail excerpt price priceText availableFor length canPlay accessDenial } }
    }`;
    const page = await statementsOf(WEBINARS, { offset: 0 });
    expect(page.data.getWebinars.webinars.length).toBeGreaterThanOrEqual(3);
    expect(page.statements).toEqual(["webinar_cards"]);
    const searched = await statementsOf(WEBINARS, { offset: 0, search: "pocuvanie" });
    expect(searched.data.getWebinars.webinars.length).toBeGreaterThanOrEqual(1);
    expect(searched.statements).toEqual(["webinar_cards"]);
  });

  describe("the admin zone's video lists", () => {
    /** What the admin's list screens show (web/src/routes/profile/admin/videos/VideoListPage.tsx). */
    const LIST_FIELDS = "id title order visible availability thumbnail";
    /** What the video form reads of one video. */
    const FORM_FIELDS =
      "id title order visible availability note themes { id } filters { id } tags { name type } methodics { name } highlights { text }";
    let admin: Record<string, string>;

    beforeAll(async () => {
      admin = bearer((await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token);
    });

    it("every video, the test videos, and one video for the form: one statement each, whatever their number", async () => {
      const all = await statementsOf(`{ getAllVideos { ${LIST_FIELDS} } }`, {}, admin);
      expect(all.data.getAllVideos.length).toBeGreaterThan(40);
      expect(all.statements).toEqual(["video_cards"]);
      const tests = await statementsOf(`{ getAllTestVideos { ${LIST_FIELDS} } }`, {}, admin);
      expect(tests.data.getAllTestVideos.length).toBeGreaterThan(5);
      expect(tests.statements).toEqual(["video_cards"]);
      // searched, filtered and paged: still one narrow read
      const narrowed = await statementsOf(
        `{ getAllVideos(search: "ziva", availability: 2, visible: true, offset: 0, limit: 20) { ${LIST_FIELDS} } }`,
        {},
        admin,
      );
      expect(narrowed.data.getAllVideos.length).toBeGreaterThan(0);
      expect(narrowed.statements).toEqual(["video_cards"]);
      // what the list does not show is read for the whole list in one more statement
      const detailed = await statementsOf(`{ getAllVideos { id themes { name } note } }`, {}, admin);
      expect(detailed.statements).toEqual(["video_cards", "videos"]);
      const one = await statementsOf(
        `query ($id: Int!) { getVideoAsAdmin(videoId: $id) { ${FORM_FIELDS} } }`,
        { id: all.data.getAllVideos[0].id },
        admin,
      );
      expect(one.statements).toEqual(["videos"]);
    });

    it("every audiobook with its open count (the admin's list), and one audiobook's files' counters: one statement per table, whatever their number", async () => {
      const all = await statementsOf(
        `{ getAllAudiobooks { id title order visible availability language { abbreviation } openedStatistic } }`,
        {},
        admin,
      );
      expect(all.data.getAllAudiobooks).toHaveLength(6);
      expect(all.statements).toEqual(["audiobooks", "audiobook_statistics"]);
      const one = await statementsOf(
        `query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { id openedStatistic downloadedEbookStatistic audioFiles { playedStatistic listenedStatistic } } }`,
        { id: all.data.getAllAudiobooks[0].id },
        admin,
      );
      expect(one.statements).toEqual(["audiobooks", "audiobook_statistics", "audio_file_statistics"]);
    });
  });
});
