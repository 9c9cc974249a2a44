import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { setProfileEnabled } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, DAY, SECOND, testClock } from "../accounts/support.ts";
import { createAudiobook, libraryAdmin } from "../audiobooks/support.ts";
import { api, uniqueTitle } from "./admin.ts";
import { audioReady, audioState, mp3Bytes } from "./audiobooks.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Media URLs bound to their viewer (issue 21) in a real browser: the <video>, the <audio> and the
 * PDF viewer's requests are same-origin and carry the HttpOnly session cookie, byte ranges too, so
 * a subscriber plays and reads as before; and when the server refuses a player's URL (its access
 * ended, or the URL expired) the player asks the page for fresh URLs and continues where it was.
 */

const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Ten minutes into an hour: signed URLs stay the same for the rest of it (their expiry is rounded up to the hour). */
const clock = testClock(new Date(Math.floor(Date.now() / HOUR) * HOUR + 10 * MINUTE));
const suite = browserSuite({ demoData: true, clock });

/** A signed-in subscriber of its own (its profile is switched off and on by a test). */
async function newSubscriber() {
  const subscription = {
    accessLevel: "full" as const,
    startDate: new Date(clock.now().getTime() - DAY),
    expirationDate: new Date(clock.now().getTime() + 30 * DAY),
  };
  return accountWithLogin(suite.server, {
    profileType: 1,
    details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    subscription,
  });
}

const setEnabled = (profileId: number, enabled: boolean) =>
  setProfileEnabled({ services: suite.server.services, commandContext: systemContext() }, profileId, enabled);

/** The statuses the server gave the page's signed file requests, in order. */
function signedResponses(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response: Response) => {
    if (new URL(response.url()).searchParams.has("sig")) statuses.push(response.status());
  });
  return statuses;
}

/** A subscription audiobook of one part long enough that the browser fetches it in ranges (20 min, ~19 MB of MP3). */
async function longAudiobook(): Promise<{ slug: string; title: string }> {
  const admin = await libraryAdmin(suite.server);
  const [part] = await admin.upload("uploadAudioFile", [{ name: "dlha-cast.mp3", bytes: mp3Bytes(20 * 60) }]);
  const title = uniqueTitle("Dlhá audiokniha");
  const created = await createAudiobook(suite.server, admin, {
    title,
    availability: 0,
    audioFiles: [{ url: part!.url, name: "Celá", order: 1 }],
  });
  return { ...created, title };
}

/** Opens the audiobook, plays a moment and pauses; the files' requests bypass the browser's cache, so each seek asks the server. */
async function listenAWhile(page: Page, audiobook: { slug: string; title: string }) {
  await page.route("**/uploads/**", (route) => route.continue());
  await page.goto(`/sk/audiokniha/${audiobook.slug}`);
  const player = page.getByRole("region", { name: `Prehrávač audioknihy ${audiobook.title}` });
  await audioReady(page);
  await player.getByRole("button", { name: "Prehrať", exact: true }).click();
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);
  await player.getByRole("button", { name: "Pozastaviť" }).click();
  return (await audioState(page)).src;
}

/** Seeks far ahead, to a part of the file the browser has not fetched yet: a new byte range is asked for. */
const SEEK_TO = 17 * 60;
const seekFar = (page: Page) =>
  page.locator("audio").evaluate((element: HTMLAudioElement, seconds) => void (element.currentTime = seconds), SEEK_TO);

/**
 * The element once it has loaded its file again: no error, metadata in (readyState 1 or more, a
 * currentTime read before that is only the wished start) and within a second of `seconds`.
 */
const loadedNear = (page: Page, seconds: number) =>
  page.locator("audio").evaluate(
    (element: HTMLAudioElement, wanted) => ({
      error: element.error,
      loaded: element.readyState >= 1,
      near: Math.abs(element.currentTime - wanted) < 1,
    }),
    seconds,
  );

describe("members-only media with the viewer's session", () => {
  it("plays a subscriber's video and audiobook and opens a methodology, every signed request answered", async () => {
    const subscriber = await newSubscriber();
    const { getVideos } = await api<{ getVideos: { videos: { slug: string; availability: number }[] } }>(
      suite.server,
      subscriber.token,
      "{ getVideos { videos { slug availability } } }",
    );
    const slug = getVideos.videos.find((video) => video.availability === 0)!.slug;
    const { getVideo } = await api(
      suite.server,
      subscriber.token,
      "query ($slug: String!) { getVideo(slug: $slug) { video { methodics { name url } } } }",
      { slug },
    );
    const methodic = (getVideo.video.methodics as { name: string; url: string | null }[]).find((each) =>
      each.url?.includes("sig="),
    );
    expect(methodic, "a subscription video with a members-only methodology").toBeDefined();

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriber.token,
    });
    const statuses = signedResponses(page);
    await page.goto(`/sk/video/${slug}`);
    const video = page.locator("video");
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect(
      await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).searchParams.has("sig")),
    ).toBe(true);

    await page.goto("/sk/audiokniha/nevidim-ale-pocujem");
    const player = page.getByRole("region", { name: /^Prehrávač audioknihy / });
    await audioReady(page);
    await player.getByRole("button", { name: "Prehrať", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);

    await page.goto(`/sk/pdf/${encodeURIComponent(methodic!.name)}`);
    const status = page.getByRole("navigation", { name: "Stránkovanie" }).getByRole("status");
    await expect.poll(() => status.innerText().catch(() => ""), { timeout: 15_000 }).toMatch(/^Strana 1 \/ \d+$/);
    await page.locator(".react-pdf__Page canvas").waitFor();

    // the video, the audio (in byte ranges) and the PDF: all opened with the session cookie alone
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((each) => each !== 200 && each !== 206)).toEqual([]);
    expect(statuses).toContain(206);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the audio player continues where the listener was when its URL is refused and access is granted again", async () => {
    const [subscriber, audiobook] = await Promise.all([newSubscriber(), longAudiobook()]);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriber.token,
    });
    const statuses = signedResponses(page);
    const firstSrc = await listenAWhile(page, audiobook);

    // the profile is switched off: within a minute the server refuses the URL
    await setEnabled(subscriber.profileId, false);
    clock.advance(MINUTE + SECOND);
    // and on again before the page asks for fresh URLs: the API gives the same URL, which opens again
    let refetched = false;
    await page.route("**/graphql", async (route) => {
      if (!refetched && (route.request().postData() ?? "").includes("AudiobookPageQuery")) {
        refetched = true;
        await setEnabled(subscriber.profileId, true);
        clock.advance(MINUTE + SECOND);
      }
      await route.continue();
    });
    await seekFar(page);
    await expect.poll(() => refetched, { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => loadedNear(page, SEEK_TO), { timeout: 15_000 })
      .toEqual({ error: null, loaded: true, near: true });
    expect((await audioState(page)).src).toBe(firstSrc);
    expect(statuses).toContain(403);
    expect(statuses.at(-1)).toBe(206);
    expect(errors).toEqual([]);
    await context.close();
  });

  // moves the clock by hours: keep last
  it("the audio player continues where the listener was with a fresh URL when its own has expired", async () => {
    const [subscriber, audiobook] = await Promise.all([newSubscriber(), longAudiobook()]);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriber.token,
    });
    const statuses = signedResponses(page);
    const firstSrc = await listenAWhile(page, audiobook);

    clock.advance(6 * HOUR);
    await seekFar(page);
    await expect.poll(async () => (await audioState(page)).src, { timeout: 15_000 }).not.toBe(firstSrc);
    await expect
      .poll(() => loadedNear(page, SEEK_TO), { timeout: 15_000 })
      .toEqual({ error: null, loaded: true, near: true });
    expect(statuses).toContain(403);
    expect(statuses.at(-1)).toBe(206);
    expect(errors).toEqual([]);
    await context.close();
  });
});
