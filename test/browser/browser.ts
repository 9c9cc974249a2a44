import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const screenshotDir = path.join(repoRoot, "screenshots");

/** The browser tests drive the built client that the server serves from dist/web. */
export function assertClientBuilt(): void {
  if (!existsSync(path.join(repoRoot, "dist/web/index.html"))) {
    throw new Error("dist/web is missing: run `npm run build` before the browser tests");
  }
}

/** Debian's Chromium, headless, without the background traffic a test does not want. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** A fresh page (own storage) of the given width; page errors fail the test that reads them. */
export async function openPage(browser: Browser, baseURL: string, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Saves a screenshot into the git-ignored screenshots/ folder for a human to look at: the whole
 * page, or only the window (for a dialog above the page, which a full page would dwarf).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: options.fullPage ?? true });
}
