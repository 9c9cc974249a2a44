import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  const counter = statementCounter(["video_cards", "videos", "themes", "filters"]);

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, observeQueries: (node) => counter.observe(node) });
  }, 120_000);
  afterAll(() => server?.close());

  /** The request's answer and the read models each statement it sent read first, in order. */
  async function statementsOf(query: string, variables: Record<string, unknown>) {
    const { result: response, tables } = await counter.during(() => server.graphql(query, variables));
    expect(response.errors).toBeUndefined();
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
    const { data, statements } = await statementsOf(`query { getVideos(offset: 0) { videos { id htmlDesc themes { id } tags { name } } } }`, {});
    expect(data.getVideos.videos).toHaveLength(16);
    expect(data.getVideos.videos.every((video: { htmlDesc: string }) => video.htmlDesc.length > 0)).toBe(true);
    expect(statements).toEqual(["video_cards", "videos"]);
  });
});
