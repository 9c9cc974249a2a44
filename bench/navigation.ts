/**
 * Moving between pages in the client: from a click on a link to the new page's heading, measured
 * inside Chromium (the click's event time to the mutation that shows the new <h1>), on the compiled
 * server with the demo catalogue. Each navigation is timed `rounds` times on a fresh page (its code
 * and data not yet in the client). The baseline, in the same run, is the same click made again
 * after going back (code and data already there: only rendering is left); the difference is what
 * fetching and waiting add.
 */
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../test/browser/browser.ts";
import { withDemoServer } from "./demo-server.ts";
import { type Measured, median, spread } from "./figures.ts";

const NAVIGATIONS = [
  { name: "home → a video", from: "/sk/", link: 'a[href^="/sk/video/"]' },
  { name: "audiobooks → an audiobook", from: "/sk/audioknihy", link: 'a[href^="/sk/audiokniha/"]' },
  { name: "webinars → a webinar", from: "/sk/webinare", link: 'a[href^="/sk/webinar/"]' },
  { name: "plans → a plan's form", from: "/sk/registracia", link: 'a[href="/sk/registracia/pre-skoly"]' },
] as const;

/** Starts timing at the next click; the result is read by `clickToHeading`. */
async function armTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { clickedAt?: number; headingAfterMs?: number };
    const before = document.querySelector("h1")?.textContent;
    delete state.clickedAt;
    delete state.headingAfterMs;
    document.addEventListener("click", (event) => (state.clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const text = document.querySelector("h1")?.textContent;
      if (state.clickedAt !== undefined && text && text !== before) {
        state.headingAfterMs = performance.now() - state.clickedAt;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function clickToHeading(page: Page, link: string): Promise<number> {
  await armTimer(page);
  await page.locator(link).first().click();
  await page.waitForFunction(() => (window as unknown as { headingAfterMs?: number }).headingAfterMs !== undefined);
  return page.evaluate(() => (window as unknown as { headingAfterMs: number }).headingAfterMs);
}

/** One fresh navigation and, after going back, the same one again: [first, again] in ms. */
async function timeOnce(browser: Browser, url: string, from: string, link: string): Promise<[number, number]> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(from, { waitUntil: "networkidle" });
    const first = await clickToHeading(page, link);
    await page.waitForLoadState("networkidle");
    await page.goBack();
    await page.locator(link).first().waitFor();
    await page.waitForLoadState("networkidle");
    return [first, await clickToHeading(page, link)];
  } finally {
    await context.close();
  }
}

async function measure(kind: string, url: string, rounds: number): Promise<Measured[]> {
  const browser = await launchChromium();
  try {
    const runs = NAVIGATIONS.map((): [number, number][] => []);
    // the navigations in turn, round after round, so that a busy moment weighs on all alike
    for (let round = 0; round < rounds; round++) {
      for (const [index, { from, link }] of NAVIGATIONS.entries())
        runs[index]!.push(await timeOnce(browser, url, from, link));
    }
    return NAVIGATIONS.flatMap(({ name }, index) => {
      const first = runs[index]!.map(([ms]) => ms);
      const again = runs[index]!.map(([, ms]) => ms);
      return [
        {
          name: `${kind}: click to heading, ${name}, ms`,
          value: median(first),
          spread: spread(first),
          goal: { atMost: 250 },
        },
        {
          name: `${kind}: the same again (code and data in the client), ms`,
          value: median(again),
          spread: spread(again),
        },
      ];
    });
  } finally {
    await browser.close();
  }
}

export function benchNavigation(kind: "pglite" | "postgres", databaseUrl: string, rounds: number): Promise<Measured[]> {
  return withDemoServer(kind, databaseUrl, "navigation", (url) => measure(kind, url, rounds));
}
