import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import { openPage, screenshot } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The design system and the public header in a real browser against the real server with the
 * demo catalogue: the phone's header and its menu, the theme slider, the first screen of the home
 * page, a confirmation dialog and a notification, and no WCAG 2.1 A/AA violation on what they show.
 */

const suite = browserSuite();

const PHONE = { width: 375, height: 740 };

async function openPhone(path: string, sessionToken?: string) {
  const opened = await openPage(suite.browser, suite.server.url, PHONE.width, { sessionToken });
  await opened.page.setViewportSize(PHONE);
  await opened.page.goto(path);
  return opened;
}

/** WCAG 2.1 A and AA rules only (what the European Accessibility Act asks). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      inHeader: Boolean(element?.closest(".site-header")),
      label: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
    };
  });

describe("the header on a phone (375×740)", () => {
  it("is at most 64 px high and opens its navigation behind a menu button that keeps the focus and closes on Escape", async () => {
    const { context, page, errors } = await openPhone("/sk/");
    const header = page.locator("header.site-header");
    const toggle = page.getByRole("button", { name: "Navigácia" });
    await toggle.waitFor();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);

    const registration = page
      .getByRole("navigation", { name: "Hlavná navigácia" })
      .getByRole("link", { name: "Registrácia" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await registration.isVisible()).toBe(false);
    const controls = await toggle.getAttribute("aria-controls");
    expect(
      await page.evaluate(
        (id) => document.getElementById(id ?? "")?.contains(document.querySelector(".site-nav")),
        controls,
      ),
    ).toBe(true);

    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await registration.waitFor();
    await page.getByRole("link", { name: "English" }).waitFor(); // the languages are in the panel on a phone
    await screenshot(page, "header-menu-375", { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    // Tab goes round the button and the panel's links, never out to the page behind
    const visited = new Set<string>();
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press("Tab");
      const focused = await activeElement(page);
      expect(focused.inHeader, `Tab ${step + 1} left the menu for "${focused.label}"`).toBe(true);
      visited.add(focused.label);
    }
    expect(visited).toContain("Navigácia");
    expect(visited).toContain("Kontakt");
    await page.keyboard.press("Shift+Tab");
    expect((await activeElement(page)).inHeader).toBe(true);

    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await registration.isVisible()).toBe(false);
    expect((await activeElement(page)).label).toBe("Navigácia");

    // a link followed from the menu closes it
    await toggle.click();
    await registration.click();
    await page.waitForURL("**/sk/registracia");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the first video card on the first screen, with no sideways scrolling down to 360 px", async () => {
    const { context, page } = await openPhone("/sk/");
    const firstCard = page.locator(".video-grid .video-card").first();
    await firstCard.waitFor();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height);
    await screenshot(page, "home-first-screen-375", { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBe(0);
    await context.close();
  });
});

describe("the theme slider", () => {
  it("scrolls by its arrow buttons and moves between themes with the arrow keys", async () => {
    const { context, page } = await openPhone("/sk/");
    const track = page.getByRole("list", { name: "Témy" });
    await track.getByRole("button").first().waitFor();
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    const next = page.getByRole("button", { name: "Ďalšie témy" });
    const previous = page.getByRole("button", { name: "Predchádzajúce témy" });
    expect(await scrollLeft()).toBe(0);
    expect(await previous.getAttribute("aria-disabled")).toBe("true");

    await next.click();
    await expect.poll(scrollLeft, { timeout: 2_000 }).toBeGreaterThan(0);
    await expect.poll(() => previous.getAttribute("aria-disabled")).toBeNull();
    // the glide takes 200 ms and ends at a theme's start
    await page.waitForTimeout(400);
    const moved = await scrollLeft();
    const starts = await track.evaluate((element) =>
      [...element.children].map((item) => (item as HTMLElement).offsetLeft),
    );
    const padding = await track.evaluate((element) => parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0);
    expect(
      starts.some((start) => Math.abs(start - padding - moved) <= 2) ||
        moved >= (await track.evaluate((element) => element.scrollWidth - element.clientWidth)) - 2,
    ).toBe(true);

    await previous.click();
    await expect.poll(scrollLeft, { timeout: 2_000 }).toBe(0);

    const themes = track.getByRole("button");
    // the focus moves once React has handled the key: on a busy machine not by the next line
    const hasFocus = (theme: typeof themes) => () => theme.evaluate((element) => element === document.activeElement);
    await themes.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(hasFocus(themes.nth(1))).toBe(true);
    await page.keyboard.press("End");
    await expect.poll(hasFocus(themes.last())).toBe(true);
    await expect.poll(scrollLeft).toBeGreaterThan(0); // the focused theme was brought into view
    await page.keyboard.press("Home");
    await expect.poll(hasFocus(themes.first())).toBe(true);
    await context.close();
  });
});

describe("dialogs and notifications", () => {
  it("asks before deleting a profile's user: focus on Cancel, Tab kept inside, Escape cancels and gives the focus back", async () => {
    const school = (await readDemoAccounts(suite.server.dataDir)).find(
      (account) => account.email === "skola@demo.zivakniznica.sk",
    )!;
    const login = await suite.server.graphql<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      school,
    );
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: login.data!.login,
    });
    await page.goto("/sk/profil");
    const block = page.getByRole("region", { name: "Používatelia profilu" });
    const deleteButton = block.getByRole("button", { name: /^Odstrániť používateľa/ }).first();
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Odstrániť používateľa" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Zrušiť");
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await screenshot(page, "confirm-dialog", { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => deleteButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("shows an error nobody else shows as a notification titled Chyba for 6 seconds", async () => {
    const { context, page } = await openPhone("/sk/#contact");
    // the message never reaches the server: nothing the visitor can correct
    await page.route("**/graphql", (route) =>
      (route.request().postData() ?? "").includes("SendContactMail") ? route.abort() : route.continue(),
    );
    await page.getByLabel("Meno").fill("Jana Testovacia");
    await page.getByLabel("Email").fill("jana.testovacia@example.sk");
    await page.getByLabel("Telefón").fill("+421 903 123 456");
    await page.getByLabel("Správa").fill("Dobrý deň, skúška oznámenia.");

    // the page notes when a notification comes and goes (the test's own clock may lag behind under load)
    const timings = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shown = 0;
          new MutationObserver(() => {
            const present = document.querySelector(".notifications .notification") !== null;
            if (present && !shown) shown = performance.now();
            if (!present && shown) resolve(performance.now() - shown);
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole("button", { name: "Odoslať" }).click();

    const region = page.locator(".notifications");
    const notification = region.getByRole("alert").getByText("Vyskytla sa neznáma chyba");
    await notification.waitFor();
    expect(await region.getByRole("alert").getByText("Chyba", { exact: true }).count()).toBe(1);
    expect(await region.getByRole("button", { name: "Zavrieť" }).count()).toBe(1);
    await screenshot(page, "notification-375", { fullPage: false });
    await page.mouse.move(0, 0); // the pointer rests elsewhere: the clock runs
    const shownFor = await timings;
    expect(shownFor).toBeGreaterThanOrEqual(5_900);
    expect(shownFor).toBeLessThan(8_000);
    await context.close();
  });
});

describe("the access gate", () => {
  it("tells a signed-in member without the access what is needed and links to the subscription page", async () => {
    const { getVideos } = (
      await suite.server.graphql<{ getVideos: { videos: { slug: string; availability: number }[] } }>(
        "{ getVideos(offset: 0) { videos { slug availability } } }",
      )
    ).data!;
    const locked = getVideos.videos.find((video) => video.availability === 0);
    expect(locked, "the demo catalogue needs a subscription video on its first page").toBeDefined();
    const trial = (await readDemoAccounts(suite.server.dataDir)).find(
      (account) => account.email === "skuska@demo.zivakniznica.sk",
    )!;
    const login = await suite.server.graphql<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      trial,
    );
    const { context, page } = await openPhone(`/sk/video/${locked!.slug}`, login.data!.login);
    const gate = page.getByRole("region", { name: /predplatného|nestačí/ });
    await gate.waitFor();
    expect(await gate.getByText("Video je dostupné po prihlásení").count()).toBe(0);
    expect(await gate.getByText("Potrebný prístup: Predplatné").count()).toBe(1);
    expect(await gate.getByRole("link").getAttribute("href")).toBe("/sk/profil/predplatne");
    await screenshot(page, "access-gate-member-375", { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
