import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedMediaUrl, urlSigningKey } from "../../src/modules/media/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo, deleteVideo, editVideo, type VideoInput } from "../../src/modules/videos/index.ts";
import { accountWithLogin, bearer, DAY, ok, type TestClock, testClock } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { libraryAdmin, uploaded } from "../uploads/support/setup.ts";
import { adminWriter, partsOf, statusOf } from "./support.ts";

const SECRET = "a-configured-secret-of-forty-characters!";
const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { mediaUrl thumbnail methodics { name url } } } }`;
const PDF = `query ($name: String!) { getPdfUrl(name: $name) }`;

/**
 * The read model of served files follows the catalogue's commands: uploads become reachable when
 * an item refers to them, private when their video becomes members-only, and gone with their
 * item. This server signs with URL_SIGNING_SECRET.
 */
describe(`media access follows the catalogue (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let subscriber: { token: string; userId: number | string };
  let themeId: number;
  const writer = () => adminWriter(server);

  /** A file in DATA_DIR/uploads, as an admin upload would leave it. */
  const upload = (name: string, content = `content of ${name}`) => {
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", name), content);
    return `/uploads/${name}`;
  };
  let admin: Record<string, string>;
  const video = async (title: string, more: Partial<VideoInput>): Promise<VideoInput> => ({
    title,
    thumbnail: await uploaded(server, admin, "uploadThumbnail", `${title}.png`),
    themes: [themeId],
    ...more,
  });
  const videoAs = async (slug: string, token?: string) =>
    ok(await server.graphql(VIDEO, { slug }, token ? bearer(token) : {})).getVideo.video;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock, env: { URL_SIGNING_SECRET: SECRET } });
    admin = await libraryAdmin(server);
    themeId = await themeList.add(writer(), {
      name: "Téma",
      nameEn: "Theme",
      nameCz: "Téma",
      nameEs: "Tema",
      svgPath: await uploaded(server, admin, "uploadSvg", "theme.svg"),
    });
    const account = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "A 1", city: "B", country: "C" },
      subscription: {
        accessLevel: "full",
        startDate: clock.now(),
        expirationDate: new Date(clock.now().getTime() + 30 * DAY),
      },
    });
    const { me } = ok(await server.graphql(`{ me { id } }`, {}, bearer(account.token)));
    subscriber = { token: account.token, userId: me.id };
  }, 120_000);
  afterAll(() => server?.close());

  it("serves an upload only once an item refers to it", async () => {
    const media = upload("later.mp4");
    expect(await statusOf(server, media)).toBe(404);
    const { videoId } = await createVideo(writer(), await video("later", { availability: 2, mediaUrl: media }));
    expect(await statusOf(server, media)).toBe(200);
    await deleteVideo(writer(), videoId);
    expect(await statusOf(server, media)).toBe(404);
  });

  it("refuses the raw URL once a free video becomes members-only, and serves it again when it is free", async () => {
    const media = upload("story.mp4");
    const guide = await uploaded(server, admin, "uploadMethodic", "story-guide.pdf");
    const { videoId, slug } = await createVideo(
      writer(),
      await video("story", {
        availability: 2,
        mediaUrl: media,
        methodics: [{ url: guide, name: "story-guide.pdf", order: 1 }],
      }),
    );
    expect((await videoAs(slug)).mediaUrl).toBe(media);
    expect(await statusOf(server, media)).toBe(200);
    expect(ok(await server.graphql(PDF, { name: "story-guide.pdf" })).getPdfUrl).toBe(guide);

    await editVideo(writer(), videoId, { availability: 0 });
    for (const file of [media, guide]) expect(await statusOf(server, file), file).toBe(403);
    const { thumbnail, ...locked } = await videoAs(slug);
    expect(await statusOf(server, thumbnail)).toBe(200); // the thumbnail stays public
    expect(locked).toEqual({ mediaUrl: null, methodics: [{ name: "story-guide.pdf", url: null }] });
    expect(ok(await server.graphql(PDF, { name: "story-guide.pdf" })).getPdfUrl).toBeNull();

    const signed = await videoAs(slug, subscriber.token);
    expect(partsOf(signed.mediaUrl)).toMatchObject({ path: media, v: String(subscriber.userId) });
    const signedPdf = ok(await server.graphql(PDF, { name: "story-guide.pdf" }, bearer(subscriber.token))).getPdfUrl;
    expect(signedPdf).toBe(signed.methodics[0].url);
    for (const url of [signed.mediaUrl, signedPdf])
      expect(await statusOf(server, url, bearer(subscriber.token)), url).toBe(200);

    await editVideo(writer(), videoId, { availability: 2 });
    expect(await statusOf(server, media)).toBe(200);
  });

  it("follows a theme's icon when the theme changes it", async () => {
    const icon = await uploaded(server, admin, "uploadSvg", "new-icon.svg");
    const old = await uploaded(server, admin, "uploadSvg", "old-icon.svg");
    expect(await statusOf(server, old)).toBe(404);
    const other = await themeList.add(writer(), {
      name: "Iná",
      nameEn: "Other",
      nameCz: "Jiná",
      nameEs: "Otra",
      svgPath: old,
    });
    expect(await statusOf(server, old)).toBe(200);
    await themeList.edit(writer(), other, {
      name: "Iná",
      nameEn: "Other",
      nameCz: "Jiná",
      nameEs: "Otra",
      svgPath: icon,
    });
    expect(await statusOf(server, old)).toBe(404);
    expect(await statusOf(server, icon)).toBe(200);
  });

  it("signs with URL_SIGNING_SECRET when it is set, and keeps no secret in the database then", async () => {
    const media = upload("members.mp4");
    const { slug } = await createVideo(writer(), await video("members", { availability: 1, mediaUrl: media }));
    const expected = signedMediaUrl(Buffer.from(SECRET), media, String(subscriber.userId), clock.now());
    expect((await videoAs(slug, subscriber.token)).mediaUrl).toBe(expected);
    expect(await server.services.db.selectFrom("server_secrets").selectAll().execute()).toEqual([]);
  });

  it("without URL_SIGNING_SECRET keeps one random key in the database, the same for every process", async () => {
    const { db } = server.services;
    const config = { ...server.services.config, urlSigningSecret: undefined };
    // withoutPlugins() gives another Kysely instance on the same database, as a second process would have
    const [first, second] = await Promise.all([
      urlSigningKey({ db, config }),
      urlSigningKey({ db: db.withoutPlugins(), config }),
    ]);
    expect(first.length).toBe(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const rows = await db.selectFrom("server_secrets").select(["name", "value"]).execute();
    expect(rows).toEqual([{ name: "url-signing", value: Buffer.from(first).toString("base64") }]);
  });
});
