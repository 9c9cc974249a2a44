/**
 * The client as a first-time visitor on a phone gets it: the compiled production server (`npm run
 * build` first) on the demo catalogue, Lighthouse (mobile preset, simulated slow 4G and a 4× slower
 * CPU) on the home page and a video page in Debian's Chromium, each page `rounds` times (medians;
 * the spread is max − min), and without Lighthouse the JavaScript the home page loads, gzipped,
 * against the React + ReactDOM + Relay floor.
 */
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { launchChromium } from "../test/browser/browser.ts";
import { JS_FLOOR_BYTES, JS_GOAL_RATIO, pageWeight } from "../test/browser/page-weight.ts";
import { withDemoServer } from "./demo-server.ts";
import { type Measured, median, spread } from "./figures.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** What Chromium needs on these machines (no GPU, no sandbox as root, no outside network). */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = [
  { id: "performance", label: "performance", goal: 95 },
  { id: "accessibility", label: "accessibility", goal: 100 },
  { id: "best-practices", label: "best practices", goal: 95 },
] as const;

/** A video page a visitor without an account can watch (its poster is what the page paints largest). */
async function videoPath(url: string): Promise<string> {
  const answer = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"query":"{ getVideos(offset: 0) { videos { slug mediaUrl } } }"}',
  });
  const { videos } = (
    (await answer.json()) as { data: { getVideos: { videos: { slug: string; mediaUrl: string | null }[] } } }
  ).data.getVideos;
  const video = videos.find((candidate) => candidate.mediaUrl) ?? videos[0];
  if (!video) throw new Error("the demo catalogue has no video");
  return `/sk/video/${encodeURIComponent(video.slug)}`;
}

type Scores = { categories: Record<string, number>; lcpMs: number; tbtMs: number };

/** One Lighthouse run in a fresh Chromium (an empty cache, as a first visit); a failed trace is run again. */
async function runLighthouse(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES.map((category) => category.id),
      });
      const lhr = result?.lhr;
      const scores =
        lhr && Object.fromEntries(CATEGORIES.map(({ id }) => [id, (lhr.categories[id]?.score ?? NaN) * 100]));
      if (lhr && scores && !lhr.runtimeError && Object.values(scores).every(Number.isFinite)) {
        return {
          categories: scores,
          lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        };
      }
      // Chromium sometimes records no usable trace (NO_NAVSTART, NO_FCP) on a busy machine
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no scores"}`);
    } finally {
      chrome.kill();
    }
  }
}

async function measure(kind: string, url: string, rounds: number): Promise<Measured[]> {
  const browser = await launchChromium();
  const pages = [
    { name: "/sk/", path: "/sk/" },
    { name: "a video page", path: await videoPath(url) },
  ];
  let weight;
  try {
    weight = await pageWeight(browser, `${url}/sk/`);
    await pageWeight(browser, `${url}${pages[1]!.path}`); // the server's first reads of the other page's files are not measured either
  } finally {
    await browser.close();
  }
  const figures: Measured[] = [
    {
      name: `${kind}: JS for /sk/ gzipped ÷ React + ReactDOM + Relay (135 kB)`,
      value: weight.jsGzipBytes / JS_FLOOR_BYTES,
      goal: { atMost: JS_GOAL_RATIO },
    },
    { name: `${kind}: JS for /sk/, kB gzipped (${weight.scripts.length} scripts)`, value: weight.jsGzipBytes / 1000 },
    {
      name: `${kind}: text answers ≥ 1 KB of /sk/ sent uncompressed`,
      value: weight.uncompressedText.length,
      goal: { atMost: 0 },
    },
  ];
  // the pages in turn, round after round, so that a busy moment of the machine weighs on both alike
  const runs = pages.map((): Scores[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, page] of pages.entries()) runs[index]!.push(await runLighthouse(`${url}${page.path}`));
  }
  for (const [index, page] of pages.entries()) {
    for (const { id, label, goal } of CATEGORIES) {
      const values = runs[index]!.map((run) => run.categories[id]!);
      figures.push({
        name: `${kind}: Lighthouse ${label}, ${page.name}`,
        value: median(values),
        spread: spread(values),
        goal: { atLeast: goal },
      });
    }
    const lcp = runs[index]!.map((run) => run.lcpMs);
    const tbt = runs[index]!.map((run) => run.tbtMs);
    figures.push({
      name: `${kind}: largest contentful paint (simulated), ${page.name}, ms`,
      value: median(lcp),
      spread: spread(lcp),
    });
    figures.push({
      name: `${kind}: total blocking time (simulated), ${page.name}, ms`,
      value: median(tbt),
      spread: spread(tbt),
    });
  }
  return figures;
}

export function benchLighthouse(kind: "pglite" | "postgres", databaseUrl: string, rounds: number): Promise<Measured[]> {
  return withDemoServer(kind, databaseUrl, "lighthouse", (url) => measure(kind, url, rounds));
}
