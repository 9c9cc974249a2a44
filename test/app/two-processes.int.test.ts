import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/connection.ts";
import { editVideo } from "../../src/modules/videos/index.ts";
import { readOutbox } from "../../src/shared/mail-transports.ts";
import { adminWriter } from "../media/support.ts";
import { createTestDatabase, testDatabaseUrl } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const HOME = `query { getVideos(offset: 0) { count videos { id title } } }`;

/**
 * Two server processes' worth of services on one PostgreSQL schema, as behind a load balancer:
 * both answer under load, every projector runs in exactly one of them, nothing is applied twice,
 * and an answer one of them stored is outdated at once by a change made through the other.
 */
describe.skipIf(!testDatabaseUrl)("two server processes on one PostgreSQL", () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await startTestServer({ demoData: true, database });
    const shared = await openDatabase({ kind: "postgres", url: testDatabaseUrl!, schema: database.schema! });
    second = await startTestServer({ demoData: true, database: shared });
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
    expect(Date.now() - started).toBeLessThan(3_000);
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
});
