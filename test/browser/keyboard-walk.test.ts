import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * A visitor without a mouse: home, a video, login, registration and payment reached and used with
 * Tab, Enter, Space, Escape and the arrow keys only (no clicks, no focusing by the test).
 */

const suite = browserSuite();

/** What has focus: its tag, accessible label (or text) and, for fields, the label's text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const labels = (element as HTMLInputElement).labels;
    const label = labels && labels.length > 0 ? labels[0]!.innerText : "";
    return `${element.tagName} ${element.getAttribute("aria-label") ?? ""} ${label} ${element.innerText ?? ""}`
      .replace(/\s+/g, " ")
      .trim();
  });

/** Presses Tab until the focused element's description matches, failing after `limit` presses. */
async function tabTo(page: Page, wanted: RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (wanted.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${wanted}; focus is on "${await focused(page)}"`);
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

describe("keyboard only", () => {
  it("skips to the content, opens a story, and jumps to a highlight", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    await page.locator(".video-card").first().waitFor();
    await tabTo(page, /Preskočiť na obsah/, 3);
    await page.keyboard.press("Enter");
    await tabTo(page, /^A .*Živá kniha/);
    const story = (await focused(page)).replace(/^A /, "");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/sk/video/**");
    // focus lands on the new page's heading
    await expect.poll(() => focused(page)).toMatch(/^H1/);
    expect(story).toContain(await page.getByRole("heading", { level: 1 }).innerText());

    await tabTo(page, /^BUTTON .*00:00:11/);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => Math.round(v.currentTime)))
      .toBeGreaterThanOrEqual(11);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the login from the header and closes it with Escape", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    await page.locator(".video-card").first().waitFor();
    await tabTo(page, /^A .*Prihlásiť sa/);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/sk/login");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("registers and pays by card: form, plan, payment method by arrow keys, card fields, submit", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await tabTo(page, /^A .*jednotliv/i);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/registracia/pre-jednotlivca");
    // as a keyboard user does: wait for the new page, whose heading takes the focus once it is shown
    await expect.poll(() => focused(page)).toMatch(/^H1 /);
    await typeInto(page, /Meno a priezvisko/, "Jana Klávesnicová");
    await typeInto(page, /^INPUT.*Email/, `klavesnica.${Date.now()}@example.sk`);
    await typeInto(page, /^INPUT\s+Heslo/, "Tajne123heslo");
    await typeInto(page, /Zopakujte heslo/, "Tajne123heslo");
    await typeInto(page, /Ulica a číslo/, "Hlavná 12");
    await typeInto(page, /PSČ/, "81101");
    await typeInto(page, /Mesto/, "Bratislava");
    await typeInto(page, /Krajina/, "Slovensko");
    await tabTo(page, /Súhlasím s podmienkami/);
    await page.keyboard.press("Space");
    await tabTo(page, /Súhlasím so spracovaním/);
    await page.keyboard.press("Space");
    await tabTo(page, /Pokračovať na platbu/);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/platba");
    await expect.poll(() => focused(page)).toMatch(/^H1 /);

    await tabTo(page, /Platba kartou|Bankový prevod/);
    await page.keyboard.press("Space");
    // arrows move between the payment methods; the card is first
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("radio", { name: /Bankový prevod/ }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => page.getByRole("radio", { name: /Platba kartou/ }).isChecked()).toBe(true);
    await typeInto(page, /Číslo karty/, "4242424242424242");
    await typeInto(page, /Platnosť/, "1234");
    expect(await page.getByLabel("Platnosť").inputValue()).toBe("12/34");
    await typeInto(page, /CVC/, "123");
    await tabTo(page, /^BUTTON .*(Zaplatiť|Dokončiť)/);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/registracia/dakujeme", { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
