import { describe, expect, it } from "vitest";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * What a visitor in another language meets: the stories' own texts in that language (defect 3),
 * caption tracks in the player (defect 4), covers named after the story (alt text) and the
 * featured story at the top of the home page. Expectations come from the API, asked in the same
 * language, never from copies of the demo data.
 */

const suite = browserSuite();

type ApiVideo = {
  slug: string;
  title: string;
  titleLang: string;
  subtitle: string;
  availability: number;
  subtitles: { lang: string; url: string | null }[];
};

async function api<T>(query: string, lang: string): Promise<T> {
  const response = await fetch(`${suite.server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": lang },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const firstPage = (lang: string) =>
  api<{ getVideos: { videos: ApiVideo[] } }>(
    "{ getVideos(offset: 0) { videos { slug title titleLang subtitle availability subtitles { lang url } } } }",
    lang,
  );

describe("translated content", () => {
  it("shows the stories in English on /en/, the same texts the API gives, unmarked, and Slovak on /sk/", async () => {
    const english = (await firstPage("en")).getVideos.videos[0]!;
    const slovak = (await firstPage("sk")).getVideos.videos.find((v) => v.slug === english.slug)!;
    expect(english.titleLang).toBe("en");
    expect(english.title).not.toBe(slovak.title);

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/en/video/${english.slug}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toBe(english.title);
    // text in the page's language carries no lang of its own (the document's lang applies)
    expect(await heading.getAttribute("lang")).toBeNull();
    await page.goto(`/sk/video/${english.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(slovak.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the video's caption tracks, the page's language by default, and the track loads", async () => {
    const video = (await firstPage("en")).getVideos.videos.find(
      (v) => v.availability === 2 && v.subtitles.some((s) => s.url),
    )!;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/en/video/${video.slug}`);
    const tracks = page.locator("video track");
    await expect.poll(() => tracks.count()).toBe(video.subtitles.filter((s) => s.url).length);
    const langs = await tracks.evaluateAll((elements) => elements.map((t) => (t as HTMLTrackElement).srclang));
    expect(langs).toContain("en");
    const shown = await page.locator("video").evaluate(async (player: HTMLVideoElement) => {
      const english = [...player.textTracks].find((t) => t.language === "en")!;
      for (let i = 0; i < 50 && (english.cues?.length ?? 0) === 0; i++) await new Promise((r) => setTimeout(r, 100));
      return { mode: english.mode, cues: english.cues?.length ?? 0 };
    });
    expect(shown.mode).toBe("showing");
    expect(shown.cues).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names each cover after its story and puts the featured story first on the home page", async () => {
    const { getFeaturedVideo: featured } = await api<{ getFeaturedVideo: { slug: string; title: string } }>(
      "{ getFeaturedVideo { slug title } }",
      "es",
    );
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 375);
    await page.goto("/es/");
    const story = page.getByRole("region", { name: featured.title });
    await story.waitFor();
    expect(await story.getByRole("link").getAttribute("href")).toBe(`/es/video/${featured.slug}`);
    expect(await story.getByRole("img").getAttribute("alt")).toContain(featured.title);
    const covers = page.locator(".video-card img");
    await covers.first().waitFor();
    const alts = await covers.evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    expect(alts.every((alt) => alt.length > 10)).toBe(true);
    expect(new Set(alts).size).toBe(alts.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
