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
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The server's HttpOnly session cookie, and the client's non-secret signed-in marker (web/src/auth/session-state.ts). */
export const SESSION_COOKIE = "session";
export const SIGNED_IN_MARKER_KEY = "livingLibrary.signedIn";

/**
 * A fresh page (own storage) of the given width; page errors fail the test that reads them. With
 * `sessionToken` (from the API's login) the browser starts signed in, as after a login in an
 * earlier visit: the session cookie the server would have set, and the client's marker. With
 * `touch` it is a phone's browser (a touch screen, the mobile viewport).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  width = 1280,
  { sessionToken, touch = false }: { sessionToken?: string; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const storageState = sessionToken ? signedInState(baseURL, sessionToken) : undefined;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    storageState,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

function signedInState(baseURL: string, token: string) {
  const { hostname, origin } = new URL(baseURL);
  const expires = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
  return {
    cookies: [
      {
        name: SESSION_COOKIE,
        value: token,
        domain: hostname,
        path: "/",
        expires,
        httpOnly: true,
        secure: false,
        sameSite: "Strict" as const,
      },
    ],
    origins: [{ origin, localStorage: [{ name: SIGNED_IN_MARKER_KEY, value: "signed-in-by-test" }] }],
  };
}

/** The token of the browser's session: the HttpOnly cookie, which only the browser (not the page) can read. */
export async function sessionTokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * Saves a screenshot into the git-ignored screenshots/ folder for a human to look at: the whole
 * page, or only the window (for a dialog above the page, which a full page would dwarf).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // nobody looks at them on CI, where a full page painted in software costs a second of a shared core
  if (process.env.CI && !process.env.UPDATE_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * Where a test saves the screenshots a document shows (docs/screenshots/<name>): there only when
 * asked for (UPDATE_SCREENSHOTS=1), so that a test run leaves the checkout as it was; otherwise
 * beside the others in the git-ignored screenshots/ folder. The folder exists on return.
 */
export function docScreenshotFolder(name: string): string {
  const folder = process.env.UPDATE_SCREENSHOTS
    ? path.join(import.meta.dirname, "../../docs/screenshots", name)
    : path.join(screenshotDir, name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The same page at a phone's size too (375×740), saved as `<name>-phone`; the window gets its size back. */
export async function screenshotAlsoOnPhone(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}
