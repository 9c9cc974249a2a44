import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_URL_LIFETIME_SECONDS, SIGNED_URL_WINDOW_SECONDS } from "../../src/modules/media/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo } from "../../src/modules/videos/index.ts";
import { accountWithLogin, bearer, DAY, ok, SECOND, type TestClock, testClock } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { libraryAdmin, uploaded } from "../uploads/support/setup.ts";
import { adminWriter, get, partsOf, statusOf, withQuery } from "./support.ts";

const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { canPlay subtitles { lang label url } } } }`;
const vtt = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${text}\n`;

/**
 * Caption tracks over HTTP: listed with their language's name in the request's language, their
 * files served as text/vtt, members-only ones through signed, short-lived URLs like the video's
 * media and to nobody else; demo covers and other SVG images served as images.
 */
describe(`video captions (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let subscriberToken: string;
  let trialToken: string;
  const slugs = { members: "", free: "" };
  let icon = "";

  const upload = (name: string, content: string) => {
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", name), content);
    return `/uploads/${name}`;
  };
  const videoAs = async (slug: string, headers: Record<string, string> = {}) =>
    ok(await server.graphql(VIDEO, { slug }, { "accept-language": "en", ...headers })).getVideo.video;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock });
    const writer = adminWriter(server);
    const admin = await libraryAdmin(server);
    const cover = await uploaded(server, admin, "uploadThumbnail", "cover.png");
    icon = await uploaded(server, admin, "uploadSvg", "icon.svg");
    const themeId = await themeList.add(writer, {
      name: "Téma",
      nameEn: "Theme",
      nameCz: "Téma",
      nameEs: "Tema",
      svgPath: icon,
    });
    const members = [
      upload("members.sk.vtt", vtt("Volám sa Samir.")),
      upload("members.en.vtt", vtt("My name is Samir.")),
    ];
    const free = upload("free.en.vtt", vtt("Welcome."));
    slugs.members = (
      await createVideo(writer, {
        title: "Pre predplatiteľov",
        thumbnail: cover,
        themes: [themeId],
        availability: 0,
        subtitles: [
          { lang: "sk", url: members[0]! },
          { lang: "en", url: members[1]! },
        ],
      })
    ).slug;
    slugs.free = (
      await createVideo(writer, {
        title: "Zadarmo",
        thumbnail: cover,
        themes: [themeId],
        availability: 2,
        subtitles: [{ lang: "en", url: free }],
      })
    ).slug;
    const running = (accessLevel: "full" | "trial") => ({
      accessLevel,
      startDate: clock.now(),
      expirationDate: new Date(clock.now().getTime() + 30 * DAY),
    });
    subscriberToken = (
      await accountWithLogin(server, {
        profileType: 1,
        details: { street: "A 1", city: "B", country: "C" },
        subscription: running("full"),
      })
    ).token;
    trialToken = (
      await accountWithLogin(server, {
        profileType: 4,
        details: { phone: "+421 900 123 456" },
        subscription: running("trial"),
      })
    ).token;
  }, 120_000);
  afterAll(() => server?.close());

  it("gives a subscriber signed caption URLs that download as WebVTT, for the browser's cache only", async () => {
    const video = await videoAs(slugs.members, bearer(subscriberToken));
    expect(video.canPlay).toBe(true);
    expect(video.subtitles.map((track: { lang: string; label: string }) => [track.lang, track.label])).toEqual([
      ["sk", "Slovak"],
      ["en", "English"],
    ]);
    const english = video.subtitles[1].url as string;
    expect(partsOf(english)).toMatchObject({
      path: "/uploads/members.en.vtt",
      sig: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // a <track> of the page's own origin carries the viewer's session cookie
    const response = await get(server, english, { cookie: `session=${subscriberToken}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(await response.text()).toBe(vtt("My name is Samir."));
  });

  it("refuses a members-only caption file without a valid signature", async () => {
    const { subtitles } = await videoAs(slugs.members, bearer(subscriberToken));
    const parts = partsOf(subtitles[0].url);
    expect(await statusOf(server, "/uploads/members.sk.vtt")).toBe(403);
    const forged = parts.sig.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect(
      await statusOf(
        server,
        withQuery(parts.path, { exp: parts.exp, v: parts.v, sig: forged }),
        bearer(subscriberToken),
      ),
    ).toBe(403);
    // another file under the same signature
    expect(
      await statusOf(
        server,
        withQuery("/uploads/members.en.vtt", { exp: parts.exp, v: parts.v, sig: parts.sig }),
        bearer(subscriberToken),
      ),
    ).toBe(403);
  });

  it("lists the tracks without URLs to viewers who may not play the video", async () => {
    for (const headers of [{}, bearer(trialToken)]) {
      const video = await videoAs(slugs.members, headers);
      expect(video.canPlay).toBe(false);
      expect(video.subtitles).toEqual([
        { lang: "sk", label: "Slovak", url: null },
        { lang: "en", label: "English", url: null },
      ]);
    }
  });

  it("gives a free video's captions as plain paths that anyone downloads", async () => {
    const video = await videoAs(slugs.free);
    expect(video.subtitles).toEqual([{ lang: "en", label: "English", url: "/uploads/free.en.vtt" }]);
    const response = await get(server, "/uploads/free.en.vtt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await response.text()).toBe(vtt("Welcome."));
  });

  it("names the tracks' languages in the request's language", async () => {
    const labels = async (lang: string) =>
      ok(await server.graphql(VIDEO, { slug: slugs.free }, { "accept-language": lang })).getVideo.video.subtitles.map(
        (track: { label: string }) => track.label,
      );
    expect(await labels("sk")).toEqual(["Angličtina"]);
    expect(await labels("cz")).toEqual(["Angličtina"]);
    expect(await labels("es")).toEqual(["Inglés"]);
  });

  it("serves SVG images as images that run nothing", async () => {
    const response = await get(server, icon);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    await response.arrayBuffer();
  });

  // moves the clock: keep last
  it("refuses a signed caption URL once it has expired", async () => {
    const url = (await videoAs(slugs.members, bearer(subscriberToken))).subtitles[0].url as string;
    expect(await statusOf(server, url, bearer(subscriberToken))).toBe(200);
    clock.advance((SIGNED_URL_LIFETIME_SECONDS + SIGNED_URL_WINDOW_SECONDS) * SECOND + SECOND);
    expect(await statusOf(server, url, bearer(subscriberToken))).toBe(403);
  });
});
