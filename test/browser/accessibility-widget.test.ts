import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/config.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { assertClientBuilt, launchChromium, openPage } from "./browser.ts";

/**
 * The spec's third-party accessibility widget, which loads from an outside host: off unless the
 * operator sets ACCESSIBILITY_WIDGET_URL; then the CSP allows that origin (and no other), and the
 * page asks for the script only after it has loaded, when the browser is idle. A fake widget is
 * served by a second local server, on an origin of its own (another port).
 */
let widgetHost: { url: string; requests: string[]; close(): Promise<void> };
let withWidget: TestServer;
let without: TestServer;
let browser: Browser;

/** The fake widget: a script that marks the page, and a 404 for anything else. */
async function startWidgetHost(): Promise<typeof widgetHost> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/widget.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end("document.documentElement.dataset.accessibilityWidget = 'loaded';");
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  assertClientBuilt();
  widgetHost = await startWidgetHost();
  [withWidget, without, browser] = await Promise.all([
    startTestServer({ env: { ACCESSIBILITY_WIDGET_URL: `${widgetHost.url}/widget.js` } }),
    startTestServer(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([withWidget?.close(), without?.close(), widgetHost?.close()]);
});

const policyOf = async (server: TestServer) =>
  (await fetch(`${server.url}/sk/`)).headers.get("content-security-policy") ?? "";
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";

/** Every CSP refusal the page meets. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

describe("the accessibility widget", () => {
  it("is configured only with an https URL (http only on this machine)", () => {
    expect(
      loadConfig({ ACCESSIBILITY_WIDGET_URL: "https://widget.example.org/a11y.js?key=1" }).accessibilityWidgetUrl,
    ).toBe("https://widget.example.org/a11y.js?key=1");
    expect(loadConfig({}).accessibilityWidgetUrl).toBeUndefined();
    expect(() => loadConfig({ ACCESSIBILITY_WIDGET_URL: "http://widget.example.org/a11y.js" })).toThrow(
      /must use https/,
    );
    expect(() => loadConfig({ ACCESSIBILITY_WIDGET_URL: "widget.js" })).toThrow(/absolute https URL/);
  });

  it("with the setting, the CSP allows its origin alone, and the page loads it after the load event", async () => {
    const policy = await policyOf(withWidget);
    const basePolicy = await policyOf(without);
    for (const name of ["script-src", "style-src", "img-src", "font-src", "connect-src"]) {
      expect(directive(policy, name)).toBe(`${directive(basePolicy, name)} ${widgetHost.url}`);
    }
    expect(directive(policy, "frame-src")).toBe(directive(basePolicy, "frame-src"));
    expect(policy).not.toContain("unsafe-inline");

    const { context, page, errors } = await openPage(browser, withWidget.url);
    const refusals = await watchPolicy(page);
    await page.goto("/sk/");
    await page.locator("html[data-accessibility-widget=loaded]").waitFor({ timeout: 15_000 });
    const timing = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const widget = performance.getEntriesByName(url)[0];
      return { loadEnd: navigation.loadEventEnd, widgetStart: widget?.startTime ?? -1 };
    }, `${widgetHost.url}/widget.js`);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.widgetStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(widgetHost.requests.filter((path) => path === "/widget.js")).toHaveLength(1);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a widget that fails to load is left out without a page error", async () => {
    const broken = await startTestServer({ env: { ACCESSIBILITY_WIDGET_URL: `${widgetHost.url}/missing.js` } });
    try {
      const { context, page, errors } = await openPage(browser, broken.url);
      await page.goto("/sk/");
      await expect.poll(() => widgetHost.requests.includes("/missing.js"), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.locator('script[src$="/missing.js"]').count()).toBe(0);
      await page.locator(".video-card, h1").first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await broken.close();
    }
  });

  it("without the setting, nothing is requested and the page carries no widget address", async () => {
    const before = widgetHost.requests.length;
    const policy = await policyOf(without);
    expect(policy).not.toContain(widgetHost.url);
    const { context, page, errors } = await openPage(browser, without.url);
    await page.goto("/sk/");
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    expect(await page.locator('meta[name="accessibility-widget"]').count()).toBe(0);
    expect(await page.locator("html[data-accessibility-widget]").count()).toBe(0);
    expect(widgetHost.requests.length).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
