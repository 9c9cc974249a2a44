import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Selectable } from "kysely";
import type { Viewer } from "../../src/modules/access/policy.ts";
import {
  demoFilters,
  demoLanguages,
  demoReferences,
  demoStories,
  demoThemes,
} from "../../src/modules/demo/catalogue.ts";
import { loadDemoCatalogue } from "../../src/modules/demo/seed.ts";
import { filterList } from "../../src/modules/filters/index.ts";
import { languageList } from "../../src/modules/languages/index.ts";
import { referenceList } from "../../src/modules/references/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { module as videosModule } from "../../src/modules/videos/index.ts";
import {
  findMethodicsByName,
  findVideoBySlug,
  listVisibleVideos,
  relatedVideos,
  VIDEO_PAGE_SIZE,
} from "../../src/modules/videos/queries.ts";
import type { VideosTable } from "../../src/modules/videos/tables.ts";
import { normaliseForSearch, stripHtml } from "../../src/shared/text.ts";
import { testDatabaseKind } from "../support/database.ts";
import { catalogueGraphQL } from "./in-process-graphql.ts";
import { type CatalogueTestContext, catalogueProjectors, startCatalogue } from "./support.ts";
import { committedEvents } from "../support/events.ts";

type Row = Selectable<VideosTable>;

/**
 * The demo catalogue loaded through the commands, projected by the runner, read by the queries.
 * Expectations come from a plain in-memory evaluation of the same rules over all rows (the oracle),
 * not from the SQL under test.
 */
describe(`catalogue read models (${testDatabaseKind})`, () => {
  let t: CatalogueTestContext;
  let all: Row[];
  let filterIdByFlag: Map<string | null, number[]>;

  beforeAll(async () => {
    t = await startCatalogue();
    expect(await loadDemoCatalogue(t.services)).toEqual({ loaded: true, videos: demoStories.length });
    all = await t.db.selectFrom("videos").selectAll().execute();
    const filters = await filterList.items(t.db);
    filterIdByFlag = new Map();
    for (const f of filters) filterIdByFlag.set(f.languageFlag, [...(filterIdByFlag.get(f.languageFlag) ?? []), f.id]);
  }, 120_000);
  afterAll(() => t?.close());

  // -------------------------------------------------------------------------------------------
  // The oracle: the listing rules evaluated in memory

  const inListOrder = (a: Row, b: Row) => a.sort_order - b.sort_order || a.id - b.id;
  const words = (row: Row) =>
    normaliseForSearch(`${row.title} ${row.subtitle} ${stripHtml(row.html_desc)}`).split(/[^\p{L}\p{N}]+/u);
  const matchesSearch = (row: Row, search: string) =>
    normaliseForSearch(search)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .every((term) => words(row).some((word) => word.startsWith(term)));
  const expected = (criteria: { themeId?: number; filterIds?: number[]; search?: string }) =>
    all
      .filter((v) => v.visible)
      .filter((v) => criteria.themeId === undefined || v.theme_ids.includes(criteria.themeId))
      .filter((v) => (criteria.filterIds ?? []).every((id) => v.filter_ids.includes(id)))
      .filter((v) => !criteria.search || matchesSearch(v, criteria.search))
      .sort(inListOrder);
  const ids = (items: { id: number }[]) => items.map((v) => v.id);
  const flag = (languageFlag: string | null) => filterIdByFlag.get(languageFlag)!;

  // -------------------------------------------------------------------------------------------

  it("loads the demo catalogue into an empty store only", async () => {
    const eventsBefore = await committedEvents(t.services.store, t.services.db);
    expect(await loadDemoCatalogue(t.services)).toEqual({ loaded: false, videos: 0 });
    expect(await committedEvents(t.services.store, t.services.db)).toHaveLength(eventsBefore.length);

    expect(all).toHaveLength(demoStories.length);
    const hidden = all.filter((v) => !v.visible);
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((v) => v.availability))).toEqual(new Set([0, 1, 2]));
    for (const video of all) {
      expect(video.theme_ids.length).toBeGreaterThanOrEqual(1);
      expect(video.highlights.length).toBeGreaterThanOrEqual(2);
      expect(video.highlights.length).toBeLessThanOrEqual(4);
      expect(video.methodics.length).toBeGreaterThanOrEqual(1);
      expect(video.media_url).toMatch(/^\/demo\/media\/story-\d{1,2}\.mp4$/);
      expect(video.thumbnail).toMatch(/^\/demo\/covers\/story-\d{2}\.svg$/);
    }
    // every story its own clip path (a file is public when any item referring to it is)
    expect(new Set(all.map((v) => v.media_url)).size).toBe(all.length);
  });

  it("lists themes, filters and languages in their order, and every reference", async () => {
    expect((await themeList.items(t.db)).map((x) => [x.name, x.themeOrder, x.svgPath])).toEqual(
      demoThemes.map((x, i) => [x.name, i + 1, x.svgPath]),
    );
    expect((await filterList.items(t.db)).map((x) => [x.name, x.languageFlag])).toEqual(
      demoFilters.map((x) => [x.name, x.languageFlag]),
    );
    expect((await languageList.items(t.db)).map((x) => [x.abbreviation, x.order])).toEqual(
      demoLanguages.map((x, i) => [x.abbreviation, i + 1]),
    );
    const references = await referenceList.items(t.db);
    expect(references.map((r) => r.name).sort()).toEqual(demoReferences.map((r) => r.name).sort());
    for (const lang of ["sk", "cz", "en", "es"])
      expect(references.filter((r) => r.languageFlag === lang).length).toBeGreaterThan(3);
  });

  it("pages the visible videos 16 at a time in their order, with the count", async () => {
    const visible = expected({});
    expect(visible.length).toBeGreaterThan(2 * VIDEO_PAGE_SIZE);
    const pages = [];
    for (let offset = 0; offset < visible.length + VIDEO_PAGE_SIZE; offset += VIDEO_PAGE_SIZE) {
      const page = await listVisibleVideos(t.db, { offset });
      expect(page.count).toBe(visible.length);
      pages.push(page.videos);
    }
    expect(pages.map((p) => p.length)).toEqual([16, 16, visible.length - 32, 0]);
    expect(ids(pages.flat())).toEqual(ids(visible));
  });

  it("answers getVideos with the pagination of the page", async () => {
    const gql = catalogueGraphQL(t.services);
    const query = `query ($offset: Int) { getVideos(offset: $offset) { count pagination { page pageSize pageCount offset } videos { id } } }`;
    const count = expected({}).length;
    const second = await gql(query, { offset: 16 });
    expect(second.getVideos.pagination).toEqual({
      page: 1,
      pageSize: 16,
      pageCount: Math.ceil(count / 16),
      offset: 16,
    });
    expect(second.getVideos.count).toBe(count);
    const none = await gql(
      `{ getVideos(offset: 0, search: "xyzzy") { count pagination { pageCount } videos { id } } }`,
    );
    expect(none.getVideos).toEqual({ count: 0, pagination: { pageCount: 1 }, videos: [] });
    const getVideos = (videosModule.resolvers!.Query as Record<string, (...args: unknown[]) => Promise<unknown>>)
      .getVideos!;
    await expect(getVideos({}, { offset: -16 }, { services: t.services })).rejects.toMatchObject({
      issues: [{ field: "offset", code: "OFFSET_INVALID" }],
    });
    await expect(getVideos({}, { offset: 1.5 }, { services: t.services })).rejects.toMatchObject({
      issues: [{ field: "offset", code: "OFFSET_INVALID" }],
    });
  });

  it("narrows the list to one theme", async () => {
    for (const theme of await themeList.items(t.db)) {
      const page = await listVisibleVideos(t.db, { offset: 0, themeId: theme.id });
      const want = expected({ themeId: theme.id });
      expect(want.length).toBeGreaterThan(0);
      expect(page.count).toBe(want.length);
      expect(ids(page.videos)).toEqual(ids(want.slice(0, 16)));
    }
  });

  it("keeps only videos that have every chosen filter", async () => {
    const [sk] = flag("sk");
    const [en] = flag("en");
    const [cz] = flag("cz");
    const [primary, secondary] = flag(null);
    const cases = [[sk!], [sk!, en!], [cz!, primary!], [en!, secondary!, sk!]];
    for (const filterIds of cases) {
      const page = await listVisibleVideos(t.db, { offset: 0, filterIds });
      const want = expected({ filterIds });
      expect(want.length).toBeGreaterThan(0);
      expect(page.count).toBe(want.length);
      expect(ids(page.videos)).toEqual(ids(want.slice(0, 16)));
      for (const video of page.videos)
        expect(all.find((row) => row.id === video.id)!.filter_ids).toEqual(expect.arrayContaining(filterIds));
    }
    expect(expected({ filterIds: [sk!, en!] }).length).toBeLessThan(expected({ filterIds: [sk!] }).length);
  });

  it("searches title, subtitle and description without regard to case or accents", async () => {
    const ziva = await listVisibleVideos(t.db, { offset: 0, search: "ziva" });
    const titles = ziva.videos.map((v) => v.title);
    expect(titles).toContain("Živá kniha: Cesta z Aleppa");
    expect(ids(ziva.videos)).toEqual(ids(expected({ search: "ziva" })));
    expect(ids((await listVisibleVideos(t.db, { offset: 0, search: "ŽIVÁ" })).videos)).toEqual(ids(ziva.videos));

    const bySubtitle = await listVisibleVideos(t.db, { offset: 0, search: "nevidiaca" });
    expect(bySubtitle.videos.map((v) => v.title)).toEqual(["Nevidím, ale vnímam"]);
    const byDescription = await listVisibleVideos(t.db, { offset: 0, search: "manchestri" });
    expect(byDescription.videos.map((v) => v.title)).toEqual(["Návrat z Anglicka"]);
    const twoWords = await listVisibleVideos(t.db, { offset: 0, search: "živá KNIHA" });
    expect(twoWords.videos.map((v) => v.title)).toEqual(["Živá kniha: Cesta z Aleppa"]);
    expect((await listVisibleVideos(t.db, { offset: 0, search: "  " })).count).toBe(expected({}).length);
    // words that look like query syntax are only text
    expect((await listVisibleVideos(t.db, { offset: 0, search: "ziva & !(|" })).count).toBe(ziva.count);
  });

  it("combines theme, filters and search", async () => {
    const [sk] = flag("sk");
    for (const theme of await themeList.items(t.db)) {
      const criteria = { themeId: theme.id, filterIds: [sk!], search: "o" };
      const page = await listVisibleVideos(t.db, { offset: 0, ...criteria });
      expect(ids(page.videos)).toEqual(ids(expected(criteria).slice(0, 16)));
      expect(page.count).toBe(expected(criteria).length);
    }
  });

  it("never lists or finds hidden videos, but opens them by slug", async () => {
    const hidden = all.filter((v) => !v.visible);
    const hiddenZiva = hidden.find((v) => normaliseForSearch(v.title).startsWith("ziva"));
    expect(hiddenZiva, "the demo has a hidden video whose title starts with Živá").toBeDefined();
    const everything = await listVisibleVideos(t.db, { offset: 0, search: "ziva" });
    expect(ids(everything.videos)).not.toContain(hiddenZiva!.id);
    for (const video of hidden) {
      for (const offset of [0, 16, 32])
        expect(ids((await listVisibleVideos(t.db, { offset })).videos)).not.toContain(video.id);
      const found = await findVideoBySlug(t.db, video.slug);
      expect(found).toMatchObject({ id: video.id, visible: false });
    }
    expect(await findVideoBySlug(t.db, "no-such-video")).toBeNull();
  });

  it("recommends 4 other visible videos: the chosen ones first, then the same theme, then the following ones", async () => {
    expect(all.filter((v) => v.related_ids.length > 0).length).toBeGreaterThan(0);
    // the rule, step by step: group, then the chosen order, then the videos after this one (wrapping round)
    const expectedRelated = (self: Row) => {
      const group = (v: Row) =>
        self.related_ids.includes(v.id) ? 0 : v.theme_ids.some((id) => self.theme_ids.includes(id)) ? 1 : 2;
      const before = (v: Row) =>
        v.sort_order < self.sort_order || (v.sort_order === self.sort_order && v.id < self.id) ? 1 : 0;
      return all
        .filter((v) => v.visible && v.id !== self.id)
        .sort(
          (a, b) =>
            group(a) - group(b) ||
            (self.related_ids.indexOf(a.id) + 1 || Infinity) - (self.related_ids.indexOf(b.id) + 1 || Infinity) ||
            before(a) - before(b) ||
            inListOrder(a, b),
        )
        .slice(0, 4);
    };
    for (const row of all) {
      const video = (await findVideoBySlug(t.db, row.slug))!;
      const related = await relatedVideos(t.db, video);
      expect(related).toHaveLength(4);
      expect(ids(related)).not.toContain(video.id);
      expect(ids(related)).toEqual(ids(expectedRelated(row)));
    }
  });

  it("shows the player and media only to viewers whose access covers the availability, and the note only to admins", async () => {
    const gql = catalogueGraphQL(t.services);
    const user = (access: Partial<Extract<Viewer, { kind: "user" }>>): Viewer => ({
      kind: "user",
      userId: "u1",
      profileId: "p1",
      isAdmin: false,
      hasTrialOrSubscription: false,
      hasActiveSubscription: false,
      ...access,
    });
    const viewers: [string, Viewer, (availability: number) => boolean][] = [
      ["anonymous", { kind: "anonymous" }, (a) => a === 2],
      ["registered without access", user({}), (a) => a === 2],
      ["trial", user({ hasTrialOrSubscription: true }), (a) => a >= 1],
      ["subscriber", user({ hasTrialOrSubscription: true, hasActiveSubscription: true }), () => true],
      ["admin", user({ isAdmin: true }), () => true],
    ];
    const query = `query ($slug: String!) { getVideo(slug: $slug) { video { availability canPlay dacastId mediaUrl note } related { availability canPlay mediaUrl } } }`;
    for (const availability of [0, 1, 2]) {
      const row =
        all.find((v) => v.availability === availability && v.note !== null) ??
        all.find((v) => v.availability === availability)!;
      for (const [name, viewer, mayPlay] of viewers) {
        const { getVideo } = await gql(query, { slug: row.slug }, viewer);
        const playable = mayPlay(availability);
        expect(getVideo.video, `${name} on availability ${availability}`).toEqual({
          availability,
          canPlay: playable,
          dacastId: playable ? row.dacast_id : null,
          // members-only media is signed for the viewer (test/media checks the signature itself)
          mediaUrl: !playable
            ? null
            : availability === 2
              ? row.media_url
              : expect.stringMatching(new RegExp(`^${row.media_url}\\?exp=\\d+&v=\\w+&sig=`)),
          note: name === "admin" ? row.note : null,
        });
        for (const related of getVideo.related) {
          expect(related.canPlay).toBe(mayPlay(related.availability));
          expect(related.mediaUrl === null).toBe(!mayPlay(related.availability));
        }
      }
    }
  });

  it("gives a video's filters and free tags as tags, and its themes", async () => {
    const gql = catalogueGraphQL(t.services);
    const row = all.find((v) => v.tags.length > 0 && v.filter_ids.length > 1 && v.theme_ids.length > 1)!;
    const { getVideo } = await gql(
      `query ($slug: String!) { getVideo(slug: $slug) { video { tags { id name type } themes { id } filters { id } highlights { timestamp text } methodics { name url order } } } }`,
      { slug: row.slug },
    );
    const { tags, themes, filters } = getVideo.video;
    const themeOrder = (await themeList.items(t.db))
      .filter((theme) => row.theme_ids.includes(theme.id))
      .map((theme) => theme.id);
    expect(themes.map((x: { id: number }) => x.id)).toEqual(themeOrder);
    expect(filters.map((x: { id: number }) => x.id).sort()).toEqual([...row.filter_ids].sort());
    expect(
      tags
        .filter((x: { type: string }) => x.type === "filters")
        .map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([...row.filter_ids].sort());
    expect(tags.filter((x: { type: string }) => x.type === "tags").map((x: { name: string }) => x.name)).toEqual(
      row.tags.map((x) => x.name),
    );
    expect(getVideo.video.highlights).toEqual(row.highlights.map(({ timestamp, text }) => ({ timestamp, text })));
  });

  it("finds a methodology document by its file name", async () => {
    const methodic = all[0]!.methodics[0]!;
    expect((await findMethodicsByName(t.db, methodic.name))[0]).toEqual({
      url: methodic.url,
      availability: all[0]!.availability,
    });
    expect(await findMethodicsByName(t.db, "no-such-file.pdf")).toEqual([]);
    const gql = catalogueGraphQL(t.services);
    expect(await gql(`query ($name: String!) { getPdfUrl(name: $name) }`, { name: methodic.name })).toEqual({
      getPdfUrl: methodic.url,
    });
  });

  it("rebuilds every projector from position 0 into the same rows", async () => {
    const live = await t.snapshot();
    expect(live.videos).toHaveLength(demoStories.length);
    for (const projector of catalogueProjectors) await t.runner.rebuild(projector.name);
    expect(await t.snapshot()).toEqual(live);
  });
});
