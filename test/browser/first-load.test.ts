import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webDistDir } from "../../src/app/server.ts";
import { JS_FLOOR_BYTES, JS_GOAL_RATIO, pageWeight } from "./page-weight.ts";
import { browserSuite } from "./suite.ts";

/**
 * What a first visit downloads (performance goal: the home page's JavaScript, gzipped, at most 1.3
 * times the React + ReactDOM + Relay floor), measured on the built client the server serves.
 */

const suite = browserSuite();

const describeScripts = (scripts: { path: string; gzipBytes: number }[]) =>
  scripts.map((script) => `${script.path} ${(script.gzipBytes / 1000).toFixed(1)} kB`).join(", ");

describe("the first load", () => {
  it("of the home page stays within 1.3 times the libraries' JavaScript, gzipped", async () => {
    const weight = await pageWeight(suite.browser, `${suite.server.url}/sk/`);
    const ratio = weight.jsGzipBytes / JS_FLOOR_BYTES;
    expect(
      ratio,
      `${(weight.jsGzipBytes / 1000).toFixed(1)} kB: ${describeScripts(weight.scripts)}`,
    ).toBeLessThanOrEqual(JS_GOAL_RATIO);
  });

  it("brings only its own language's texts, and neither pdf.js nor Stripe", async () => {
    for (const [path, lang, parts] of [
      ["/sk/", "sk", ["site"]],
      ["/en/video/nejaky-film", "en", ["site", "video"]],
    ] as const) {
      const { scripts } = await pageWeight(suite.browser, `${suite.server.url}${path}`);
      const texts = scripts.map((script) => script.path).filter((script) => script.includes("/texts-"));
      expect(texts.map((script) => /\/texts-(\w+-\w+)-/.exec(script)?.[1]).sort(), describeScripts(scripts)).toEqual(
        parts.map((part) => `${lang}-${part}`),
      );
      expect(scripts.filter((script) => /pdf|stripe/i.test(script.path))).toEqual([]);
    }
  });

  it("starts with a boot script that needs none of the libraries (it starts the first page's loads while they download)", () => {
    const boot = /<script type="module" async crossorigin src="\/(assets\/boot-[\w-]+\.js)">/.exec(
      readFileSync(path.join(webDistDir, "index.html"), "utf8"),
    )?.[1];
    expect(boot, "index.html loads the boot script first (vite.config.ts)").toBeDefined();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(path.join(webDistDir, file), "utf8");
      // static imports only: what the boot script waits for before it runs
      for (const [, imported] of code.matchAll(
        /(?:^|[;}\s])import\s*(?:[\w{}\s,*$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
      ))
        visit(path.join("assets", imported!));
    };
    visit(boot!);
    expect(
      [...seen].filter((file) => /(react|relay|router|app)-/.test(file)),
      "BOOT_MODULES in vite.config.ts",
    ).toEqual([]);
  });

  it("gets every text answer worth compressing compressed", async () => {
    for (const path of ["/sk/", "/sk/registracia"]) {
      const { uncompressedText } = await pageWeight(suite.browser, `${suite.server.url}${path}`);
      expect(uncompressedText, path).toEqual([]);
    }
  });
});
