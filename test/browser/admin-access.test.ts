import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, loginToken, SUBSCRIBER_EMAIL } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Who sees the admin zone, how it reads: a subscriber gets the access-denied texts and no admin
 * links (the server refuses, the client only hides the links); the admin's links in the sidebar
 * and its burger; axe on every admin screen at a desktop and a phone size (no WCAG 2.1 A/AA
 * violation), dialogs included; nothing scrolls the page sideways at 360 px; the unsaved-changes
 * guard asks before a dirty form is left.
 */

const suite = browserSuite();
let adminToken: string;
let subscriberToken: string;
let ids: { video: number; reference: number };

beforeAll(async () => {
  [adminToken, subscriberToken] = await Promise.all([
    loginToken(suite.server, ADMIN_EMAIL),
    loginToken(suite.server, SUBSCRIBER_EMAIL),
  ]);
  const { getAllVideos, getReferences } = await api(
    suite.server,
    adminToken,
    "{ getAllVideos { id } getReferences { id } }",
  );
  ids = { video: getAllVideos[0].id, reference: getReferences[0].id };
});

const ADMIN_LINKS = ["Videá", "Testovacie videá", "Témy a filtre", "Jazyky", "Referencie"];
const LIBRARY_TEXT = "K tejto časti Online živej knižnice nemáte prístup.";
const SECTION_TEXT = "Nemáte prístup k tejto sekcii.";

const adminRoutes = () => [
  "/sk/profil/videa",
  "/sk/profil/testovacie-videa",
  "/sk/profil/video/new",
  `/sk/profil/video/${ids.video}`,
  "/sk/profil/temy_a_filtre",
  "/sk/profil/jazyky",
  "/sk/profil/referencie",
  "/sk/profil/referencia/new",
  `/sk/profil/referencia/${ids.reference}`,
  `/en/profil/video/${ids.video}`,
];

describe("a member who is not a library admin", () => {
  it("sees the access-denied texts on the admin screens and no admin links", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    for (const [route, text] of [
      ["/sk/profil/videa", LIBRARY_TEXT],
      ["/sk/profil/testovacie-videa", LIBRARY_TEXT],
      [`/sk/profil/video/${ids.video}`, LIBRARY_TEXT],
      ["/sk/profil/video/new", LIBRARY_TEXT],
      ["/sk/profil/temy_a_filtre", SECTION_TEXT],
      ["/sk/profil/jazyky", SECTION_TEXT],
      ["/sk/profil/referencie", SECTION_TEXT],
      [`/sk/profil/referencia/${ids.reference}`, SECTION_TEXT],
    ] as const) {
      await page.goto(route);
      await expect.poll(() => page.getByRole("alert").filter({ hasText: text }).count(), { timeout: 10_000 }).toBe(1);
      const navigation = page.getByRole("navigation", { name: "Profil" });
      for (const link of ADMIN_LINKS)
        expect(await navigation.getByRole("link", { name: link, exact: true }).count(), `${route}: ${link}`).toBe(0);
      expect(await page.getByRole("button", { name: /^Presunúť/ }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the library admin", () => {
  it("finds the admin links in the sidebar, and behind its menu button on a phone", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
    await page.goto("/sk/profil");
    const navigation = page.getByRole("navigation", { name: "Profil" });
    for (const link of ADMIN_LINKS) await navigation.getByRole("link", { name: link, exact: true }).waitFor();
    await navigation.getByRole("link", { name: "Témy a filtre" }).click();
    await page.getByRole("heading", { level: 2, name: "Témy a filtre" }).waitFor();

    await page.setViewportSize({ width: 375, height: 740 });
    const menu = navigation.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await navigation.getByRole("link", { name: "Videá", exact: true }).isVisible()).toBe(false);
    await menu.click();
    await navigation.getByRole("link", { name: "Videá", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Videá" }).waitFor();
    await context.close();
  });
});

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
] as const;

async function violations(page: Page, label: string): Promise<string[]> {
  // colours are sampled once a dialog's fade-in and a button's focus transition have finished
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${label}: ${v.id} (${v.impact}) ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`,
    ),
  );
  for (const line of found) console.log(`axe violation ${line}`);
  console.log(`axe: ${label}: ${result.passes.length} rules passed, ${found.length} violations`);
  return found;
}

/** Whether the page itself scrolls sideways (a table may scroll inside its own region, the page never). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

async function settle(page: Page, route: string) {
  await page.goto(route);
  await page.locator(".admin-screen, [role=alert]").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

describe.each(VIEWPORTS)("accessibility of the admin zone at $name size ($width px)", (viewport) => {
  it("every admin screen, and its dialogs, has no WCAG 2.1 A/AA violation and no sideways scroll", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, viewport.width, {
      sessionToken: adminToken,
    });
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const route of adminRoutes()) {
      await settle(page, route);
      found.push(...(await violations(page, route)));
      if (await pageScrollsSideways(page)) found.push(`${route}: the page scrolls sideways`);
    }
    await settle(page, "/sk/profil/temy_a_filtre");
    await page.getByRole("button", { name: "Pridať tému" }).click();
    await page.getByRole("dialog", { name: "Nová téma" }).waitFor();
    found.push(...(await violations(page, "theme dialog")));
    await page.keyboard.press("Escape");
    // every demo filter has videos (no delete offered): the languages' delete, with its replacement choice
    await settle(page, "/sk/profil/jazyky");
    await page
      .getByRole("button", { name: /^Zmazať jazyk/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    found.push(...(await violations(page, "delete confirmation")));
    await context.close();
    expect(found).toEqual([]);
  });

  it("the screens a member is refused have no violation either", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, viewport.width, {
      sessionToken: subscriberToken,
    });
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const route of ["/sk/profil/videa", "/sk/profil/temy_a_filtre"]) {
      await settle(page, route);
      found.push(...(await violations(page, `${route} (refused)`)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe("the unsaved-changes guard", () => {
  it("asks before a changed form is left by a link or Back, and lets an unchanged one go", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    // into the form from the list, inside the site: Back then stays inside it too
    await page.goto("/sk/profil/videa");
    await page.locator(`a[href="/sk/profil/video/${ids.video}"]`).click();
    const title = page.getByLabel("Názov", { exact: true });
    await title.waitFor();
    const original = await title.inputValue();
    const navigation = page.getByRole("navigation", { name: "Profil" });

    // unchanged: a link just goes
    await navigation.getByRole("link", { name: "Jazyky" }).click();
    await page.waitForURL("**/sk/profil/jazyky");
    await page.goBack();
    await title.waitFor();

    await title.fill(`${original} (zmenené)`);
    await navigation.getByRole("link", { name: "Jazyky" }).click();
    const question = page.getByRole("alertdialog", { name: "Neuložené zmeny" });
    await question.waitFor();
    await question.getByRole("button", { name: "Zrušiť" }).click();
    expect(new URL(page.url()).pathname).toBe(`/sk/profil/video/${ids.video}`);
    expect(await title.inputValue()).toBe(`${original} (zmenené)`);

    // the browser's Back button asks too
    await page.goBack({ waitUntil: "commit" }).catch(() => {});
    await question.waitFor();
    await question.getByRole("button", { name: "Zrušiť" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/sk/profil/video/${ids.video}`);

    // leaving without saving, when the admin says so
    await navigation.getByRole("link", { name: "Jazyky" }).click();
    await question.getByRole("button", { name: "Odísť bez uloženia" }).click();
    await page.waitForURL("**/sk/profil/jazyky");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks the browser's own question when a changed form's tab is closed", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
    await page.goto(`/sk/profil/video/${ids.video}`);
    // typed by the keyboard after a click: the browser asks only on a page the person has used
    const title = page.getByLabel("Názov", { exact: true });
    await title.click();
    await page.keyboard.type(" (iný)");
    await expect.poll(() => title.inputValue()).toMatch(/\(iný\)$/);
    const asked = new Promise<string>((resolve, reject) => {
      page.once("dialog", (dialog) => (resolve(dialog.type()), void dialog.accept()));
      setTimeout(() => reject(new Error("the browser did not ask")), 10_000);
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
    await context.close();
  });
});
