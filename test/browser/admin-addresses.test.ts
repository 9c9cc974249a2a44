import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, expectNotification, loginToken } from "./admin.ts";
import { docScreenshotFolder, openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * An address that survives a rename, in a real browser: the admin changes a video's address in its
 * form, is warned that the old one will redirect, saves; the old public address then lands on the
 * new one (the server's 301 on a fresh load, the page's own move on a link followed in the client).
 */

const suite = browserSuite();
let adminToken: string;
const SHOTS = docScreenshotFolder("admin-integrity");

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

const firstVideo = async () =>
  (
    await api<{ getVideos: { videos: { id: number; slug: string; title: string }[] } }>(
      suite.server,
      adminToken,
      "{ getVideos { videos { id slug title } } }",
    )
  ).getVideos.videos[0]!;

/** The form's address field with its warning, in the window, saved for a human to look at. */
async function shoot(page: Page, name: string) {
  // the field's label at the top of the window, its hint and warning under it (at once: the site scrolls smoothly)
  await page
    .getByLabel("Adresa", { exact: true })
    .evaluate((input) => input.scrollIntoView({ block: "start", behavior: "instant" }));
  await page.evaluate(() => window.scrollBy({ top: -100, behavior: "instant" }));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe("a video's address", () => {
  it("changes in the form with a warning, and the old public address lands on the new one", async () => {
    const video = await firstVideo();
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    await page.goto(`/sk/profil/video/${video.id}`);
    const field = page.getByLabel("Adresa", { exact: true });
    await expect.poll(() => field.inputValue()).toBe(video.slug);
    const warning = page.locator(".slug-field__warning");
    expect(await warning.isVisible()).toBe(false);
    await page.getByText(`/sk/video/${video.slug}`).first().waitFor();

    const next = `${video.slug}-nova`;
    await field.fill(next);
    await warning.getByText(/Stará adresa bude presmerovaná na novú/).waitFor();
    expect(await warning.innerText()).toContain(`/sk/video/${next}`);
    const axe = await new AxeBuilder({ page })
      .include(".slug-field")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await shoot(page, "slug-field-1280");
    await page.setViewportSize({ width: 375, height: 740 });
    await shoot(page, "slug-field-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Video upravené");
    await expect.poll(() => warning.isVisible()).toBe(false);

    // a fresh load of the old address (an e-mailed link): the server's permanent redirect
    const response = await page.goto(`/sk/video/${video.slug}`);
    expect(response?.request().redirectedFrom()?.url()).toContain(`/sk/video/${video.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/sk/video/${next}`);
    await page.getByRole("heading", { name: video.title }).first().waitFor();

    // a link followed inside the client: the page moves the address in place, no extra history entry
    await page.goto(`/sk/`);
    // the router listens for history changes once the page has rendered
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.evaluate((old) => {
      window.history.pushState({}, "", old);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/sk/video/${video.slug}`);
    await page.waitForURL(`**/sk/video/${next}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/sk/");
    expect(errors).toEqual([]);
    await context.close();
  });
});
