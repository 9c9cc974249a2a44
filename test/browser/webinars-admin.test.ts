import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  api,
  expectNotification,
  loginToken,
  pdfBytes,
  pngBytes,
  SUBSCRIBER_EMAIL,
  uniqueTitle,
  watchPolicy,
} from "./admin.ts";
import { openPage, screenshot } from "./browser.ts";
import { axeAtBothWidths } from "./webinars.ts";
import { browserSuite } from "./suite.ts";

/**
 * The library admin's webinar screens in a real browser against the real server: creating a
 * webinar with a picture, a document and a highlight, then a pack of it picked from the list;
 * both in the lists; axe on the list and the form at 1280 and 360 px. A webinar admission given to
 * a profile by the admin, seen in the member's "Moje webináre", then removed after a confirmation.
 */

const suite = browserSuite();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

type AdminWebinar = {
  title: string;
  price: number;
  availableFor: number;
  materials: { name: string }[];
  highlights: { timestamp: string; text: string }[];
};

describe("the webinar admin screens", () => {
  it("create a webinar, then a pack with it", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    const refusals = await watchPolicy(page);
    const title = uniqueTitle("Testovací webinár");
    await page.goto("/sk/profil/webinare-spravca");
    await page.getByRole("heading", { level: 2, name: "Webináre" }).waitFor();
    await page.locator(".admin-row").or(page.getByText("Zatiaľ tu nie sú žiadne webináre.")).first().waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshot(page, "admin-webinars-list");
    await page.getByRole("link", { name: "Pridať webinár" }).click();
    await page.waitForURL("**/sk/profil/webinare-spravca/new");

    // nothing filled in: the required fields say so
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expect.poll(() => page.getByLabel("Názov", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Názov", { exact: true }).fill(title);
    await page.getByLabel("Cena (€)").fill("12,50");
    await page.getByLabel("Prístup (dni)").fill("30");
    await page.getByLabel("Dĺžka").fill("1:05:00");
    await page
      .getByLabel("Obrázok")
      .setInputFiles({ name: "webinar.png", mimeType: "image/png", buffer: pngBytes(64, 36, [200, 80, 40]) });
    await page.getByLabel("Pridať dokumenty").setInputFiles({
      name: "podklady.pdf",
      mimeType: "application/pdf",
      buffer: await pdfBytes("Podklady k webináru"),
    });
    await page.getByRole("button", { name: "Pridať moment" }).click();
    await page.getByLabel("Čas momentu 1").fill("00:10:00");
    await page.getByLabel("Text momentu 1").fill("Úvod");
    expect(await axeAtBothWidths(page)).toEqual([]);
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Webinár vytvorený");
    await page.waitForURL(/\/sk\/profil\/webinare-spravca\/\d+$/);
    await screenshot(page, "admin-webinar-form");
    const webinarId = Number(page.url().split("/").pop());
    const { getWebinarAsAdmin: stored } = await api<{ getWebinarAsAdmin: AdminWebinar }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { title price availableFor materials { name } highlights { timestamp text } } }",
      { id: webinarId },
    );
    expect(stored).toMatchObject({
      title,
      price: 12.5,
      availableFor: 30,
      materials: [{ name: "podklady.pdf" }],
      highlights: [{ text: "Úvod" }],
    });

    // a pack with the new webinar, found by the search
    const packTitle = uniqueTitle("Testovací balík");
    await page.goto("/sk/profil/webinare-baliky-spravca/new");
    await page.getByLabel("Názov", { exact: true }).fill(packTitle);
    await page.getByLabel("Cena (€)").fill("30");
    await page.getByLabel("Prístup (dni)").fill("60");
    await page.getByLabel("Hľadať webinár").fill(title);
    await page.getByRole("button", { name: `Pridať: ${title}` }).click();
    await page.getByRole("button", { name: `Odobrať: ${title}` }).waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Balík webinárov vytvorený");
    await page.waitForURL(/\/sk\/profil\/webinare-baliky-spravca\/\d+$/);
    await screenshot(page, "admin-webinar-pack-form");
    const packId = Number(page.url().split("/").pop());
    const { getWebinarPackAsAdmin: pack } = await api<{
      getWebinarPackAsAdmin: { title: string; price: number; webinarIds: number[] };
    }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getWebinarPackAsAdmin(webinarPackId: $id) { title price webinarIds } }",
      { id: packId },
    );
    expect(pack).toEqual({ title: packTitle, price: 30, webinarIds: [webinarId] });
    await page.goto("/sk/profil/webinare-baliky-spravca");
    await page.getByRole("link", { name: packTitle }).waitFor();
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a webinar's history of changes", () => {
  it("lists under the form who moved the webinar in the list, from which place to which", async () => {
    const title = uniqueTitle("Webinár na presun");
    const { editWebinar: id } = await api<{ editWebinar: number }>(
      suite.server,
      adminToken,
      "mutation ($title: String!) { editWebinar(title: $title, price: 5, availableFor: 2) }",
      { title },
    );
    const { getAllWebinars: listed } = await api<{ getAllWebinars: { id: number }[] }>(
      suite.server,
      adminToken,
      "{ getAllWebinars { id } }",
    );
    const from = listed.findIndex((webinar) => webinar.id === id) + 1;
    await api(
      suite.server,
      adminToken,
      "mutation ($id: Int!) { patchWebinarOrder(webinars: [{ id: $id, order: 1 }]) { id } }",
      { id },
    );

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    await page.goto(`/sk/profil/webinare-spravca/${id}`);
    const history = page.getByRole("table", { name: "História zmien" });
    await history
      .getByRole("row", { name: new RegExp(`${ADMIN_EMAIL}.*Zmena poradia: z ${from}\\. na 1\\. miesto`) })
      .waitFor();
    await history.getByRole("row", { name: /Vytvorenie/ }).waitFor();
    expect(await axeAtBothWidths(page)).toEqual([]);
    await screenshot(page, "admin-webinar-history");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("webinar admissions of a profile", () => {
  it("the admin adds a webinar to a profile, the member sees it in My webinars, the admin removes it", async () => {
    const subscriberToken = await loginToken(suite.server, SUBSCRIBER_EMAIL);
    const profileId = (
      await api<{ getFullProfile: { id: number } }>(suite.server, subscriberToken, "{ getFullProfile { id } }")
    ).getFullProfile.id;
    const title = uniqueTitle("Webinár pre profil");
    await api(
      suite.server,
      adminToken,
      "mutation ($title: String!) { editWebinar(title: $title, price: 5, availableFor: 2) }",
      { title },
    );

    const admin = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
    await admin.page.goto(`/sk/profil/pouzivatelia/${profileId}/historia`);
    await admin.page.getByRole("heading", { name: "Webináre profilu" }).waitFor();
    await admin.page.getByRole("button", { name: "Pridať webinár" }).click();
    await admin.page.getByText("Povinná položka").waitFor();
    await admin.page.getByLabel("Webinár", { exact: true }).selectOption({ label: title });
    await admin.page.getByRole("button", { name: "Pridať webinár" }).click();
    await expectNotification(admin.page, "Webinár pridaný do profilu");
    await admin.page.getByRole("link", { name: title }).waitFor();

    const member = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: subscriberToken });
    await member.page.goto("/sk/profil");
    await member.page.getByRole("heading", { name: "Moje webináre" }).waitFor();
    await member.page.getByRole("link", { name: title }).waitFor();
    expect(await axeAtBothWidths(member.page)).toEqual([]);
    await screenshot(member.page, "profile-my-webinars");

    await admin.page.getByRole("button", { name: new RegExp(`^Odobrať: .*${title}`) }).click();
    await admin.page.getByRole("alertdialog").getByRole("button", { name: "Odobrať" }).click();
    await expectNotification(admin.page, "Prístup k webináru odobratý");
    await expect.poll(() => admin.page.getByRole("link", { name: title }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await admin.context.close();
    await member.context.close();
  });
});
