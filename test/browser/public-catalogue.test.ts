import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import { SIGNED_URL_LIFETIME_SECONDS, SIGNED_URL_WINDOW_SECONDS } from "../../src/modules/media/index.ts";
import { type TestClock, testClock } from "../accounts/support.ts";
import { openPage, screenshot } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The public catalogue in a real browser against the real server with the demo catalogue.
 * Expectations come from the server's own API (never from copies of the demo data), so the tests
 * keep meaning the same thing when the catalogue changes.
 */

/** The server's clock: the members-only media test moves it past a signed URL's expiry. */
const clock: TestClock = testClock();
const suite = browserSuite({ demoData: true, clock });

async function api<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await suite.server.graphql<T>(query, variables);
  if (response.errors?.length || !response.data) throw new Error(`GraphQL failed: ${JSON.stringify(response.errors)}`);
  return response.data;
}

interface ListedVideo {
  slug: string;
  title: string;
  availability: number;
  canPlay: boolean;
  mediaUrl: string | null;
}

/** Ids of the filters preselected for a language (those whose languageFlag is that language). */
async function preselectedFilters(lang: string): Promise<number[] | null> {
  const { getBaseTags } = await api<{ getBaseTags: { id: number; languageFlag: string | null }[] }>(
    "{ getBaseTags { id languageFlag } }",
  );
  const ids = getBaseTags.filter((filter) => filter.languageFlag === lang).map((filter) => filter.id);
  return ids.length > 0 ? ids : null;
}

async function listVideos(variables: { offset?: number; theme?: number; filters?: number[] | null; search?: string }) {
  const { getVideos } = await api<{
    getVideos: { count: number; pagination: { pageCount: number }; videos: ListedVideo[] };
  }>(
    `query ($offset: Int, $theme: Int, $filters: [Int!], $search: String) {
      getVideos(offset: $offset, theme: $theme, filters: $filters, search: $search) {
        count pagination { pageCount } videos { slug title availability canPlay mediaUrl }
      }
    }`,
    variables,
  );
  return getVideos;
}

/** Every visible video, as an anonymous visitor sees it. */
async function allVideos(): Promise<ListedVideo[]> {
  const videos: ListedVideo[] = [];
  for (let offset = 0; ; offset += 16) {
    const page = await listVideos({ offset });
    videos.push(...page.videos);
    if (page.videos.length < 16) return videos;
  }
}

/**
 * Scrolls to what follows the catalogue on the home page, as a visitor does: its sections load as
 * the visitor nears them (after the catalogue's cards are on screen).
 */
async function scrollBelowCatalogue(page: Page): Promise<void> {
  await page.locator(".video-grid .video-card__title").first().waitFor();
  await page.locator(".home__more").scrollIntoViewIfNeeded();
}

const cardTitles = (page: Page) => page.locator(".video-grid .video-card__title").allInnerTexts();

/** Waits until the catalogue shows the count the server gives for the same criteria. */
async function expectCount(page: Page, count: number, label = "Počet videí") {
  await expect
    .poll(() => page.locator(".catalogue__count").innerText(), { timeout: 10_000 })
    .toBe(`${label}: ${count}`);
}

describe("home page", () => {
  it("sends / to the Slovak home with its catalogue, preselecting the Slovak filters", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/");
    await page.waitForURL("**/sk/");
    expect(await page.locator("html").getAttribute("lang")).toBe("sk");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Živá knižnica");

    const filters = await preselectedFilters("sk");
    const expected = await listVideos({ offset: 0, filters });
    await expectCount(page, expected.count);
    expect(await cardTitles(page)).toEqual(expected.videos.map((video) => video.title));
    const { getBaseTags } = await api<{ getBaseTags: { id: number; name: string }[] }>("{ getBaseTags { id name } }");
    for (const filter of getBaseTags) {
      const checked = await page.getByRole("checkbox", { name: filter.name, exact: true }).isChecked();
      expect(checked, filter.name).toBe((filters ?? []).includes(filter.id));
    }
    for (const width of [1280, 800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(700); // the testimonials recompute their columns 500 ms after a resize
      await screenshot(page, `home-${width}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows only the chosen theme's videos, and all again when the theme is picked twice", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    const filters = await preselectedFilters("sk");
    const everything = await listVideos({ filters });
    await expectCount(page, everything.count);

    const { getThemes } = await api<{ getThemes: { id: number; name: string }[] }>("{ getThemes { id name } }");
    let chosen: { theme: { id: number; name: string }; list: Awaited<ReturnType<typeof listVideos>> } | undefined;
    for (const theme of getThemes) {
      const list = await listVideos({ theme: theme.id, filters });
      if (list.count > 0 && list.count < everything.count) {
        chosen = { theme, list };
        break;
      }
    }
    expect(chosen, "the demo catalogue needs a theme that holds some but not all videos").toBeDefined();
    const { theme, list } = chosen!;

    await page.getByRole("button", { name: theme.name, exact: true }).click();
    await expectCount(page, list.count);
    await expect
      .poll(() => page.getByRole("button", { name: theme.name, exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    const shown = await page
      .locator(".video-grid .video-card__title a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(shown.length).toBe(list.videos.length);
    for (const href of shown) {
      const slug = decodeURIComponent(href.split("/").pop()!);
      const { getVideo } = await api<{ getVideo: { video: { themes: { id: number }[] } } }>(
        "query ($slug: String!) { getVideo(slug: $slug) { video { themes { id } } } }",
        { slug },
      );
      expect(getVideo.video.themes.map((each) => each.id)).toContain(theme.id);
    }

    // The theme is kept in the address: opening a video and coming back shows the same list.
    expect(new URL(page.url()).searchParams.get("theme")).toBe(String(theme.id));
    await page.locator(".video-grid .video-card__title a").first().click();
    await page.waitForURL("**/sk/video/**");
    await page.goBack();
    await expectCount(page, list.count);
    expect(await page.getByRole("button", { name: theme.name, exact: true }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: theme.name, exact: true }).click();
    await expectCount(page, everything.count);
    expect(await page.getByRole("button", { name: theme.name, exact: true }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    await context.close();
  });

  it("finds titles by a search without accents", async () => {
    const videos = await allVideos();
    // A word with diacritics from a real title, searched for without them ("Živá" as "ziva").
    const accented = videos
      .flatMap((video) => video.title.split(/\s+/))
      .find((word) => /[^\x00-\x7f]/.test(word) && word.length >= 4);
    expect(accented, "the demo catalogue needs a title with diacritics").toBeDefined();
    const word = accented!.replace(/[^\p{L}]/gu, "");
    const searchTerm = word
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();

    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    const filters = await preselectedFilters("sk");
    await expectCount(page, (await listVideos({ filters })).count);
    // Clear the language filters so the search covers the whole catalogue.
    for (const checkbox of await page.getByRole("checkbox", { checked: true }).all()) await checkbox.uncheck();
    await expectCount(page, videos.length);

    await page.getByLabel("Hľadať").fill(searchTerm);
    const expected = await listVideos({ search: searchTerm });
    await expectCount(page, expected.count);
    expect(new URL(page.url()).searchParams.get("search")).toBe(searchTerm);
    const titles = await cardTitles(page);
    expect(titles).toEqual(expected.videos.map((video) => video.title));
    expect(titles.some((title) => title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await screenshot(page, "home-search");
    await context.close();
  });

  it("pages to page 2, keeps it in the address and after a reload", async () => {
    const filters = await preselectedFilters("sk");
    const firstPage = await listVideos({ offset: 0, filters });
    expect(firstPage.pagination.pageCount, "the demo catalogue needs more than one page").toBeGreaterThan(1);
    const secondPage = await listVideos({ offset: 16, filters });

    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    await expectCount(page, firstPage.count);
    await page.getByRole("link", { name: "Strana 2", exact: true }).click();
    await page.waitForURL("**/sk/?page=2");
    await expect.poll(() => cardTitles(page)).toEqual(secondPage.videos.map((video) => video.title));
    await expect
      .poll(() => page.locator(".pagination__status").innerText())
      .toBe(`Strana 2/${firstPage.pagination.pageCount}`);
    expect(await page.locator('.pagination [aria-current="page"]').innerText()).toBe("2");

    await page.reload();
    await expect
      .poll(() => cardTitles(page), { timeout: 10_000 })
      .toEqual(secondPage.videos.map((video) => video.title));

    // Keyboard: the pagination links are reachable and followed with Enter.
    await page.getByRole("link", { name: "Strana 1", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.search.includes("page="));
    await expect.poll(() => cardTitles(page)).toEqual(firstPage.videos.map((video) => video.title));
    await context.close();
  });

  it("shows 3 testimonial columns on a wide window and 1 on a narrow one, with arrows only when needed", async () => {
    const { getReferences } = await api<{ getReferences: { text: string; languageFlag: string }[] }>(
      "{ getReferences { text languageFlag } }",
    );
    const slovak = getReferences.filter((reference) => reference.languageFlag === "sk");
    expect(slovak.length, "the demo catalogue needs Slovak testimonials").toBeGreaterThan(0);
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280);
    await page.goto("/sk/");
    await scrollBelowCatalogue(page);
    const carousel = page.getByRole("region", { name: "Povedali o nás" });
    const visibleTexts = () => carousel.locator('.carousel__item:not([aria-hidden="true"]) blockquote').allInnerTexts();
    const nextArrow = carousel.getByRole("button", { name: "Ďalšie referencie" });

    for (const [width, columns] of [
      [1280, 3],
      [400, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // Columns follow the width once resizing has paused for 500 ms.
      await expect
        .poll(() => visibleTexts().then((texts) => texts.length), { timeout: 5_000 })
        .toBe(Math.min(columns, slovak.length));
      const texts = await visibleTexts();
      for (const text of texts) expect(slovak.map((reference) => reference.text)).toContain(text);
      expect(await nextArrow.count()).toBe(slovak.length > columns ? 1 : 0);
      await screenshot(page, `testimonials-${width}`);

      if (slovak.length > columns) {
        const before = await visibleTexts();
        await nextArrow.click();
        // A 600 ms slide by one item: the second visible testimonial comes first.
        const second =
          slovak[(slovak.findIndex((reference) => reference.text === before[0]) + 1) % slovak.length]!.text;
        await expect.poll(() => visibleTexts().then((now) => now[0]), { timeout: 3_000 }).toBe(second);
        await carousel.getByRole("button", { name: "Predchádzajúce referencie" }).click();
        await expect.poll(() => visibleTexts(), { timeout: 3_000 }).toEqual(before);
      }
    }
    await context.close();
  });

  it("opens and closes FAQ answers with the keyboard", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    await scrollBelowCatalogue(page);
    const questions = page.locator(".faq__question button");
    await questions.first().waitFor();
    expect(await questions.count()).toBe(5);
    const first = questions.first();
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await first.focus();
    await page.keyboard.press("Enter");
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    const question = await first.innerText();
    await expect.poll(() => page.getByRole("region", { name: question }).isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("contact form", () => {
  const outbox = async () =>
    (await (await fetch(`${suite.server.url}/dev/outbox.json`)).json()) as {
      subject: string;
      text: string;
      replyTo?: string;
    }[];

  it("checks the fields before sending and sends nothing when they are wrong", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/#contact");
    const before = (await outbox()).length;
    await page.getByRole("button", { name: "Odoslať" }).click();
    const form = page.locator(".contact-form");
    expect(await form.getByText("Povinná položka").count()).toBe(3);
    expect(await form.getByText("Email je povinný").count()).toBe(1);
    expect(await page.getByLabel("Meno").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Telefón").fill("12");
    await page.getByRole("button", { name: "Odoslať" }).click();
    expect(await form.getByText("Číslo musí byť vo formáte +xxx").count()).toBe(1);
    expect((await outbox()).length).toBe(before);
    await context.close();
  });

  it("sends a message that arrives in the development outbox", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/#contact");
    const message = `Dobrý deň, máme otázku k predplatnému pre školu (${Date.now()}).`;
    await page.getByLabel("Meno").fill("Jana Testovacia");
    await page.getByLabel("Email").fill("jana.testovacia@example.sk");
    await page.getByLabel("Telefón").fill("+421 903 123 456");
    await page.getByLabel("Správa").fill(message);
    await page.getByRole("button", { name: "Odoslať" }).click();
    await expect
      .poll(() => page.locator(".contact-form button[type=submit]").innerText(), { timeout: 10_000 })
      .toBe("Odoslané");
    expect(await page.getByLabel("Správa").inputValue()).toBe("");
    await screenshot(page, "contact-sent");

    const mails = await outbox();
    const sent = mails.find((mail) => mail.text.includes(message));
    expect(sent, "the contact mail is kept in the outbox").toBeDefined();
    expect(sent!.text).toContain("Jana Testovacia");
    expect(sent!.text).toContain("+421 903 123 456");
    await context.close();
  });
});

describe("video detail", () => {
  it("seeks the player to a highlight and plays it", async () => {
    const candidates = (await allVideos()).filter((video) => video.canPlay && video.mediaUrl);
    let chosen: { slug: string; mediaUrl: string; highlights: { timestamp: string }[] } | undefined;
    for (const candidate of candidates) {
      const { getVideo } = await api<{
        getVideo: { video: { slug: string; mediaUrl: string; highlights: { timestamp: string }[] } };
      }>("query ($slug: String!) { getVideo(slug: $slug) { video { slug mediaUrl highlights { timestamp } } } }", {
        slug: candidate.slug,
      });
      if (getVideo.video.highlights.length > 0) {
        chosen = getVideo.video;
        break;
      }
    }
    expect(chosen, "the demo catalogue needs a free video with a media file and highlights").toBeDefined();
    // Browsers seek in a media file by asking for byte ranges; without 206 answers a seek is ignored.
    const partial = await fetch(new URL(chosen!.mediaUrl, suite.server.url), { headers: { Range: "bytes=0-99" } });
    expect(partial.status, "the server must answer Range requests for media files").toBe(206);

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${chosen!.slug}`);
    const video = page.locator("video");
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    // The latest highlight, clamped to the video's length as the page does.
    const seconds = (timestamp: string) => timestamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);
    const highlight = chosen!.highlights.reduce((latest, each) =>
      seconds(each.timestamp) > seconds(latest.timestamp) ? each : latest,
    );
    const target = Math.min(seconds(highlight.timestamp), duration);
    await page.getByRole("button", { name: new RegExp(highlight.timestamp) }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(target - 0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThanOrEqual(target + 3);
    if (target < duration - 2) {
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 5_000 })
        .toBe(true);
    }
    await screenshot(page, "video-free");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the login gate instead of the player for a subscription video", async () => {
    const locked = (await allVideos()).find((video) => !video.canPlay);
    expect(locked, "the demo catalogue needs a video anonymous visitors may not play").toBeDefined();

    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${locked!.slug}`);
    await page.getByRole("heading", { name: "Video je dostupné po prihlásení" }).waitFor();
    expect(await page.locator("video, iframe").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(locked!.title);
    await screenshot(page, "video-gate-1280");
    await page.setViewportSize({ width: 360, height: 900 });
    await screenshot(page, "video-gate-360");

    await page.getByRole("button", { name: "Prihlásiť sa" }).click();
    await page.waitForURL(`**/sk/video/${locked!.slug}/login`);
    expect(await page.evaluate(() => sessionStorage.getItem("livingLibrary.returnTo"))).toBe(
      `/sk/video/${locked!.slug}`,
    );
    const dialog = page.getByRole("dialog", { name: "Prihlásenie" });
    await dialog.waitFor();
    // The page stays under the overlay.
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(locked!.title);
    await dialog.getByRole("button", { name: "Zavrieť" }).first().click();
    await page.waitForURL(`**/sk/video/${locked!.slug}`);
    await expect.poll(() => dialog.count()).toBe(0); // the overlay unmounts just after the URL changes

    await page.getByRole("button", { name: "Registrovať sa" }).click();
    await page.waitForURL("**/sk/registracia");
    await page.getByRole("heading", { level: 1, name: "Registrácia" }).waitFor();
    await context.close();
  });

  it("refetches the video when the visitor signs in (here: in another tab), and then plays it", async () => {
    const subscriber = (await readDemoAccounts(suite.server.dataDir)).find(
      (account) => account.email === "jednotlivec@demo.zivakniznica.sk",
    )!;
    const locked = (await allVideos()).find((video) => video.availability === 0)!;
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${locked.slug}`);
    await page.getByRole("button", { name: "Prihlásiť sa" }).waitFor();

    const refetch = page.waitForRequest(
      async (request) =>
        request.url().endsWith("/graphql") &&
        (request.postData() ?? "").includes("VideoPageQuery") &&
        /(^|; )session=/.test((await request.allHeaders()).cookie ?? ""),
    );
    // the other tab logs in: the server sets the session cookie both tabs share, the client marks it
    const otherTab = await context.newPage();
    await otherTab.goto("/sk/audioknihy");
    await otherTab.getByRole("link", { name: "Prihlásiť sa" }).first().click();
    const dialog = otherTab.getByRole("dialog", { name: "Prihlásenie" });
    await dialog.getByLabel("Email").fill(subscriber.email);
    await dialog.getByLabel("Heslo").fill(subscriber.password);
    await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
    await refetch;
    await page.locator("video").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(locked.title);
    await context.close();
  });

  it("says so when a video does not exist, and /video alone goes home", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/video/no-such-video-here");
    await page.getByRole("heading", { name: "Toto video neexistuje." }).waitFor();
    await page.goto("/sk/video");
    await page.waitForURL((url) => url.pathname === "/sk/");
    await context.close();
  });

  it("opens a methodology in the PDF viewer", async () => {
    let methodic: { slug: string; name: string } | undefined;
    for (const video of await allVideos()) {
      const { getVideo } = await api<{ getVideo: { video: { methodics: { name: string }[] } } }>(
        "query ($slug: String!) { getVideo(slug: $slug) { video { methodics { name } } } }",
        { slug: video.slug },
      );
      const first = getVideo.video.methodics[0];
      if (first) {
        methodic = { slug: video.slug, name: first.name };
        break;
      }
    }
    expect(methodic, "the demo catalogue needs a video with a methodology").toBeDefined();

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 800);
    await page.goto(`/sk/video/${methodic!.slug}`);
    await page.getByRole("link", { name: methodic!.name }).click();
    await page.waitForURL(`**/sk/pdf/${encodeURIComponent(methodic!.name)}`);
    // (the document's own text layer may say "Strana 1 / 3" too: read the viewer's pager)
    const status = page.getByRole("navigation", { name: "Stránkovanie" }).getByRole("status");
    await expect.poll(() => status.innerText().catch(() => ""), { timeout: 15_000 }).toMatch(/^Strana 1 \/ \d+$/);
    const pageCount = Number((await status.innerText()).split("/")[1]);
    await page.locator(".react-pdf__Page canvas").waitFor();
    expect(await page.getByRole("link", { name: "Stiahnuť" }).getAttribute("href")).toBeTruthy();
    if (pageCount > 1) {
      await page.getByRole("button", { name: "Nasledujúca strana" }).click();
      await expect.poll(() => status.innerText()).toBe(`Strana 2 / ${pageCount}`);
    }
    await screenshot(page, "pdf-viewer");
    await page.getByRole("button", { name: "Späť" }).click();
    await page.waitForURL(`**/sk/video/${methodic!.slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("members-only media", () => {
  it("plays a subscriber's members-only video through its signed URL, which an anonymous visitor cannot fetch, and renews the URL when it expires", async () => {
    const subscriber = (await readDemoAccounts(suite.server.dataDir)).find(
      (account) => account.email === "jednotlivec@demo.zivakniznica.sk",
    )!;
    const { login: token } = await api<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      subscriber,
    );
    const locked = (await allVideos()).find((video) => video.availability === 0);
    expect(locked, "the demo catalogue needs a subscription video").toBeDefined();
    const signed = await suite.server.graphql<{ getVideo: { video: { mediaUrl: string } } }>(
      "query ($slug: String!) { getVideo(slug: $slug) { video { mediaUrl } } }",
      { slug: locked!.slug },
      { authorization: `Bearer ${token}` },
    );
    const mediaUrl = new URL(signed.data!.getVideo.video.mediaUrl, suite.server.url);
    expect(mediaUrl.searchParams.get("sig")).toBeTruthy();
    const anonymous = await fetch(new URL(mediaUrl.pathname, suite.server.url), { headers: { Range: "bytes=0-99" } });
    expect(anonymous.status, "a members-only file without a signature").toBe(403);

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    await page.goto(`/sk/video/${locked!.slug}`);
    const video = page.locator("video");
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    const firstSource = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(new URL(firstSource).searchParams.get("sig")).toBeTruthy();

    // The URL expires while the page is open: the player's next request fails, the page asks for the video again.
    await page.route("**/demo/**", (route) => route.continue()); // routing turns the HTTP cache off, so the player asks the server
    clock.advance((SIGNED_URL_LIFETIME_SECONDS + SIGNED_URL_WINDOW_SECONDS) * 1000);
    const refetch = page.waitForRequest(
      (request) => request.url().endsWith("/graphql") && (request.postData() ?? "").includes("VideoPageQuery"),
    );
    await video.evaluate((element: HTMLVideoElement) => element.load());
    await refetch;
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 10_000 })
      .not.toBe(firstSource);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists a subscription video's methodologies without links for anonymous visitors, with a hint", async () => {
    const locked = (await allVideos()).find((video) => video.availability === 0)!;
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${locked.slug}`);
    await page.getByRole("heading", { name: "Metodiky" }).waitFor();
    expect(await page.locator(".video-page__methodics a").count()).toBe(0);
    expect(await page.locator(".video-page__methodic--locked").count()).toBeGreaterThan(0);
    await page.getByText("Na otvorenie metodík k tomuto videu sa prihláste alebo si vyberte predplatné.").waitFor();
    await screenshot(page, "video-methodics-locked");
    await context.close();
  });
});

describe("languages and navigation", () => {
  it("switches to English from the flag menu, which closes on Escape and outside clicks", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    const menuButton = page.getByRole("button", { name: "Jazyk: Slovenčina" });
    const englishLink = page.getByRole("link", { name: "English" });

    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await englishLink.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Jazyk: Slovenčina");

    await menuButton.click();
    await page.locator(".home__intro").click();
    expect(await englishLink.isVisible()).toBe(false);

    await menuButton.click();
    await englishLink.click();
    await page.waitForURL("**/en/");
    expect(await englishLink.isVisible()).toBe(false);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Registration" })
      .waitFor();
    await scrollBelowCatalogue(page);
    await page.getByRole("heading", { name: "About the Living Library" }).waitFor();
    await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    expect(await page.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/en/login");
    await screenshot(page, "home-en");
    await context.close();
  });

  it("keeps the rest of the path when switching language, and sends unknown languages to Slovak", async () => {
    const [video] = await allVideos();
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${video!.slug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Prihlásiť sa" }).getAttribute("href")).toBe(
      `/sk/video/${video!.slug}/login`,
    );
    await page.getByRole("button", { name: "Jazyk: Slovenčina" }).click();
    await page.getByRole("link", { name: "Čeština" }).click();
    await page.waitForURL(`**/cz/video/${video!.slug}`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("cs");

    await page.goto(`/de/video/${video!.slug}`);
    await page.waitForURL(`**/sk/video/${video!.slug}`);
    await context.close();
  });

  it("shows a notice for parts that are not built yet, the profile's login request, and the login overlay above any page", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 360);
    // the webinars are built (test/browser/webinars.test.ts); the workshops are still to come
    await page.goto("/es/workshopy");
    await page.getByRole("heading", { name: "Próximamente" }).waitFor();
    await screenshot(page, "coming-soon-360");
    await page.goto("/es/profil");
    await page.getByRole("heading", { name: "Inicie sesión" }).waitFor();

    await page.goto("/sk/login");
    const dialog = page.getByRole("dialog", { name: "Prihlásenie" });
    await dialog.waitFor();
    await screenshot(page, "login-overlay-home-360", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/sk/");

    await page.goto("/sk/a/b/c/d/login");
    await dialog.waitFor();
    await page.getByRole("heading", { name: "Stránka neexistuje" }).waitFor();
    await context.close();
  });
});
