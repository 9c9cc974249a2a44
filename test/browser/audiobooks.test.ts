import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createAudiobook, libraryAdmin } from "../audiobooks/support.ts";
import { ADMIN_EMAIL, api, loginToken, uniqueTitle } from "./admin.ts";
import { audioReady, audioState, mp3Bytes } from "./audiobooks.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The audiobooks on the public side in a real browser against the real server with the demo
 * catalogue: the list with its language filters and search; a trial listener playing a testing
 * audiobook (counted as played once), skipping, changing the speed and coming back to the same
 * place after a reload; a guest meeting the login prompt and no audio address; axe on both pages.
 */

const TRIAL_EMAIL = "skuska@demo.zivakniznica.sk";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type ListedAudiobook = {
  id: number;
  slug: string;
  title: string;
  availability: number;
  language: { id: number; abbreviation: string; languageFlag: string | null } | null;
};

const suite = browserSuite();
let adminToken: string;
let trialToken: string;
let audiobooks: ListedAudiobook[];

beforeAll(async () => {
  [adminToken, trialToken] = await Promise.all([
    loginToken(suite.server, ADMIN_EMAIL),
    loginToken(suite.server, TRIAL_EMAIL),
  ]);
  const { getAudiobooks } = await api<{ getAudiobooks: { audiobooks: ListedAudiobook[] } }>(
    suite.server,
    adminToken,
    "{ getAudiobooks(offset: 0) { audiobooks { id slug title availability language { id abbreviation languageFlag } } } }",
  );
  audiobooks = getAudiobooks.audiobooks;
  expect(audiobooks.length).toBeGreaterThan(1);
});

const cardTitles = (page: Page) => page.locator(".audiobook-card__title").allInnerTexts();
const cardLanguages = (page: Page) => page.locator(".audiobook-card .badge--language").allInnerTexts();

const playedCounts = async (id: number) =>
  (
    await api<{ getAudiobookAsAdmin: { audioFiles: { id: number; playedStatistic: number }[] } }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { audioFiles { id playedStatistic } } }",
      { id },
    )
  ).getAudiobookAsAdmin.audioFiles;

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((v) =>
    v.nodes.map((n) => `${page.url()}: ${v.id} ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`),
  );
  for (const line of found) console.log(`axe violation ${line}`);
  return found;
}

describe("the audiobook list", () => {
  it("lists the interface language's audiobooks first, filters by language and searches", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/audioknihy");
    await page.getByRole("heading", { level: 1, name: "Audioknihy" }).waitFor();
    await page.locator(".audiobook-card").first().waitFor();
    expect((await cardTitles(page)).length).toBeLessThanOrEqual(10);
    const slovak = audiobooks.find((each) => each.language?.languageFlag === "sk")?.language;
    if (slovak) {
      // the Slovak recordings' language is preselected after 50 ms: every card is read in it
      await expect
        .poll(() => cardLanguages(page))
        .toSatisfy(
          (shown: string[]) => shown.length > 0 && shown.every((abbreviation) => abbreviation === slovak.abbreviation),
        );
    }
    // another language checked as well: its audiobooks join the list
    const other = audiobooks.find((each) => each.language && each.language.id !== slovak?.id)?.language;
    if (other) {
      const chips = page.locator(".audiobooks .filter-chip input");
      for (const chip of await chips.all()) if (!(await chip.isChecked())) await chip.check();
      await expect.poll(() => cardLanguages(page)).toContain(other.abbreviation);
    }
    // the search (debounced) keeps to what matches and goes into the address
    const wanted = audiobooks[0]!;
    const word = wanted.title.split(/\s+/).find((part) => part.length > 3) ?? wanted.title;
    await page.getByLabel("Hľadať audioknihu").fill(word);
    await page.waitForURL(/search=/);
    await expect.poll(() => cardTitles(page)).toContain(wanted.title);
    await page.getByLabel("Hľadať audioknihu").fill("zzzz-nic-take-nie-je");
    await page.getByText("Nie sú dostupné žiadne audioknihy").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no axe violations at 360 px, and the English page says so in English", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 360);
    await page.goto("/en/audioknihy");
    await page.getByRole("heading", { level: 1, name: "Audiobooks" }).waitFor();
    await page.locator(".audiobook-card, .catalogue__empty").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** A testing audiobook with two parts long enough to skip in (the demo's chapters last a few seconds). */
async function longTestingAudiobook(): Promise<{ id: number; slug: string; title: string }> {
  const admin = await libraryAdmin(suite.server);
  const parts = await admin.upload("uploadAudioFile", [
    { name: "prva.mp3", bytes: mp3Bytes(45) },
    { name: "druha.mp3", bytes: mp3Bytes(30) },
  ]);
  const title = uniqueTitle("Dlhá audiokniha");
  const created = await createAudiobook(suite.server, admin, {
    title,
    availability: 1,
    audioFiles: parts.map((part, index) => ({ url: part.url, name: `Časť ${index + 1}`, order: index + 1 })),
  });
  return { ...created, title };
}

describe("listening as a trial user", () => {
  it("plays a testing audiobook, counted once; skips 10 s; changes the speed; resumes after a reload", async () => {
    const testing = await longTestingAudiobook();
    const before = await playedCounts(testing.id);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: trialToken,
    });
    await page.goto(`/sk/audiokniha/${testing!.slug}`);
    await page.getByRole("heading", { level: 1, name: testing!.title }).waitFor();
    const player = page.getByRole("region", { name: `Prehrávač audioknihy ${testing!.title}` });
    await audioReady(page);
    expect(await page.locator("audio").getAttribute("controlslist")).toContain("nodownload");
    // nothing plays on its own
    expect((await audioState(page)).paused).toBe(true);

    await player.getByRole("button", { name: "Prehrať", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);
    await player.getByRole("button", { name: "Pozastaviť" }).click();
    await player.getByRole("button", { name: "Prehrať", exact: true }).click();
    await player.getByRole("button", { name: "Pozastaviť" }).click();
    const firstFile = before[0]!;
    await expect
      .poll(async () => (await playedCounts(testing!.id)).find((file) => file.id === firstFile.id)!.playedStatistic)
      .toBe(firstFile.playedStatistic + 1);

    // 10 seconds forward and back
    const at = (await audioState(page)).currentTime;
    await player.getByRole("button", { name: "Dopredu o 10 sekúnd" }).click();
    await expect
      .poll(async () => (await audioState(page)).currentTime)
      .toBeCloseTo(Math.min(at + 10, (await audioState(page)).duration), 0);
    await player.getByRole("button", { name: "Späť o 10 sekúnd" }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at, 0);
    // the arrow keys do the same while the player has the focus
    await player.focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => (await audioState(page)).currentTime)
      .toBeCloseTo(Math.min(at + 10, (await audioState(page)).duration), 0);

    await player.getByLabel("Rýchlosť").selectOption({ label: "1,5×" });
    await expect.poll(async () => (await audioState(page)).playbackRate).toBe(1.5);

    // a pause saves the place on the server; after a reload the player starts there
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("saveAudiobookPosition"),
    );
    await player.getByRole("button", { name: "Prehrať", exact: true }).click();
    await page.waitForTimeout(600);
    await player.getByRole("button", { name: "Pozastaviť" }).click();
    await saved;
    const stoppedAt = (await audioState(page)).currentTime;
    await page.reload();
    await audioReady(page);
    await page.getByText(/Pokračujete tam, kde ste skončili/).waitFor();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(stoppedAt, 0);
    expect((await audioState(page)).paused).toBe(true);
    // played once per listener and file, however often
    expect((await playedCounts(testing!.id)).find((file) => file.id === firstFile.id)!.playedStatistic).toBe(
      firstFile.playedStatistic + 1,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a guest", () => {
  it("gets the login prompt on a members-only audiobook and no address of its audio", async () => {
    const members = audiobooks.find((each) => each.availability === 0);
    expect(members, "the demo catalogue has a members-only audiobook").toBeDefined();
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/audiokniha/${members!.slug}`);
    await page.getByRole("heading", { name: "Audiokniha je dostupná po prihlásení" }).waitFor();
    await page.getByRole("button", { name: "Prihlásiť sa" }).waitFor();
    expect(await page.locator("audio").count()).toBe(0);
    // the parts are listed (names and lengths) without anything to play
    expect(await page.locator(".audio-files__item").count()).toBeGreaterThan(0);
    expect(await page.locator(".audio-files__item button").count()).toBe(0);

    const { data } = await suite.server.graphql<{
      getAudiobook: { audioFiles: { url: string | null }[]; material: { url: string | null } | null };
    }>("query ($slug: String!) { getAudiobook(slug: $slug) { audioFiles { url } material { url } } }", {
      slug: members!.slug,
    });
    expect(data!.getAudiobook.audioFiles.every((file) => file.url === null)).toBe(true);
    expect(data!.getAudiobook.material?.url ?? null).toBeNull();
    // the file's own path, as the admin sees it, is refused without a signature
    const { getAudiobookAsAdmin } = await api<{ getAudiobookAsAdmin: { audioFiles: { url: string }[] } }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { audioFiles { url } } }",
      { id: members!.id },
    );
    const path = getAudiobookAsAdmin.audioFiles[0]!.url.split("?")[0]!;
    const response = await page.request.get(path);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is sent to the language's home from the bare word, and told when an audiobook does not exist", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/audiokniha");
    await page.waitForURL(/\/sk\/$/);
    await page.goto("/sk/audiokniha/taka-neexistuje");
    await page.getByText("Táto audiokniha neexistuje.").waitFor();
    await page.getByRole("link", { name: /Späť na audioknihy/ }).waitFor();
    await context.close();
  });
});
