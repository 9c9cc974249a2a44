import { request } from "node:http";
import type { Browser } from "playwright-core";

/**
 * What a first visit of a page costs in JavaScript, measured the way the performance goal is set:
 * the gzipped size of every script the page fetched, against the floor of the libraries every
 * page needs (React, ReactDOM and Relay: 135 kB gzipped; kB = 1000 bytes, as Vite reports sizes).
 */
export const JS_FLOOR_BYTES = 135_000;
/** The goal: at most 1.3 times the floor. */
export const JS_GOAL_RATIO = 1.3;
/** Text answers from this size up are worth compressing (the server's own threshold). */
const COMPRESSIBLE_BYTES = 1024;

export interface PageWeight {
  /** Every script the page fetched, with the bytes the server sends for it gzipped. */
  scripts: { path: string; gzipBytes: number }[];
  jsGzipBytes: number;
  /** Text answers (HTML, scripts, styles, SVG, JSON) of at least 1 KB that came without compression. */
  uncompressedText: string[];
}

const isText = (contentType: string) =>
  /^(text\/|application\/(javascript|json|graphql-response\+json)|image\/svg\+xml)/.test(contentType);

/** The bytes the server sends for a path when the client accepts gzip only (not decompressed). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Loads a page in a fresh browser context (empty cache) until the network is idle, and weighs what it fetched. */
export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    const uncompressedText: string[] = [];
    const inspected: Promise<void>[] = [];
    page.on("requestfinished", (finished) => {
      inspected.push(
        (async () => {
          const response = await finished.response();
          if (!response) return;
          if (finished.resourceType() === "script") scripts.add(finished.url());
          const headers = await response.allHeaders();
          const { responseBodySize } = await finished.sizes();
          if (
            isText(headers["content-type"] ?? "") &&
            !headers["content-encoding"] &&
            responseBodySize >= COMPRESSIBLE_BYTES
          )
            uncompressedText.push(new URL(finished.url()).pathname);
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(inspected);
    const weighed = await Promise.all(
      [...scripts].map(async (script) => ({ path: new URL(script).pathname, gzipBytes: await gzipBytes(script) })),
    );
    weighed.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      scripts: weighed,
      jsGzipBytes: weighed.reduce((sum, script) => sum + script.gzipBytes, 0),
      uncompressedText,
    };
  } finally {
    await context.close();
  }
}
