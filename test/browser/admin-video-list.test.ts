import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, loginToken, SUBSCRIBER_EMAIL } from "./admin.ts";
import { docScreenshotFolder, openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The admin video list as an admin uses it, counting what the page asks the server: every admin
 * list loads its query once (on a reload and when opened from the sidebar), a refused list asks
 * once, the search (debounced) and the filters narrow the list on the server and live in the
 * address, the order cannot be changed while they narrow it, and nothing matching says so. Axe
 * finds nothing; screenshots at 1280 and 375 px go to docs/screenshots/admin-integrity/.
 */

const suite = browserSuite();
let adminToken: string;
let subscriberToken: string;
const SHOTS = docScreenshotFolder("admin-integrity");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

beforeAll(async () => {
  [adminToken, subscriberToken] = await Promise.all([
    loginToken(suite.server, ADMIN_EMAIL),
    loginToken(suite.server, SUBSCRIBER_EMAIL),
  ]);
});

const operationName = (body: string | null): string => {
  try {
    return /^\s*(?:query|mutation)\s+(\w+)/.exec(JSON.parse(body ?? "").query ?? "")?.[1] ?? "?";
  } catch {
    return "?";
  }
};

/** The GraphQL operations the page sends from now on, by name, with the variables of each. */
function recordOperations(page: Page) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/graphql") return;
    const body = request.postData();
    sent.push({ name: operationName(body), variables: JSON.parse(body ?? "{}").variables ?? {} });
  });
  return {
    count: (name: string) => sent.filter((each) => each.name === name).length,
    of: (name: string) => sent.filter((each) => each.name === name),
    clear: () => sent.splice(0),
  };
}

/** Lets any late request go out (a refetch loop fired within 130 ms; a second load within 400). */
const settle = (page: Page) => page.waitForTimeout(1500);

const rows = (page: Page) => page.getByRole("list", { name: "Videá" }).getByRole("listitem");
const moveHandles = (page: Page) => page.getByRole("button", { name: /^Presunúť/ });

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`));
}

describe("requests counted", () => {
  it("every admin list loads its query once, on a reload and from the sidebar", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    const sent = recordOperations(page);
    const lists = [
      ["/sk/profil/videa", "VideoListPageAllQuery"],
      ["/sk/profil/testovacie-videa", "VideoListPageTestingQuery"],
      ["/sk/profil/audioknihy", "AudiobookAdminListPageQuery"],
      ["/sk/profil/webinare-spravca", "WebinarAdminListPageQuery"],
      ["/sk/profil/webinare-baliky-spravca", "WebinarAdminListPageQuery"],
      ["/sk/profil/referencie", "ReferenceListPageQuery"],
      ["/sk/profil/temy_a_filtre", "ThemesAndFiltersPageQuery"],
      ["/sk/profil/jazyky", "LanguagesPageQuery"],
    ] as const;
    for (const [route, query] of lists) {
      sent.clear();
      await page.goto(route);
      await expect.poll(() => sent.count(query), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      await settle(page);
      expect(sent.count(query), `${route} reloaded: ${query}`).toBe(1);
    }
    // opened from the sidebar, as an admin moves between lists
    await page.goto("/sk/profil");
    await settle(page);
    sent.clear();
    await page.getByRole("navigation", { name: "Profil" }).getByRole("link", { name: "Videá", exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(44);
    await settle(page);
    expect(sent.count("VideoListPageAllQuery")).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a viewer who is not an admin asks for the list once and is told no", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: subscriberToken,
    });
    const sent = recordOperations(page);
    for (const [route, query] of [
      ["/sk/profil/videa", "VideoListPageAllQuery"],
      ["/sk/profil/testovacie-videa", "VideoListPageTestingQuery"],
    ] as const) {
      sent.clear();
      await page.goto(route);
      await expect
        .poll(() => page.getByRole("alert").filter({ hasText: "nemáte prístup" }).count(), { timeout: 10_000 })
        .toBe(1);
      await settle(page);
      expect(sent.count(query), route).toBe(1);
    }
    await context.close();
  });
});

describe("the video list's search and filters", () => {
  it("narrow the list on the server, keep it in the address, and lock the order meanwhile", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    const sent = recordOperations(page);
    await page.goto("/sk/profil/videa");
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(44);
    expect(await moveHandles(page).count()).toBe(44);
    expect(await rows(page).locator("img.admin-row__thumbnail").count()).toBe(44);
    sent.clear();

    // typed letter by letter: one request once typing pauses, "ziva" finding "Živá…" titles only
    await page.getByLabel("Hľadať podľa názvu").pressSequentially("ziva", { delay: 60 });
    await expect.poll(() => page.url()).toContain("search=ziva");
    await expect.poll(() => rows(page).count()).toBeLessThan(44);
    await settle(page);
    expect(sent.of("VideoListPageAllQuery").map((each) => each.variables.search)).toEqual(["ziva"]);
    const found = await rows(page).locator(".admin-row__title").allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => /živ/i.test(title))).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: `Nájdené videá: ${found.length}` })
          .count(),
      )
      .toBe(1);
    // the order is the whole library's: no handles, and the list says why
    expect(await moveHandles(page).count()).toBe(0);
    expect(await page.getByText("Poradie sa mení len v celom zozname").count()).toBe(1);

    await page.getByLabel("Dostupnosť").selectOption({ label: "Voľný prístup" });
    await expect.poll(() => page.url()).toContain("availability=free");
    await expect
      .poll(async () => (await rows(page).allTextContents()).every((row) => row.includes("Voľný prístup")))
      .toBe(true);
    const narrowed = await rows(page).count();
    expect(narrowed).toBeLessThanOrEqual(found.length);
    expect(await axeViolations(page)).toEqual([]);

    // a reload keeps the search and the filter
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(narrowed);
    expect(await page.getByLabel("Hľadať podľa názvu").inputValue()).toBe("ziva");
    expect(await page.getByLabel("Dostupnosť").inputValue()).toBe("free");

    // the row opens the form; Back comes to the same narrowed list
    await rows(page).first().getByRole("link").click();
    await page.waitForURL(/\/profil\/video\/\d+/);
    await page.goBack();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(narrowed);
    expect(await page.getByLabel("Hľadať podľa názvu").inputValue()).toBe("ziva");

    // nothing matches: said in words, checked by axe
    await page.getByLabel("Viditeľnosť").selectOption({ label: "Skryté" });
    await page.getByLabel("Hľadať podľa názvu").fill("qqxyzzy");
    await expect
      .poll(() => page.getByText("Žiadne video nezodpovedá vyhľadávaniu a filtrom.").count(), { timeout: 10_000 })
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // cleared: every video, which can be moved again
    await page.getByRole("button", { name: "Zrušiť vyhľadávanie a filtre" }).click();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(44);
    expect(await moveHandles(page).count()).toBe(44);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByLabel("Hľadať podľa názvu").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone of 360 to 375 px; screenshots at 1280 and 375", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
    await page.goto("/sk/profil/videa?availability=free&visibility=visible");
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/video-list-1280.png`, fullPage: false });
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(200);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1),
        `${width} px scrolls sideways`,
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      if (width === 375) await page.screenshot({ path: `${SHOTS}/video-list-375.png`, fullPage: false });
    }
    await context.close();
  });
});
