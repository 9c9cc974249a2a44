import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, loginToken, SUBSCRIBER_EMAIL, uniqueTitle } from "./admin.ts";
import { openPage, screenshotAlsoOnPhone } from "./browser.ts";
import { axeAtBothWidths, fillRegistration, uniqueEmail } from "./webinars.ts";
import { browserSuite } from "./suite.ts";

/**
 * Free webinars and packs (price 0) in a real browser against the real server: a visitor who
 * registers and gets a free webinar in one go, then watches it; the free pack in the list and on
 * its page (axe at 1280 and 360 px, for a guest and for a signed-in user), obtained by a signed-in
 * user with one button without choosing a method, after which its webinars play.
 */

type Webinar = { id: number; slug: string; title: string };

const suite = browserSuite();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

/** A webinar played by the external player, and its slug. */
async function newWebinar(title: string, price: number): Promise<Webinar> {
  const mutation =
    'mutation ($title: String!, $price: Float!) { editWebinar(title: $title, price: $price, availableFor: 7, dacastId: "test-player", length: "0:30:00") }';
  const { editWebinar: id } = await api<{ editWebinar: number }>(suite.server, adminToken, mutation, { title, price });
  const { getWebinarAsAdmin } = await api<{ getWebinarAsAdmin: Webinar }>(
    suite.server,
    adminToken,
    "query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { id slug title } }",
    { id },
  );
  return getWebinarAsAdmin;
}

const PLAYER = "video.video-player__media, iframe.video-player__media";

describe("register-and-buy of a free webinar", () => {
  it("registers a visitor who gets the webinar without paying, then watches it", async () => {
    const webinar = await newWebinar(uniqueTitle("Webinár zadarmo na registráciu"), 0);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/webinar/${webinar.slug}`);
    await page.getByRole("heading", { level: 1, name: webinar.title }).waitFor();
    await page.locator(".webinar-page__price", { hasText: "Zadarmo" }).waitFor();
    expect(await page.locator(PLAYER).count()).toBe(0);
    // opened directly, the purchase page tells a guest how to get it, not how to pay
    await page.goto(`/sk/webinar/${webinar.slug}/zakupenie`);
    await page.getByText("Webináre a balíky zadarmo môžu získať len registrovaní používatelia.").waitFor();
    await page.getByRole("link", { name: "Registrovať sa a získať prístup" }).click();
    await page.waitForURL(new RegExp(`/sk/webinar/${webinar.slug}/registracia$`));
    await page.getByRole("heading", { level: 1, name: `Registrácia a prístup: ${webinar.title}` }).waitFor();
    await fillRegistration(page, { fullname: "Ivan Bezplatný", email: uniqueEmail("free-webinar") });
    await page.getByRole("button", { name: "Pokračovať", exact: true }).click();
    await page.waitForURL(/\/registracia\/platba$/);
    // free: no method to choose, no card
    await page.getByText("Cena: Zadarmo").waitFor();
    await page.getByText("Používateľ: Ivan Bezplatný", { exact: false }).waitFor();
    expect(await page.getByLabel("Platba kartou").count()).toBe(0);
    expect(await page.getByLabel("Bankový prevod na faktúru").count()).toBe(0);
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshotAlsoOnPhone(page, "webinar-free-register");
    await page.getByRole("button", { name: "Zaregistrovať sa a získať prístup" }).click();
    // signed in with the new account, back on the webinar, which plays
    await page.waitForURL(new RegExp(`/sk/webinar/${webinar.slug}$`), { timeout: 30_000 });
    await page.locator(PLAYER).first().waitFor();
    await page.getByText(/Prístup k webináru máte do/).waitFor();
    await page.getByRole("link", { name: "Môj účet" }).waitFor();
    await screenshotAlsoOnPhone(page, "webinar-free-registered-admitted");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a free pack", () => {
  it("shows the pack as free in the list and on its page; a signed-in user gets it with one button and its webinars play", async () => {
    const included = [
      await newWebinar(uniqueTitle("Webinár z balíka A"), 12.5),
      await newWebinar(uniqueTitle("Webinár z balíka B"), 9),
    ];
    const title = uniqueTitle("Balík zadarmo");
    const { editWebinarPack: packId } = await api<{ editWebinarPack: number }>(
      suite.server,
      adminToken,
      'mutation ($title: String!, $webinars: [Int!]) { editWebinarPack(title: $title, price: 0, availableFor: 14, webinars: $webinars, htmlDesc: "<p>Dva webináre zadarmo.</p>") }',
      {
        title,
        webinars: included.map((webinar) => webinar.id),
      },
    );
    const { getWebinarPackAsAdmin: pack } = await api<{ getWebinarPackAsAdmin: { slug: string } }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getWebinarPackAsAdmin(webinarPackId: $id) { slug } }",
      { id: packId },
    );

    // a guest: the list and the page say free; logging in or registering gets it
    const guest = await openPage(suite.browser, suite.server.url);
    await guest.page.goto("/sk/webinare/baliky");
    const card = guest.page.locator(".webinar-card", { has: guest.page.getByRole("link", { name: title }) });
    await card.getByText("Zadarmo", { exact: true }).waitFor();
    await card.getByText("Webinárov v balíku: 2").waitFor();
    expect(await axeAtBothWidths(guest.page)).toEqual([]);
    await card.getByRole("link", { name: title }).click();
    await guest.page.getByRole("heading", { level: 1, name: title }).waitFor();
    await guest.page.locator(".webinar-page__price", { hasText: "Zadarmo" }).waitFor();
    await guest.page.getByRole("heading", { name: "Balík je zadarmo" }).waitFor();
    await guest.page.getByRole("link", { name: "Registrovať sa a získať prístup" }).waitFor();
    expect(await axeAtBothWidths(guest.page)).toEqual([]);
    await screenshotAlsoOnPhone(guest.page, "webinar-pack-free-guest");
    expect(guest.errors).toEqual([]);
    await guest.context.close();

    const subscriberToken = await loginToken(suite.server, SUBSCRIBER_EMAIL);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    await page.goto(`/sk/balik-webinarov/${pack.slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("Balík je zadarmo: prístup k jeho webinárom získate hneď, bez platby.").waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshotAlsoOnPhone(page, "webinar-pack-free-signed-in");
    await page.getByRole("link", { name: "Získať prístup" }).click();
    await page.waitForURL(/\/zakupenie$/);
    await page.getByText("Prístup na 14 dní").waitFor();
    await page.getByRole("heading", { level: 1, name: `Získanie prístupu: ${title}` }).waitFor();
    expect(await page.getByLabel("Bankový prevod na faktúru").count()).toBe(0);
    await page.getByRole("button", { name: "Získať prístup" }).click();
    await page.waitForURL(/\/zakupenie\/dakujeme\?paid$/);
    await page.getByText("Hotovo, webináre sú vám dostupné.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Ďakujeme, prístup je váš" }).waitFor();
    await page.getByRole("link", { name: "Pozrieť webináre" }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText(/Prístup k balíku máte do/).waitFor();
    // each webinar of the pack plays, though each alone has a price
    for (const webinar of included) {
      await page.getByRole("link", { name: webinar.title }).click();
      await page.getByRole("heading", { level: 1, name: webinar.title }).waitFor();
      await page.locator(PLAYER).first().waitFor();
      await page.getByText(/Prístup k webináru máte do/).waitFor();
      await page.goBack();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
    }
    // admitted to a free pack: nothing to get again while it runs, neither here nor on its purchase page
    expect(await page.getByRole("link", { name: "Získať prístup" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Predĺžiť prístup" }).count()).toBe(0);
    await screenshotAlsoOnPhone(page, "webinar-pack-free-admitted");
    await page.goto(`/sk/balik-webinarov/${pack.slug}/zakupenie`);
    await page.getByText(/^Prístup už máte do .+\. Po jeho skončení ho môžete získať znova\.$/).waitFor();
    expect(await page.getByRole("button", { name: "Získať prístup" }).count()).toBe(0);
    await page.getByRole("button", { name: "Späť" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
