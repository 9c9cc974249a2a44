import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The Content-Security-Policy allows exactly what the client needs: if a screen needed anything
 * more (an inline style or script, a worker, a font, a frame), the browser would refuse it and say
 * so. This walks the screens a visitor and a subscriber use and expects not one refusal.
 */
const suite = browserSuite({ demoData: true, config: { production: true } });

type Video = { slug: string; availability: number; methodics: { name: string; url: string | null }[] };

async function videos(token?: string): Promise<Video[]> {
  const response = await suite.server.graphql<{ getVideos: { videos: { slug: string }[] } }>(
    "{ getVideos { videos { slug } } }",
  );
  const details = [];
  for (const { slug } of response.data!.getVideos.videos) {
    const detail = await suite.server.graphql<{ getVideo: { video: Video } }>(
      "query ($slug: String!) { getVideo(slug: $slug) { video { slug availability methodics { name url } } } }",
      { slug },
      token ? { authorization: `Bearer ${token}` } : {},
    );
    details.push(detail.data!.getVideo.video);
  }
  return details;
}

/** Records every CSP refusal the page meets, from the first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction("reportPolicyRefusal", (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportPolicyRefusal(text: string): void }).reportPolicyRefusal(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

describe("the Content-Security-Policy in a real browser", () => {
  it("refuses nothing a visitor's screens need: home, video, methodology PDF, registration, login", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    const refusals = await watchPolicy(page);
    const free = (await videos()).find((video) => video.availability === 2 && video.methodics.some((m) => m.url))!;
    expect(free, "the demo catalogue needs a free video with a methodology").toBeDefined();

    await page.goto("/sk/");
    await page.locator(".video-card").first().waitFor();
    await page.goto(`/sk/video/${free.slug}`);
    const video = page.locator("video");
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.goto(`/sk/pdf/${encodeURIComponent(free.methodics.find((m) => m.url)!.name)}`);
    await page.locator(".react-pdf__Page canvas").waitFor({ timeout: 15_000 });
    await page.goto("/sk/registracia/na-skusku");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/sk/login");
    await page.getByRole("dialog", { name: "Prihlásenie" }).waitFor();

    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses nothing a subscriber's screens need: a members-only video, the profile, the subscription", async () => {
    const subscriber = (await readDemoAccounts(suite.server.dataDir)).find(
      (account) => account.email === "jednotlivec@demo.zivakniznica.sk",
    )!;
    const login = await suite.server.graphql<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      subscriber,
    );
    const token = login.data!.login;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    const refusals = await watchPolicy(page);
    const locked = (await videos(token)).find((video) => video.availability === 0)!;

    await page.goto(`/sk/video/${locked.slug}`);
    const video = page.locator("video");
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.goto("/sk/profil");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/sk/profil/predplatne");
    await page.getByRole("heading", { level: 1 }).waitFor();

    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
