import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { allocateIds } from "../../src/eventstore/sequence.ts";
import { filterList } from "../../src/modules/filters/index.ts";
import { languageList } from "../../src/modules/languages/index.ts";
import { referenceList, saveReference } from "../../src/modules/references/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo, deleteVideo, editVideo, reorderVideos, type VideoInput } from "../../src/modules/videos/index.ts";
import { findVideoBySlug, listVisibleVideos } from "../../src/modules/videos/queries.ts";
import { DomainError, ValidationError } from "../../src/shared/errors.ts";
import { testDatabaseKind } from "../support/database.ts";
import { type CatalogueTestContext, startCatalogue } from "./support.ts";
import { committedEvents } from "../support/events.ts";

/** The command handlers against the real event store and read models (the admin screens' writes). */
describe(`catalogue commands (${testDatabaseKind})`, () => {
  let t: CatalogueTestContext;
  let themeA: number;
  let themeB: number;
  let filterSk: number;

  const names = (name: string) => ({ name, nameEn: `${name} (en)`, nameCz: `${name} (cz)`, nameEs: `${name} (es)` });
  const eventCount = async () => (await committedEvents(t.services.store, t.services.db)).length;
  const video = (title: string, more: Partial<VideoInput> = {}): VideoInput => ({
    title,
    thumbnail: "/demo/covers/story-01.svg",
    themes: [themeA],
    ...more,
  });
  /** Runs a write that must be refused, and checks it wrote nothing. */
  const refused = async (write: () => Promise<unknown>) => {
    const before = await eventCount();
    const error = await write().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(await eventCount()).toBe(before);
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };
  const issuesOf = (error: DomainError) =>
    Object.fromEntries((error as ValidationError).issues.map((i) => [i.field, i.code]));

  beforeAll(async () => {
    t = await startCatalogue();
    themeA = await themeList.add(t.writer, { ...names("Migrácia"), svgPath: "/demo/themes/theme-1.svg" });
    themeB = await themeList.add(t.writer, { ...names("Viera"), svgPath: "/demo/themes/theme-2.svg" });
    filterSk = await filterList.add(t.writer, { ...names("Slovenské titulky"), languageFlag: "sk" });
  }, 120_000);
  afterAll(() => t?.close());

  describe("themes", () => {
    it("adds themes at the end, edits, reorders and deletes them", async () => {
      const themeC = await themeList.add(t.writer, { ...names("Chudoba"), svgPath: "/demo/themes/theme-3.svg" });
      expect((await themeList.items(t.db)).map((x) => [x.id, x.themeOrder])).toEqual([
        [themeA, 1],
        [themeB, 2],
        [themeC, 3],
      ]);
      await themeList.edit(t.writer, themeC, { ...names("Chudoba a vylúčenie"), svgPath: "/demo/themes/theme-4.svg" });
      await themeList.reorder(t.writer, [
        { id: themeC, order: 1 },
        { id: themeA, order: 2 },
        { id: themeB, order: 3 },
      ]);
      expect((await themeList.items(t.db)).map((x) => [x.name, x.svgPath, x.themeOrder])).toEqual([
        ["Chudoba a vylúčenie", "/demo/themes/theme-4.svg", 1],
        ["Migrácia", "/demo/themes/theme-1.svg", 2],
        ["Viera", "/demo/themes/theme-2.svg", 3],
      ]);
      await themeList.remove(t.writer, themeC);
      expect((await themeList.items(t.db)).map((x) => x.id)).toEqual([themeA, themeB]);
      expect((await refused(() => themeList.remove(t.writer, themeC))).code).toBe("THEME_NOT_FOUND");
    });

    it("records a reorder as one event holding the whole new order", async () => {
      const before = (await t.services.store.readStream("theme-list")).length;
      await themeList.reorder(t.writer, [
        { id: themeB, order: 2 },
        { id: themeA, order: 1 },
      ]);
      const recorded = (await t.services.store.readStream("theme-list")).slice(before);
      expect(recorded.map((e) => [e.type, e.data])).toEqual([["ThemesReordered", { order: [themeA, themeB] }]]);
      expect((await themeList.items(t.db)).map((x) => [x.id, x.themeOrder])).toEqual([
        [themeA, 1],
        [themeB, 2],
      ]);
      expect(
        (
          await refused(() =>
            themeList.reorder(t.writer, [
              { id: themeA, order: 1 },
              { id: 9999, order: 2 },
            ]),
          )
        ).code,
      ).toBe("THEME_NOT_FOUND");
    });

    it("refuses bad input and a reorder naming a theme twice, writing nothing", async () => {
      expect(issuesOf(await refused(() => themeList.add(t.writer, { ...names(""), svgPath: "" })))).toEqual({
        name: "REQUIRED",
        svgPath: "THEME_SVG_REQUIRED",
      });
      expect(
        issuesOf(
          await refused(() =>
            themeList.reorder(t.writer, [
              { id: themeA, order: 1 },
              { id: themeA, order: 2 },
            ]),
          ),
        ),
      ).toEqual({ id: "DUPLICATE_ID" });
    });
  });

  describe("filters, languages and references", () => {
    it("adds, edits, reorders and deletes filters", async () => {
      const school = await filterList.add(t.writer, { ...names("Pre stredné školy") });
      await filterList.edit(t.writer, school, { ...names("Pre gymnáziá"), languageFlag: "" });
      await filterList.reorder(t.writer, [
        { id: school, order: 1 },
        { id: filterSk, order: 2 },
      ]);
      expect((await filterList.items(t.db)).map((f) => [f.name, f.languageFlag, f.tagOrder])).toEqual([
        ["Pre gymnáziá", null, 1],
        ["Slovenské titulky", "sk", 2],
      ]);
      await filterList.remove(t.writer, school);
      expect((await filterList.items(t.db)).map((f) => f.id)).toEqual([filterSk]);
      expect(issuesOf(await refused(() => filterList.add(t.writer, { ...names("X"), languageFlag: "de" })))).toEqual({
        languageFlag: "LANGUAGE_FLAG_INVALID",
      });
    });

    it("gives an interface language to one filter and one language at most, and refuses names longer than 100 characters", async () => {
      // two filters preselected for Slovak would show Slovak visitors only the videos having both
      expect(
        issuesOf(await refused(() => filterList.add(t.writer, { ...names("Titulky SK"), languageFlag: "sk" }))),
      ).toEqual({ languageFlag: "LANGUAGE_FLAG_TAKEN" });
      const other = await filterList.add(t.writer, { ...names("Bez jazyka") });
      expect(
        issuesOf(await refused(() => filterList.edit(t.writer, other, { ...names("Bez jazyka"), languageFlag: "sk" }))),
      ).toEqual({ languageFlag: "LANGUAGE_FLAG_TAKEN" });
      await filterList.edit(t.writer, filterSk, { ...names("Slovenské titulky"), languageFlag: "sk" }); // keeps its own
      await filterList.edit(t.writer, other, { ...names("Bez jazyka"), languageFlag: "cz" });
      expect((await filterList.items(t.db)).map((f) => f.languageFlag).sort()).toEqual(["cz", "sk"]);
      await filterList.remove(t.writer, other);
      const cz = await languageList.add(t.writer, { ...names("čeština"), abbreviation: "CZ", languageFlag: "cz" });
      expect(
        issuesOf(
          await refused(() =>
            languageList.add(t.writer, { ...names("čeština 2"), abbreviation: "CS", languageFlag: "cz" }),
          ),
        ),
      ).toEqual({ languageFlag: "LANGUAGE_FLAG_TAKEN" });
      await languageList.remove(t.writer, cz);
      expect(issuesOf(await refused(() => filterList.add(t.writer, { ...names("a".repeat(101)) })))).toMatchObject({
        name: "TOO_LONG",
      });
      expect(
        issuesOf(await refused(() => languageList.add(t.writer, { ...names("x"), abbreviation: "A".repeat(11) }))),
      ).toEqual({ abbreviation: "TOO_LONG" });
    });

    it("adds, edits, reorders and deletes languages", async () => {
      const sk = await languageList.add(t.writer, { ...names("slovenčina"), abbreviation: "SK", languageFlag: "sk" });
      const hu = await languageList.add(t.writer, { ...names("maďarčina"), abbreviation: "HU" });
      await languageList.edit(t.writer, hu, { ...names("maďarčina"), abbreviation: "MAĎ" });
      await languageList.reorder(t.writer, [
        { id: hu, order: 1 },
        { id: sk, order: 2 },
      ]);
      expect((await languageList.items(t.db)).map((l) => [l.abbreviation, l.languageFlag, l.order])).toEqual([
        ["MAĎ", null, 1],
        ["SK", "sk", 2],
      ]);
      await languageList.remove(t.writer, hu);
      expect((await languageList.items(t.db)).map((l) => l.id)).toEqual([sk]);
      expect(issuesOf(await refused(() => languageList.add(t.writer, { ...names("x"), abbreviation: " " })))).toEqual({
        abbreviation: "REQUIRED",
      });
    });

    it("creates (no id), edits (with id) and removes references", async () => {
      const reference = { title: "učiteľka", name: "Jana", text: "Výborné.", languageFlag: "sk" };
      const id = await saveReference(t.writer, null, reference);
      expect(await saveReference(t.writer, id, { ...reference, text: "Skvelé.", languageFlag: "cz" })).toBe(id);
      expect(await referenceList.items(t.db)).toEqual([
        { id, title: "učiteľka", name: "Jana", text: "Skvelé.", languageFlag: "cz" },
      ]);
      await referenceList.remove(t.writer, id);
      expect(await referenceList.items(t.db)).toEqual([]);
      expect((await refused(() => saveReference(t.writer, id, reference))).code).toBe("REFERENCE_NOT_FOUND");
      expect(issuesOf(await refused(() => saveReference(t.writer, null, { ...reference, languageFlag: "" })))).toEqual({
        languageFlag: "REQUIRED",
      });
    });
  });

  describe("lists recorded by the earlier code", () => {
    it("reads ids named after the list and one event per moved item, and keeps working on them", async () => {
      const version1 = (type: string, data: Record<string, unknown>) => ({
        type,
        data,
        metadata: {
          eventId: randomUUID(),
          correlationId: "earlier",
          causationId: "earlier",
          actor: "system",
          schemaVersion: 1,
        },
      });
      const [a, b] = await allocateIds(t.services.store, "language", 2, "system", "earlier");
      const old = (id: number, abbreviation: string) => ({
        languageId: id,
        ...names(`starý ${abbreviation}`),
        abbreviation,
        languageFlag: null,
      });
      await t.services.store.appendToStream(
        `language-${a}`,
        [
          version1("LanguageAdded", { ...old(a!, "A"), order: 10 }),
          version1("LanguageReordered", { languageId: a, order: 12 }),
        ],
        "no_stream",
      );
      const { position } = await t.services.store.appendToStream(
        `language-${b}`,
        [version1("LanguageAdded", { ...old(b!, "B"), order: 11 }), version1("LanguageEdited", old(b!, "B2"))],
        "no_stream",
      );
      await t.runner.waitFor(position);
      const shown = async () =>
        (await languageList.items(t.db))
          .filter((l) => l.id === a || l.id === b)
          .map((l) => [l.id, l.abbreviation, l.order]);
      expect(await shown()).toEqual([
        [b, "B2", 11],
        [a, "A", 12],
      ]);

      await languageList.edit(t.writer, a!, { ...names("starý A"), abbreviation: "A2" });
      await languageList.reorder(t.writer, [
        { id: a!, order: 1 },
        { id: b!, order: 2 },
      ]);
      expect(await shown()).toEqual([
        [a, "A2", 1],
        [b, "B2", 2],
      ]);
      for (const id of [a!, b!]) await languageList.remove(t.writer, id);
      expect(await shown()).toEqual([]);
    });
  });

  describe("videos", () => {
    it("creates a video with the defaults of a new one, at the end of the list (a place past the end is the end)", async () => {
      const first = await createVideo(t.writer, video("Príbeh Anny", { order: 5 }));
      const second = await createVideo(t.writer, video("Príbeh Borisa"));
      const shown = await findVideoBySlug(t.db, second.slug);
      expect(shown).toMatchObject({
        title: "Príbeh Borisa",
        slug: "pribeh-borisa",
        visible: true,
        availability: 0,
        order: 2,
        subtitle: "",
        htmlDesc: "",
        note: null,
      });
      expect((await findVideoBySlug(t.db, first.slug))!.order).toBe(1);
    });

    it("gives every video a unique slug from its title, keeps it on a title change, and frees it on deletion", async () => {
      const one = await createVideo(t.writer, video("Živá kniha"));
      const two = await createVideo(t.writer, video("Živá  kniha!"));
      const three = await createVideo(t.writer, video("ŽIVÁ KNIHA"));
      expect([one.slug, two.slug, three.slug]).toEqual(["ziva-kniha", "ziva-kniha-2", "ziva-kniha-3"]);

      expect(await editVideo(t.writer, two.videoId, { title: "živá kniha" })).toEqual({ slug: "ziva-kniha-2" });
      // a new title keeps the address: links to it keep working
      expect(await editVideo(t.writer, one.videoId, { title: "Kniha o živote" })).toEqual({ slug: "ziva-kniha" });
      expect((await findVideoBySlug(t.db, "ziva-kniha"))!.id).toBe(one.videoId);
      expect(await findVideoBySlug(t.db, "kniha-o-zivote")).toBeNull();
      const four = await createVideo(t.writer, video("Živá kniha"));
      expect(four.slug).toBe("ziva-kniha-4");

      await deleteVideo(t.writer, three.videoId);
      expect(await findVideoBySlug(t.db, "ziva-kniha-3")).toBeNull();
      expect((await createVideo(t.writer, video("Živá kniha"))).slug).toBe("ziva-kniha-3");
      expect((await refused(() => deleteVideo(t.writer, three.videoId))).code).toBe("VIDEO_NOT_FOUND");
    });

    it("stores every field, sanitised, and keeps ids of existing highlights and methodics when editing", async () => {
      const input = video("Cesta z Aleppa", {
        subtitle: "Samir",
        htmlDesc: `<p>Príbeh <script>alert(1)</script><b>Samira</b></p>`,
        availability: 2,
        dacastId: "12345",
        mediaUrl: "/demo/media/story-1.mp4",
        length: "0:30",
        visible: false,
        note: "interné",
        tags: ["utečenci", "Sýria"],
        themes: [themeA, themeB],
        filters: [filterSk],
        methodics: [{ url: "/demo/methodics/metodika-01.pdf", name: "metodika-01.pdf", order: 1 }],
        highlights: [
          { timestamp: "00:00:05", text: "Úvod" },
          { timestamp: "00:20", text: "Koniec" },
        ],
      });
      const { videoId, slug } = await createVideo(t.writer, input);
      const created = (await findVideoBySlug(t.db, slug))!;
      expect(created).toMatchObject({
        title: "Cesta z Aleppa",
        subtitle: "Samir",
        htmlDesc: "<p>Príbeh <b>Samira</b></p>",
        availability: 2,
        dacastId: "12345",
        mediaUrl: "/demo/media/story-1.mp4",
        length: "0:30",
        visible: false,
        note: "interné",
      });
      expect(created.tags.map((tag) => tag.name)).toEqual(["utečenci", "Sýria"]);
      expect(created.themes.map((x) => x.id).sort()).toEqual([themeA, themeB].sort());
      expect(created.filters.map((x) => x.id)).toEqual([filterSk]);
      const [intro, end] = created.highlights;

      await editVideo(t.writer, videoId, {
        highlights: [
          { id: intro!.id, timestamp: "00:00:06", text: "Úvod" },
          { timestamp: "00:25", text: "Nové" },
        ],
        mediaUrl: null,
        visible: true,
      });
      const edited = (await findVideoBySlug(t.db, slug))!;
      expect(edited.highlights[0]).toEqual({ id: intro!.id, timestamp: "00:00:06", text: "Úvod" });
      expect(edited.highlights[1]!.id).not.toBe(end!.id);
      expect(edited.highlights[1]!.id).not.toBe(intro!.id);
      expect(edited).toMatchObject({
        mediaUrl: null,
        visible: true,
        dacastId: "12345",
        note: "interné",
        subtitle: "Samir",
      });
      expect(edited.methodics).toEqual(created.methodics);

      // a tag spelled differently is the same tag
      const other = await createVideo(t.writer, video("Iný príbeh", { tags: ["UTEČENCI", "nový"] }));
      const otherTags = (await findVideoBySlug(t.db, other.slug))!.tags;
      expect(otherTags[0]).toEqual(created.tags[0]);
      expect(otherTags[1]!.name).toBe("nový");
    });

    it("refuses bad input, in the form's field names, before writing anything", async () => {
      const error = await refused(() =>
        createVideo(t.writer, {
          title: " ",
          thumbnail: "",
          themes: [],
          availability: 7,
          tags: ["ok", ""],
          highlights: [{ timestamp: "1:2:3", text: "x" }],
        }),
      );
      expect(issuesOf(error)).toEqual({
        title: "REQUIRED",
        thumbnail: "VIDEO_THUMBNAIL_REQUIRED",
        themes: "VIDEO_THEME_REQUIRED",
        availability: "AVAILABILITY_INVALID",
        "tags.1": "REQUIRED",
        "highlights.0.timestamp": "HIGHLIGHT_TIMESTAMP_INVALID",
      });
    });

    it("refuses themes, filters and related videos that do not exist", async () => {
      const existing = await createVideo(t.writer, video("Existujúce video"));
      expect(issuesOf(await refused(() => createVideo(t.writer, video("X", { themes: [themeA, 999] }))))).toEqual({
        themes: "THEME_NOT_FOUND",
      });
      expect(issuesOf(await refused(() => createVideo(t.writer, video("X", { filters: [998] }))))).toEqual({
        filters: "FILTER_NOT_FOUND",
      });
      expect(
        issuesOf(await refused(() => createVideo(t.writer, video("X", { related: [existing.videoId, 997] })))),
      ).toEqual({ related: "RELATED_VIDEO_NOT_FOUND" });
      expect(
        issuesOf(await refused(() => editVideo(t.writer, existing.videoId, { related: [existing.videoId] }))),
      ).toEqual({ related: "VIDEO_RELATED_SELF" });
      expect((await refused(() => editVideo(t.writer, 996, { visible: false }))).code).toBe("VIDEO_NOT_FOUND");
    });

    it("reorders videos and refuses a list naming one twice", async () => {
      const a = await createVideo(t.writer, video("Prvé na presun"));
      const b = await createVideo(t.writer, video("Druhé na presun"));
      await reorderVideos(t.writer, [
        { id: b.videoId, order: 1 },
        { id: a.videoId, order: 2 },
      ]);
      const first = (await listVisibleVideos(t.db, { offset: 0 })).videos.slice(0, 2).map((v) => v.id);
      expect(first).toEqual([b.videoId, a.videoId]);
      expect(
        issuesOf(
          await refused(() =>
            reorderVideos(t.writer, [
              { id: a.videoId, order: 1 },
              { id: a.videoId, order: 3 },
            ]),
          ),
        ),
      ).toEqual({ id: "DUPLICATE_ID" });
      // the whole list is checked before the first video moves
      expect(
        issuesOf(
          await refused(() =>
            reorderVideos(t.writer, [
              { id: a.videoId, order: 1 },
              { id: b.videoId, order: 0 },
            ]),
          ),
        ),
      ).toEqual({ "1.order": "ORDER_INVALID" });
    });

    it("drops a deleted theme or filter from the videos that had them", async () => {
      const themeX = await themeList.add(t.writer, { ...names("Dočasná téma"), svgPath: "/demo/themes/theme-5.svg" });
      const filterX = await filterList.add(t.writer, names("Dočasný filter"));
      const { slug } = await createVideo(
        t.writer,
        video("Video s dočasnými", { themes: [themeA, themeX], filters: [filterSk, filterX] }),
      );
      expect((await listVisibleVideos(t.db, { offset: 0, themeId: themeX })).count).toBe(1);
      await themeList.remove(t.writer, themeX);
      await filterList.remove(t.writer, filterX);
      const shown = (await findVideoBySlug(t.db, slug))!;
      expect(shown.themes.map((x) => x.id)).toEqual([themeA]);
      expect(shown.filters.map((x) => x.id)).toEqual([filterSk]);
      expect((await listVisibleVideos(t.db, { offset: 0, themeId: themeX })).count).toBe(0);
      expect((await listVisibleVideos(t.db, { offset: 0, filterIds: [filterX] })).count).toBe(0);
    });

    it("rebuilds the catalogue's read models into the same rows after all these changes", async () => {
      const live = await t.snapshot();
      for (const name of ["videos", "themes", "filters", "languages", "references"]) await t.runner.rebuild(name);
      expect(await t.snapshot()).toEqual(live);
    });
  });
});
