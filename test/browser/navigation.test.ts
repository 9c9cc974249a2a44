import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginToken, SUBSCRIBER_EMAIL } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Moving between pages: the old page stays until the new one has its code and data (no spinner
 * flashes in between), and a navigation that waits shows a progress bar until the page is there.
 */

const suite = browserSuite();

/** Records, from now on, whether <main> (or the profile area's content) ever held the page-loading spinner. */
async function watchForSpinner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    (window as unknown as { spinnerSeen: boolean }).spinnerSeen = false;
    new MutationObserver(() => {
      if (main.querySelector(":scope > .loading, .profile__content > .loading"))
        (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
    }).observe(main, { childList: true, subtree: true });
  });
}

const spinnerSeen = (page: Page) => page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen);

describe("navigation between pages", () => {
  it("goes from the plan choice to a plan's form and from home to a video without a spinner in between", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await page.getByRole("heading", { level: 1, name: "Registrácia" }).waitFor();
    await watchForSpinner(page);
    await page.locator('a[href="/sk/registracia/pre-jednotlivca"]').click();
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/jednotliv/i);
    expect(await spinnerSeen(page)).toBe(false);

    await page.goto("/sk/");
    const firstVideo = page.locator('a[href^="/sk/video/"]').first();
    await firstVideo.waitFor();
    await watchForSpinner(page);
    await firstVideo.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sk\/video\//);
    await page.locator("h1").waitFor();
    expect(await spinnerSeen(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("goes between the profile's pages keeping the sidebar and without a spinner in between", async () => {
    const token = await loginToken(suite.server, SUBSCRIBER_EMAIL);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    await page.goto("/sk/profil");
    const sidebar = page.getByRole("link", { name: "Predplatné" });
    await sidebar.waitFor();
    await page.evaluate(
      () =>
        ((window as unknown as { sidebarBefore: Element | null }).sidebarBefore =
          document.querySelector(".profile__layout")),
    );
    await watchForSpinner(page);
    await sidebar.click();
    await page.waitForURL(/\/sk\/profil\/predplatne$/);
    await page.locator("#subscription-title").waitFor();
    expect(await spinnerSeen(page)).toBe(false);
    // the same profile layout, not a new one
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { sidebarBefore: Element | null }).sidebarBefore ===
          document.querySelector(".profile__layout"),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the old page with a progress bar while a slow page comes, then shows it without the bar", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await page.getByRole("heading", { level: 1, name: "Registrácia" }).waitFor();
    // the next page's query is held until the test lets it go
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('a[href="/sk/registracia/pre-skoly"]').click();
    await page.locator(".navigation-progress").waitFor({ state: "visible" });
    await expect
      .poll(() => page.locator(".navigation-progress").evaluate((bar) => getComputedStyle(bar).opacity))
      .toBe("1");
    expect(await page.locator("h1").innerText()).toBe("Registrácia");

    release();
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/škol/i);
    expect(await page.locator(".navigation-progress").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
