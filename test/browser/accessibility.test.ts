import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * axe on every public and profile route, at a desktop and a phone viewport: no violation of
 * WCAG 2.1 A/AA may remain (the European Accessibility Act applies to this service). The
 * violations found are printed, so the CI log shows what a failure is about.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
] as const;

const suite = browserSuite();
let slugs: { free: string; members: string };
let methodic: string;

beforeAll(async () => {
  const { data } = await suite.server.graphql<{
    getVideos: { videos: { slug: string; availability: number; methodics: { name: string }[] }[] };
  }>("{ getVideos(offset: 0) { videos { slug availability methodics { name } } } }");
  const videos = data!.getVideos.videos;
  const free = videos.find((v) => v.availability === 2 && v.methodics.length > 0)!;
  slugs = { free: free.slug, members: videos.find((v) => v.availability === 0)!.slug };
  methodic = free.methodics[0]!.name;
});

async function loginToken(email: string): Promise<string> {
  const account = (await readDemoAccounts(suite.server.dataDir)).find((a) => a.email === email)!;
  const { data } = await suite.server.graphql<{ login: string }>(
    "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
    {
      email,
      password: account.password,
    },
  );
  return data!.login;
}

/** Opens a route, waits for its content to settle and returns axe's WCAG violations, printed. */
async function violationsOn(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.locator("main").first().waitFor();
  await page.waitForLoadState("networkidle");
  // animations (skeletons fading, the slider) settle before colours are sampled
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${route}: ${v.id} (${v.impact}) ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`,
    ),
  );
  for (const line of found) console.log(`axe violation ${line}`);
  console.log(`axe: ${route}: ${result.passes.length} rules passed, ${found.length} violations`);
  return found;
}

const publicRoutes = () => [
  "/sk/",
  "/en/",
  `/sk/video/${slugs.free}`,
  `/sk/video/${slugs.members}`,
  `/es/video/${slugs.free}`,
  `/sk/pdf/${methodic}`,
  "/sk/login",
  "/sk/registracia",
  "/sk/registracia/na-skusku",
  "/sk/registracia/pre-jednotlivca",
  "/sk/registracia/pre-skoly",
  "/sk/heslo-zresetovane",
  "/sk/podmienky-pouzivania",
  "/sk/audioknihy",
  "/sk/webinare",
  "/sk/workshopy",
  "/sk/neexistuje",
];

const profileRoutes = [
  "/sk/profil",
  "/sk/profil/zmena-hesla",
  "/sk/profil/predplatne",
  "/sk/profil/promo-kod",
  "/sk/profil/workshopy",
];
const userAdminRoutes = ["/sk/profil/pouzivatelia"];

describe.each(VIEWPORTS)("accessibility at $name size ($width px)", (viewport) => {
  it("every public route has no WCAG 2.1 A/AA violation", async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, viewport.width);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const route of publicRoutes()) found.push(...(await violationsOn(page, route)));
    await context.close();
    expect(found).toEqual([]);
  });

  it("every profile route, for a subscriber and a school's user admin, has no violation", async () => {
    const found: string[] = [];
    for (const [email, routes] of [
      ["jednotlivec@demo.zivakniznica.sk", [...profileRoutes, `/sk/video/${slugs.members}`]],
      ["skola@demo.zivakniznica.sk", userAdminRoutes],
      ["skuska@demo.zivakniznica.sk", [`/sk/video/${slugs.members}`]],
    ] as const) {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport.width, {
        sessionToken: await loginToken(email),
      });
      await page.setViewportSize(viewport);
      for (const route of routes) found.push(...(await violationsOn(page, route)));
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
