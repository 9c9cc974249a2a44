import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const REORDER = `mutation ($videos: [VideoOrderInput!]!) { patchVideoOrder(videos: $videos) { id order } }`;

/** A shuffle that is the same on every run (a linear congruential generator from the seed). */
function shuffled(ids: readonly number[], seed: number): number[] {
  const result = [...ids];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * Two library admins dragging the video list at the same moment, 20 times: each reorder is one
 * event holding the whole order, so the list always ends in one of the orders sent, each video
 * once, numbered 1…n, and the read model shows exactly the last order recorded.
 */
describe(`two admins reordering the videos at once (${testDatabaseKind})`, () => {
  let server: TestServer;
  let tokens: string[];

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    tokens = (
      await Promise.all([1, 2].map(() => accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })))
    ).map((admin) => admin.token);
  }, 120_000);
  afterAll(() => server?.close());

  it("ends every round in one of the orders sent, without gaps or duplicates, and the read model equals the log's last order", async () => {
    const ids: number[] = ok(await server.graphql(`{ getAllVideos { id } }`, {}, bearer(tokens[0]!))).getAllVideos.map(
      (video: { id: number }) => video.id,
    );
    expect(ids.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (let round = 1; round <= 20; round++) {
      const sent = tokens.map((_, admin) => shuffled(ids, round * 2 + admin));
      const answers = await Promise.all(
        tokens.map((token, admin) =>
          server.graphql(REORDER, { videos: sent[admin]!.map((id, i) => ({ id, order: i + 1 })) }, bearer(token)),
        ),
      );
      for (const answer of answers)
        if (answer.errors) problems.push(`round ${round}: ${JSON.stringify(answer.errors)}`);

      const shown = ok(await server.graphql(`{ getAllVideos { id order } }`, {}, bearer(tokens[0]!))).getAllVideos as {
        id: number;
        order: number;
      }[];
      const order = shown.map((video) => video.id);
      const log = await server.services.store.readStream("video-list");
      const last = (log.at(-1)!.data as { order: number[] }).order;
      const rows = await server.services.db
        .selectFrom("videos")
        .select("id")
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      if (!sent.some((each) => JSON.stringify(each) === JSON.stringify(order)))
        problems.push(`round ${round}: the order is none of those sent`);
      if (JSON.stringify(shown.map((video) => video.order)) !== JSON.stringify(ids.map((_, i) => i + 1)))
        problems.push(`round ${round}: numbers ${JSON.stringify(shown.map((v) => v.order))}`);
      if (JSON.stringify([...order].sort((a, b) => a - b)) !== JSON.stringify([...ids].sort((a, b) => a - b)))
        problems.push(`round ${round}: not every video once`);
      if (
        JSON.stringify(last) !== JSON.stringify(order) ||
        JSON.stringify(rows.map((row) => row.id)) !== JSON.stringify(order)
      )
        problems.push(`round ${round}: the read model is not the log's last order`);
    }
    expect(problems).toEqual([]);
    // every reorder was recorded as one event, none of them lost
    expect((await server.services.store.readStream("video-list")).length).toBe(40);
  }, 120_000);
});
