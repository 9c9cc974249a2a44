import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin } from "../../src/modules/accounts/index.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * What a visitor met on the public side: thank-you pages that congratulated anyone who opened
 * them, a card expiry without its slash or numeric keyboard, a methodology PDF too small to read on
 * a phone, and a navigation that left the keyboard focus behind. Each gets the browser test that
 * would have caught it.
 */
const suite = browserSuite();

const PASSWORD = "Kniznica2024";
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.sk`;

async function apiLogin(email: string): Promise<string> {
  const response = await suite.server.graphql<{ login: string }>(
    "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
    { email, password: PASSWORD },
  );
  return response.data!.login;
}

/** The phone of the issue: 375 × 740, touch, the page's own viewport. */
async function openPhone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** WCAG 2.1 A and AA violations axe finds on the page as it is now (rule id and the elements' selectors). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim() ?? "",
  }));

describe("thank-you pages", () => {
  it("opened directly, send the visitor to the start of their flow instead of congratulating", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    await page.goto("/sk/registracia/dakujeme");
    await page.waitForURL("**/sk/registracia");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByText("Ďakujeme za registráciu").count()).toBe(0);
    // the redirect replaced the thank-you address: Back goes to the page before it
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/sk/");

    await page.goto("/en/heslo-zresetovane");
    await page.waitForURL("**/en/login");
    await page.getByRole("dialog", { name: "Password reset" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("show the message right after a real trial registration, and not again on a reload", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia/na-skusku");
    await page.getByLabel("Meno a priezvisko").fill("Dana Ďakovná");
    await page.getByLabel("Email").fill(uniqueEmail("thanks"));
    await page.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Zopakujte heslo").fill(PASSWORD);
    await page.getByLabel("Telefón").fill("+421 903 123 456");
    await page.getByLabel("Súhlasím s podmienkami používania").check();
    await page.getByLabel("Súhlasím so spracovaním osobných údajov na účely registrácie").check();
    await page.getByRole("button", { name: "Zaregistrovať sa" }).click();

    await page.waitForURL("**/sk/registracia/dakujeme");
    await page.getByRole("heading", { name: "Ďakujeme za registráciu" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // the flow's state was taken: the entry no longer carries it
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();

    await page.reload();
    await page.waitForURL("**/sk/registracia");
    expect(await page.getByText("Ďakujeme za registráciu").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the test provider's card form", () => {
  it("groups the number, inserts and deletes the expiry's slash, reads a pasted expiry, and pays", async () => {
    const email = uniqueEmail("card");
    await createProfileWithAdmin(
      { services: suite.server.services, commandContext: systemContext() },
      {
        email,
        password: PASSWORD,
        profileType: 4,
        fullname: "Karol Kartový",
        details: { phone: "+421 900 111 222", street: "Nová 1", city: "Trnava", country: "Slovensko" },
        subscription: {
          accessLevel: "trial",
          startDate: new Date(),
          expirationDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        },
      },
    );
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await apiLogin(email),
    });
    await page.goto("/sk/profil/predplatne");
    const upgrade = page.getByRole("region", { name: "Prejsť na predplatné" });
    await upgrade.getByLabel("Jednotlivec").check();
    await upgrade.getByLabel("Platba kartou").check();

    const number = page.getByLabel("Číslo karty");
    const expiry = page.getByLabel("Platnosť");
    const cvc = page.getByLabel("CVC");
    for (const [field, autocomplete] of [
      [number, "cc-number"],
      [expiry, "cc-exp"],
      [cvc, "cc-csc"],
    ] as const) {
      expect(await field.getAttribute("inputmode")).toBe("numeric");
      expect(await field.getAttribute("autocomplete")).toBe(autocomplete);
    }

    await number.pressSequentially("4242424242424242");
    expect(await number.inputValue()).toBe("4242 4242 4242 4242");

    await expiry.pressSequentially("1228");
    expect(await expiry.inputValue()).toBe("12/28");
    // Backspace right after the slash takes the month's last digit with it, the caret stays there
    await expiry.press("ArrowLeft");
    await expiry.press("ArrowLeft");
    await expiry.press("Backspace");
    expect(await expiry.inputValue()).toBe("12/8");
    expect(await expiry.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
    // Backspace from the end, one character at a time
    await expiry.press("End");
    for (const expected of ["12/", "12", "1", ""]) {
      await expiry.press("Backspace");
      expect(await expiry.inputValue()).toBe(expected);
    }
    // a paste with a four-digit year, then one without its slash
    await expiry.focus();
    await page.keyboard.insertText("12/2028");
    expect(await expiry.inputValue()).toBe("12/28");
    await expiry.selectText();
    await page.keyboard.insertText("1130");
    expect(await expiry.inputValue()).toBe("11/30");

    await cvc.pressSequentially("12a3");
    expect(await cvc.inputValue()).toBe("123");
    expect(await accessibilityViolations(page)).toEqual([]);

    await upgrade.getByRole("button", { name: "Zaplatiť kartou" }).click();
    await page.getByText("Ďakujeme, platba prebehla a predplatné je aktívne.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

type Methodic = { name: string; url: string | null };

/** A methodology PDF anyone may open (a free video's). */
async function freePdfName(): Promise<string> {
  const list = await suite.server.graphql<{ getVideos: { videos: { slug: string }[] } }>(
    "{ getVideos { videos { slug } } }",
  );
  for (const { slug } of list.data!.getVideos.videos) {
    const detail = await suite.server.graphql<{ getVideo: { video: { methodics: Methodic[] } } }>(
      "query ($slug: String!) { getVideo(slug: $slug) { video { methodics { name url } } } }",
      { slug },
    );
    const open = detail.data!.getVideo.video.methodics.find((methodic) => methodic.url);
    if (open) return open.name;
  }
  throw new Error("the demo catalogue needs a free video with a methodology");
}

describe("the PDF viewer on a phone", () => {
  it("fits the page to the width, zooms in and out by buttons, keys and a pinch, and announces the scale", async () => {
    const { context, page, errors } = await openPhone();
    await page.goto(`/sk/pdf/${encodeURIComponent(await freePdfName())}`);
    const canvas = page.locator(".react-pdf__Page canvas");
    await canvas.waitFor({ timeout: 15_000 });
    const viewer = page.getByRole("region", { name: "Metodika" });
    const level = page.getByRole("group", { name: "Priblíženie dokumentu" }).locator("output");
    const canvasWidth = async () => Math.round((await canvas.boundingBox())!.width);
    const viewerWidth = () =>
      viewer.evaluate(
        (element) =>
          element.clientWidth -
          parseFloat(getComputedStyle(element).paddingLeft) -
          parseFloat(getComputedStyle(element).paddingRight),
      );

    // fitted: as wide as the viewer, which is nearly the phone's width
    await expect.poll(async () => (await canvasWidth()) - Math.floor(await viewerWidth())).toBe(0);
    expect(await viewerWidth()).toBeGreaterThan(375 - 48);
    const fitted = await canvasWidth();
    const fittedLevel = await level.innerText();
    expect(fittedLevel).toMatch(/^\d+\s%$/);
    expect(await level.getAttribute("aria-live")).toBe("polite");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Zväčšiť" }).click();
    await expect.poll(canvasWidth).toBeGreaterThan(fitted);
    expect(await level.innerText()).toBe("67\u00a0%");
    // the page scrolls sideways inside the viewer; the document itself stays as wide as the phone
    expect(await viewer.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Zmenšiť" }).click();
    await expect.poll(() => level.innerText()).toBe("50\u00a0%");
    await page.keyboard.press("+");
    await expect.poll(() => level.innerText()).toBe("67\u00a0%");
    await page.getByRole("button", { name: "Na šírku" }).click();
    await expect.poll(canvasWidth).toBe(fitted);
    expect(await level.innerText()).toBe(fittedLevel);

    // two fingers spreading apart on the page zoom in
    const box = (await viewer.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const middle = { x: box.x + box.width / 2, y: box.y + 150 };
    const fingers = (spread: number) => [
      { x: middle.x - spread, y: middle.y, id: 1 },
      { x: middle.x + spread, y: middle.y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(40) });
    for (const spread of [50, 60, 70, 80])
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(spread) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(canvasWidth).toBeGreaterThan(fitted * 1.5);
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1); // the viewer zoomed, not the browser

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("focus on navigation", () => {
  it("stays on the page on the first load, then lands on the new page's heading and announces its title", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    const card = page.locator(".video-card a").first();
    await card.waitFor();
    expect((await focused(page)).tag).toBe("BODY");

    const title = (await page.locator(".video-card__title").first().innerText()).trim();
    await card.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/sk/video/**");
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", text: title });
    const arrival = page.getByRole("main").locator("[aria-live=polite]").first();
    await expect.poll(() => arrival.innerText()).toBe(await page.title());
    expect(await page.title()).toContain(title);

    // Back too: the home page's heading
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/sk/");
    await expect.poll(() => focused(page).then((element) => element.tag)).toBe("H1");

    // a link in the header: focus leaves the header for the new page
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Registrácia/ })
      .first()
      .click();
    await page.waitForURL("**/sk/registracia");
    await expect.poll(() => focused(page).then((element) => element.tag)).toBe("H1");
    expect(errors).toEqual([]);
    await context.close();
  });
});
