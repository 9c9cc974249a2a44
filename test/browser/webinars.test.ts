import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, loginToken, SUBSCRIBER_EMAIL } from "./admin.ts";
import { openPage, screenshot, screenshotAlsoOnPhone } from "./browser.ts";
import { axeAtBothWidths, CARDS, fillCard, fillRegistration, uniqueEmail } from "./webinars.ts";
import { browserSuite } from "./suite.ts";

/**
 * The webinars on the public side in a real browser against the real server with the demo
 * webinars and packs: the list and a detail; a visitor who registers and buys a pack by the test
 * card and then watches one of its webinars; a signed-in user who buys a webinar by invoice and
 * sees the plain thank-you page; a signed-in user who gets a free webinar with one click and
 * watches it; the Slovak-only notice in English; axe on the list, the detail
 * and the purchase page at 1280 and 360 px.
 */

type Pack = { id: number; slug: string; title: string; priceText: string; webinarIds: number[] };
type Webinar = { id: number; slug: string; title: string };

const CATALOGUE =
  "{ getWebinarPacks { id slug title priceText webinarIds } getWebinars(offset: 0) { webinars { id slug title } } }";

const suite = browserSuite();
let subscriberToken: string;
let adminToken: string;
let packs: Pack[];
let webinars: Webinar[];

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  subscriberToken = await loginToken(suite.server, SUBSCRIBER_EMAIL);
  const data = await api<{ getWebinarPacks: Pack[]; getWebinars: { webinars: Webinar[] } }>(
    suite.server,
    adminToken,
    CATALOGUE,
  );
  if (!data.getWebinarPacks.some((pack) => pack.webinarIds.length > 0) || data.getWebinars.webinars.length < 2)
    await createFixtures();
  const fresh = await api<{ getWebinarPacks: Pack[]; getWebinars: { webinars: Webinar[] } }>(
    suite.server,
    adminToken,
    CATALOGUE,
  );
  packs = fresh.getWebinarPacks;
  webinars = fresh.getWebinars.webinars;
  expect(packs.some((pack) => pack.webinarIds.length > 0)).toBe(true);
  expect(webinars.length).toBeGreaterThan(1);
});

/** Two webinars (played by the external player) and a pack of them, when the demo has none. */
async function createFixtures() {
  const create = (title: string) =>
    api<{ editWebinar: number }>(
      suite.server,
      adminToken,
      'mutation ($title: String!) { editWebinar(title: $title, price: 12.5, availableFor: 30, dacastId: "test-player", length: "1:00:00", htmlDesc: "<p>Popis</p>") }',
      { title },
    ).then((result) => result.editWebinar);
  const ids = [await create("Webinár o dialógu"), await create("Webinár o rozmanitosti")];
  await api(
    suite.server,
    adminToken,
    'mutation ($webinars: [Int!]) { editWebinarPack(title: "Balík dvoch webinárov", price: 20, availableFor: 3, webinars: $webinars) }',
    { webinars: ids },
  );
}

describe("the webinar list and detail", () => {
  it("lists the webinars with the link to the packs, searches, and opens a detail with its login and register-and-buy buttons", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/webinare");
    await page.getByRole("heading", { level: 1, name: "Webináre" }).waitFor();
    await page.locator(".webinar-card").first().waitFor();
    await page.getByRole("link", { name: "Balíky webinárov" }).waitFor();
    expect(await page.locator(".webinar-card").count()).toBeLessThanOrEqual(16);
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshot(page, "webinars-list");
    await page.getByLabel("Hľadať webinár").fill("zzzz-nic-take-nie-je");
    await page.getByText("Nie sú dostupné žiadne webináre").waitFor();
    expect(page.url()).toContain("search=");

    const webinar = webinars[0]!;
    await page.goto(`/sk/webinar/${webinar.slug}`);
    await page.getByRole("heading", { level: 1, name: webinar.title }).waitFor();
    await page.getByRole("button", { name: "Prihlásiť sa" }).first().waitFor();
    await page.getByRole("link", { name: "Registrovať sa a zaplatiť" }).waitFor();
    expect(await page.locator("video, iframe.video-player__media").count()).toBe(0);
    await page.getByRole("link", { name: "Späť na webináre" }).waitFor();
    // opened directly, the highlights bring their own styles (they once came only with the video page)
    expect(
      await page
        .locator(".highlights__button")
        .first()
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe("flex");
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshot(page, "webinar-detail-guest");
    await page.goto("/sk/webinar/taky-webinar-nie-je");
    await page.getByRole("heading", { name: "Tento webinár neexistuje." }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("register-and-buy", () => {
  it("registers a visitor who pays a pack by the test card, then watches one of its webinars", async () => {
    const pack = packs.find((each) => each.webinarIds.length > 0)!;
    const first =
      webinars.find((webinar) => webinar.id === pack.webinarIds[0]) ??
      (
        await api<{ getWebinarPack: { webinars: Webinar[] } }>(
          suite.server,
          subscriberToken,
          "query ($slug: String!) { getWebinarPack(slug: $slug) { webinars { id slug title } } }",
          { slug: pack.slug },
        )
      ).getWebinarPack.webinars[0]!;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/balik-webinarov/${pack.slug}`);
    await page.getByRole("heading", { level: 1, name: pack.title }).waitFor();
    await page.getByText(pack.priceText).first().waitFor();
    // the payment step opened without the first step's values goes back to the first step
    await page.goto(`/sk/balik-webinarov/${pack.slug}/registracia/platba`);
    await page.waitForURL(new RegExp(`/balik-webinarov/${pack.slug}/registracia$`));
    await page.getByLabel("Meno a priezvisko").waitFor();
    await fillRegistration(page, { fullname: "Eva Kupujúca", email: uniqueEmail("pack") });
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
    await page.waitForURL(/\/registracia\/platba$/);
    await page.getByLabel("Platba kartou").check();
    await page.getByText(/Platbu kartou spracúva/).waitFor();
    await fillCard(page, CARDS.succeeds);
    await page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).click();
    await page.waitForURL(/\/zakupenie\/dakujeme\?login/, { timeout: 30_000 });
    await page.getByRole("heading", { level: 1, name: "Ďakujeme za nákup" }).waitFor();
    await screenshot(page, "webinar-pack-thanks-login");
    // signed in with the new account: straight to the pack, then one of its webinars plays
    await page.getByRole("link", { name: "Pozrieť webináre" }).click();
    await page.getByRole("heading", { level: 1, name: pack.title }).waitFor();
    await page.getByText(/Prístup k balíku máte do/).waitFor();
    // admitted: no buy prompt any more, but a way to extend the pack's access
    await page.getByRole("link", { name: "Predĺžiť prístup" }).waitFor();
    expect(await page.getByRole("heading", { name: "Kúpiť" }).count()).toBe(0);
    await page.getByRole("link", { name: first.title }).click();
    await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
    await page.locator("video.video-player__media, iframe.video-player__media").first().waitFor();
    await page.getByText(/Prístup k webináru máte do/).waitFor();
    // the webinar's access came with the pack: buying the webinar alone would not extend it
    expect(await page.getByRole("link", { name: "Predĺžiť prístup" }).count()).toBe(0);
    await screenshot(page, "webinar-detail-admitted");
    await page.goBack();
    await page.getByRole("link", { name: "Predĺžiť prístup" }).click();
    await page.waitForURL(new RegExp(`/balik-webinarov/${pack.slug}/zakupenie$`));
    await page.getByText(/^Prístup máte do .+\. Nákupom sa predĺži o \d+ d.+ od tohto dátumu\.$/).waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshotAlsoOnPhone(page, "webinar-pack-extend");
    // the register-and-buy values are gone: the payment step sends back to the first one
    await page.goto(`/sk/balik-webinarov/${pack.slug}/registracia/platba`);
    await page.waitForURL(/\/registracia$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a webinar's documents", () => {
  it("open in the PDF viewer for a user admitted to the webinar", async () => {
    const title = `Webinár s dokumentom ${Date.now().toString(36)}`;
    const materials = [
      { url: "/demo/methodics/metodika-01.pdf", name: `Metodika k webináru ${Date.now().toString(36)}` },
    ];
    const { editWebinar: id } = await api<{ editWebinar: number }>(
      suite.server,
      adminToken,
      'mutation ($title: String!, $materials: [MaterialInput!]) { editWebinar(title: $title, price: 9, availableFor: 7, dacastId: "test-player", materials: $materials) }',
      { title, materials },
    );
    const { me } = await api<{ me: { profile: { id: number } } }>(
      suite.server,
      subscriberToken,
      "{ me { profile { id } } }",
    );
    await api(
      suite.server,
      adminToken,
      "mutation ($p: Int!, $w: Int!) { addWebinarAsAdmin(profileId: $p, webinarId: $w) { id } }",
      { p: me.profile.id, w: id },
    );
    const { getWebinarAsAdmin } = await api<{ getWebinarAsAdmin: { slug: string } }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { slug } }",
      { id },
    );

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    await page.goto(`/sk/webinar/${getWebinarAsAdmin.slug}`);
    await page.getByRole("link", { name: materials[0]!.name }).click();
    await page.waitForURL(`**/sk/pdf/${encodeURIComponent(materials[0]!.name)}`);
    const status = page.getByRole("navigation", { name: "Stránkovanie" }).getByRole("status");
    await expect.poll(() => status.innerText().catch(() => ""), { timeout: 15_000 }).toMatch(/^Strana 1 \/ \d+$/);
    await page.locator(".react-pdf__Page canvas").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("buying as a signed-in user", () => {
  it("buys a webinar by invoice and sees the plain thank-you page", async () => {
    const webinar = webinars[webinars.length - 1]!;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    await page.goto(`/sk/webinar/${webinar.slug}`);
    await page.getByRole("heading", { level: 1, name: webinar.title }).waitFor();
    await page.getByRole("link", { name: "Zaplatiť" }).click();
    await page.waitForURL(/\/zakupenie$/);
    await page.getByRole("heading", { level: 1, name: `Zakúpenie: ${webinar.title}` }).waitFor();
    await page.getByText(/Prístup na \d+ d/).waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshot(page, "webinar-purchase");
    await page.getByLabel("Bankový prevod na faktúru").check();
    await page.getByRole("button", { name: "Objednať s faktúrou" }).click();
    await page.waitForURL(/\/webinar\/[^/]+\/zakupenie\/dakujeme$/);
    await page.getByText("Webináre budú dostupné po pripísaní platby na náš účet.", { exact: false }).waitFor();
    await screenshot(page, "webinar-thanks-invoice");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a free webinar", () => {
  it("shows the price as free, and a signed-in user gets it with one click, without choosing a method, and sees the player", async () => {
    const title = `Webinár zadarmo ${Date.now().toString(36)}`;
    const mutation =
      'mutation ($title: String!) { editWebinar(title: $title, price: 0, availableFor: 7, dacastId: "test-player", length: "0:30:00") }';
    const { editWebinar: id } = await api<{ editWebinar: number }>(suite.server, adminToken, mutation, { title });
    const { getWebinars } = await api<{ getWebinars: { webinars: Webinar[] } }>(
      suite.server,
      adminToken,
      `{ getWebinars(offset: 0, search: ${JSON.stringify(title)}) { webinars { id slug title } } }`,
    );
    const webinar = getWebinars.webinars.find((w) => w.id === id)!;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    await page.goto(`/sk/webinar/${webinar.slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.locator(".webinar-page__price", { hasText: "Zadarmo" }).waitFor();
    await page.getByRole("link", { name: "Získať prístup" }).click();
    await page.waitForURL(/\/zakupenie$/);
    await page.getByText("Prístup na 7 dní").waitFor();
    expect(await page.getByLabel("Bankový prevod na faktúru").count()).toBe(0);
    await page.getByRole("button", { name: "Získať prístup" }).click();
    await page.waitForURL(new RegExp(`/sk/webinar/${webinar.slug}$`));
    await page.locator("video.video-player__media, iframe.video-player__media").first().waitFor();
    await page.getByText(/Prístup k webináru máte do/).waitFor();
    await screenshot(page, "webinar-free-admitted");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the Slovak-only notice", () => {
  it("says in English that webinars are in Slovak only, and OK closes it", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/en/webinare");
    const dialog = page.getByRole("dialog", { name: "Slovak only" });
    await dialog.getByText("Webinars are available in Slovak only.").waitFor();
    await screenshot(page, "webinars-slovak-only-en", { fullPage: false });
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole("heading", { level: 1, name: "Webinars" }).waitFor();
    // moving inside the section does not ask again
    await page.getByRole("link", { name: "Webinar packs" }).click();
    await page.getByRole("heading", { level: 1, name: "Webinar packs" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
