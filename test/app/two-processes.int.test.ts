import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/connection.ts";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { editVideo } from "../../src/modules/videos/index.ts";
import { readOutbox } from "../../src/shared/mail-transports.ts";
import { adminWriter } from "../media/support.ts";
import { createTestDatabase, testDatabaseUrl } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { statementCounter } from "../support/statements.ts";

const HOME = `query { getVideos(offset: 0) { count videos { id title } } }`;

/**
 * Two server processes' worth of services on one PostgreSQL schema, as behind a load balancer:
 * both answer under load, every projector runs in exactly one of them, nothing is applied twice,
 * and an answer one of them stored is outdated at once by a change made through the other.
 */
describe.skipIf(!testDatabaseUrl)("two server processes on one PostgreSQL", () => {
  let first: TestServer;
  let second: TestServer;
  // the catalogue's statements the second process runs
  const counter = statementCounter(["video_cards", "videos"]);

  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await startTestServer({ demoData: true, database });
    const shared = await openDatabase({ kind: "postgres", url: testDatabaseUrl!, schema: database.schema! });
    second = await startTestServer({
      demoData: true,
      database: shared,
      observeQueries: (node) => counter.observe(node),
    });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("both answer 200 concurrent home page requests", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? first : second).graphql(HOME)),
    );
    expect(answers.every((answer) => answer.errors === undefined && answer.data.getVideos.videos.length === 16)).toBe(
      true,
    );
  });

  it("runs every projector in exactly one of them", async () => {
    const owners = await first.services.db
      .selectFrom("projection_checkpoints")
      .select(["name", "lease_owner"])
      .execute();
    expect(owners.length).toBe(first.services.runner.projectorNames.length);
    for (const owner of owners) expect(owner.lease_owner).not.toBeNull();
    expect(new Set(owners.map((o) => o.lease_owner)).size).toBeLessThanOrEqual(2);
  });

  it("sends a contact message taken by the second exactly once, whichever runs the mail reactor", async () => {
    const sent = await second.graphql(
      `mutation { sendContactMail(name: "Jana Nováková", email: "jana@example.sk", phone: "+421900123456", message: "Dobrý deň, máme záujem.") }`,
    );
    expect(sent.errors).toBeUndefined();
    const kept = async () => [
      ...(await readOutbox(path.join(first.dataDir, "outbox"))),
      ...(await readOutbox(path.join(second.dataDir, "outbox"))),
    ];
    for (let i = 0; i < 100 && (await kept()).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await kept()).filter((mail) => mail.subject.includes("Jana Nováková"))).toHaveLength(1);
  });

  it("outdates the other's stored answer at once when a video changes through one of them", async () => {
    const before = await second.graphql(HOME);
    expect((await second.graphql(HOME)).data).toEqual(before.data); // stored
    const video = before.data.getVideos.videos[0];
    await editVideo(adminWriter(first), video.id, { title: "Zmenené v prvom procese" });
    let title = "";
    const started = Date.now();
    // without the notice the other process would keep its stored answer for its whole life (10 s)
    while (Date.now() - started < 5_000) {
      title = (await second.graphql(HOME)).data.getVideos.videos[0].title;
      if (title === "Zmenené v prvom procese") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(title).toBe("Zmenené v prvom procese");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("projects a change made through the one that owns no projector as soon as the database tells the owner", async () => {
    const [writer, owner] = first.services.runner.ownsProjector("videos") ? [second, first] : [first, second];
    expect(owner.services.runner.ownsProjector("videos")).toBe(true);
    expect(writer.services.runner.ownsProjector("videos")).toBe(false);
    const video = (await writer.graphql(HOME)).data.getVideos.videos[1];
    // the owner looks at the event log unasked only every 5 s; the writer's append notifies it at
    // once, and the writer's mutation answers when the owner's checkpoint shows its event
    const started = Date.now();
    await editVideo(adminWriter(writer), video.id, { title: "Zmenené v procese bez projektorov" });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect((await owner.graphql(HOME)).data.getVideos.videos[1].title).toBe("Zmenené v procese bez projektorov");
  });
  it("keeps the other's stored catalogue answer when a listener's place or a play is saved through one", async () => {
    const subscriber = (await readDemoAccounts(first.dataDir)).find((a) => a.email.startsWith("jednotlivec@"))!;
    const token = (
      await first.graphql(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) }`, {
        e: subscriber.email,
        p: subscriber.password,
      })
    ).data.login as string;
    const auth = { authorization: `Bearer ${token}` };
    const { slug } = (await first.graphql(`{ getAudiobooks { audiobooks { slug } } }`)).data.getAudiobooks
      .audiobooks[0];
    const book = (
      await first.graphql(
        `query ($slug: String!) { getAudiobook(slug: $slug) { id audioFiles { id } } }`,
        { slug },
        auth,
      )
    ).data.getAudiobook;

    const save = () =>
      first.graphql(
        `mutation ($b: Int!, $f: Int!) { saveAudiobookPosition(audiobookId: $b, audioFileId: $f, seconds: 1) }`,
        { b: book.id, f: book.audioFiles[0].id },
        auth,
      );
    const play = () =>
      first.graphql(`mutation ($f: Int!) { incrementPlayedStatistic(id: $f) }`, { f: book.audioFiles[0].id }, auth);
    // stored answers are kept per 10-second slot of the clock: a try that crosses one is made again
    const slot = () => Math.floor(Date.now() / 10_000);
    for (let attempt = 1; ; attempt++) {
      const startedIn = slot();
      await second.graphql(HOME);
      const storedBefore = (await counter.during(() => second.graphql(HOME))).tables;
      const [saved, played] = [await save(), await play()];
      // what the other process hears of these writes (if anything) arrives within milliseconds
      await new Promise((resolve) => setTimeout(resolve, 300));
      const storedAfter = (await counter.during(() => second.graphql(HOME))).tables;
      if (slot() !== startedIn && attempt < 3) continue;
      expect(saved.data.saveAudiobookPosition).toBe(true);
      expect(played.errors).toBeUndefined();
      expect(storedBefore).toEqual([]);
      expect(storedAfter).toEqual([]);
      return;
    }
  });
});
