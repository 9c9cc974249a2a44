import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { assertClientBuilt, launchChromium } from "./browser.ts";
import { startDemoServer } from "./demo-snapshot.ts";

/** What a browser test file drives: the real server (on PGlite) and Debian's Chromium. */
export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts the server (by default on the demo library) and Chromium before the file's tests (and before the file's own beforeAll,
 * being registered first) and closes both after them. The returned object holds them from then on.
 *
 *   const suite = browserSuite();
 *   it("…", async () => { const { page } = await openPage(suite.browser, suite.server.url); … });
 */
export function browserSuite(options?: Parameters<typeof startTestServer>[0]): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    assertClientBuilt();
    // the demo library as it is, unless the file asks for another (a clock, a configuration)
    const server = options ? startTestServer(options) : startDemoServer();
    [suite.server, suite.browser] = await Promise.all([server, launchChromium()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
