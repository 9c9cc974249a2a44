import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** The catalogue over HTTP, as the React client asks for it, with the demo catalogue loaded at start. */
describe(`catalogue over GraphQL (${testDatabaseKind})`, () => {
  let server: TestServer;
  const ask = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
    const response = await server.graphql(query, variables, headers);
    expect(response.errors).toBeUndefined();
    return response.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
  }, 120_000);
  afterAll(() => server?.close());

  it("lists themes, filters, languages and references", async () => {
    const data = await ask(`{
      getThemes { id name nameEn nameCz nameEs svgPath themeOrder }
      getBaseTags { id name languageFlag tagOrder }
      getLanguages { id abbreviation languageFlag order }
      getReferences { id title name text languageFlag }
    }`);
    expect(data.getThemes.map((t: { themeOrder: number }) => t.themeOrder)).toEqual(
      data.getThemes.map((_: unknown, i: number) => i + 1),
    );
    expect(data.getThemes.every((t: { svgPath: string }) => t.svgPath.startsWith("/demo/themes/"))).toBe(true);
    expect(data.getBaseTags.map((f: { languageFlag: string | null }) => f.languageFlag)).toEqual(
      expect.arrayContaining(["sk", "cz", "en", "es", null]),
    );
    expect(data.getLanguages.map((l: { languageFlag: string }) => l.languageFlag)).toEqual(["sk", "cz", "en", "es"]);
    for (const lang of ["sk", "cz", "en", "es"]) {
      expect(
        data.getReferences.filter((r: { languageFlag: string }) => r.languageFlag === lang).length,
      ).toBeGreaterThan(3);
    }
  });

  it("pages, filters and searches videos; anonymous visitors get media of free videos only", async () => {
    const query = `query ($offset: Int, $theme: Int, $filters: [Int!], $search: String) {
      getVideos(offset: $offset, theme: $theme, filters: $filters, search: $search) {
        count
        pagination { page pageSize pageCount offset }
        videos { id slug title availability canPlay dacastId mediaUrl note visible themes { id } filters { id } }
      }
    }`;
    const first = (await ask(query, { offset: 0 })).getVideos;
    expect(first.videos).toHaveLength(16);
    expect(first.pagination).toEqual({ page: 0, pageSize: 16, pageCount: Math.ceil(first.count / 16), offset: 0 });
    const second = (await ask(query, { offset: 16 })).getVideos;
    expect(second.pagination.page).toBe(1);
    expect(second.videos.map((v: { id: number }) => v.id)).not.toContain(first.videos[0].id);

    for (const video of [...first.videos, ...second.videos]) {
      expect(video.visible).toBe(true);
      expect(video.note).toBeNull();
      expect(video.canPlay).toBe(video.availability === 2);
      if (video.availability === 2) expect(video.mediaUrl).toMatch(/^\/demo\/media\//);
      else expect([video.mediaUrl, video.dacastId]).toEqual([null, null]);
    }

    const theme = first.videos[0].themes[0].id;
    const byTheme = (await ask(query, { offset: 0, theme })).getVideos;
    expect(byTheme.count).toBeGreaterThan(0);
    expect(byTheme.videos.every((v: { themes: { id: number }[] }) => v.themes.some((t) => t.id === theme))).toBe(true);

    const filters = first.videos[0].filters.slice(0, 2).map((f: { id: number }) => f.id);
    const byFilters = (await ask(query, { offset: 0, filters })).getVideos;
    expect(
      byFilters.videos.every((v: { filters: { id: number }[] }) =>
        filters.every((id: number) => v.filters.some((f) => f.id === id)),
      ),
    ).toBe(true);

    const found = (await ask(query, { offset: 0, search: "ziva" })).getVideos;
    expect(found.videos.map((v: { title: string }) => v.title)).toContain("Živá kniha: Cesta z Aleppa");
  });

  it("opens a video by slug, hidden ones too, with 4 related videos, and finds its methodology", async () => {
    const query = `query ($slug: String!) {
      getVideo(slug: $slug) {
        video { id title visible length highlights { timestamp text } methodics { name url } }
        related { id visible }
      }
    }`;
    const detail = (await ask(query, { slug: "ziva-voda" })).getVideo;
    expect(detail.video).toMatchObject({ title: "Živá voda", visible: false, length: "0:30" });
    expect(detail.related).toHaveLength(4);
    expect(detail.related.every((r: { id: number; visible: boolean }) => r.visible && r.id !== detail.video.id)).toBe(
      true,
    );

    const methodic = detail.video.methodics[0];
    expect((await ask(`query ($name: String!) { getPdfUrl(name: $name) }`, { name: methodic.name })).getPdfUrl).toBe(
      methodic.url,
    );

    expect((await ask(query, { slug: "no-such-video" })).getVideo).toEqual({ video: null, related: [] });
  });

  it("refuses a negative offset with a localised message", async () => {
    const response = await server.graphql(`{ getVideos(offset: -16) { count } }`, {}, { "accept-language": "en" });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "offset", code: "OFFSET_INVALID", message: "The offset must be a whole number from 0" }],
    });
  });
});
