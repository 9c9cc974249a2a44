import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateIds } from "../../src/eventstore/sequence.ts";
import { filterList } from "../../src/modules/filters/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import {
  createVideo,
  deleteVideo,
  editVideo,
  reorderVideos,
  videoFilterUsers,
  videoThemeUsers,
  type VideoInput,
} from "../../src/modules/videos/index.ts";
import { findVideoBySlug, listVisibleVideos } from "../../src/modules/videos/queries.ts";
import { DomainError, ValidationError } from "../../src/shared/errors.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { type CatalogueTestContext, startCatalogue } from "./support.ts";

/**
 * The library's order of videos as one stream (`video-list`), and what deleting a theme or a filter
 * does to the videos that have it: the commands against the real event store and read models.
 */
describe(`the videos' order, and the themes and filters videos have (${testDatabaseKind})`, () => {
  let t: CatalogueTestContext;
  let theme: number;
  let filter: number;

  const names = (name: string) => ({ name, nameEn: `${name} (en)`, nameCz: `${name} (cz)`, nameEs: `${name} (es)` });
  const video = (title: string, more: Partial<VideoInput> = {}): VideoInput => ({
    title,
    thumbnail: "/demo/covers/story-01.svg",
    themes: [theme],
    ...more,
  });
  /** Every video's id in the read model's order, and its number. */
  const rows = async () =>
    (await t.db.selectFrom("videos").select(["id", "sort_order"]).orderBy("sort_order").orderBy("id").execute()).map(
      (r): [number, number] => [r.id, r.sort_order],
    );
  const order = async () => (await rows()).map(([id]) => id);
  const cards = async () =>
    (
      await t.db.selectFrom("video_cards").select(["id", "sort_order"]).orderBy("sort_order").orderBy("id").execute()
    ).map((r) => [r.id, r.sort_order]);
  const numbered = (ids: number[]) => ids.map((id, i) => [id, i + 1]);
  const listEvents = async () =>
    (await t.services.store.readStream("video-list")).map((event) => [event.type, event.data]);
  const refused = async (write: () => Promise<unknown>) => {
    const before = await committedEventCount(t.db);
    const error = await write().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(await committedEventCount(t.db)).toBe(before);
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };
  let a: number, b: number, c: number, d: number;
  /** Each test puts the four videos in the order it starts from, so it passes alone or after the others. */
  const arrange = async (ids: number[]) => {
    await reorderVideos(
      t.writer,
      ids.map((id, i) => ({ id, order: i + 1 })),
    );
    expect((await order()).slice(0, ids.length)).toEqual(ids);
  };

  beforeAll(async () => {
    t = await startCatalogue();
    theme = await themeList.add(t.writer, { ...names("Migrácia"), svgPath: "/demo/themes/theme-1.svg" });
    filter = await filterList.add(t.writer, names("Slovenské titulky"));
    a = (await createVideo(t.writer, video("Anna"))).videoId;
    b = (await createVideo(t.writer, video("Boris"))).videoId;
    c = (await createVideo(t.writer, video("Cyril"))).videoId;
    d = (await createVideo(t.writer, video("Dana"))).videoId;
  }, 120_000);
  afterAll(() => t?.close());

  it("records a drag and drop of the whole list as one event holding the whole new order", async () => {
    await arrange([a, b, c, d]);
    const recorded = (await listEvents()).length;
    await reorderVideos(t.writer, [
      { id: d, order: 1 },
      { id: c, order: 2 },
      { id: b, order: 3 },
      { id: a, order: 4 },
    ]);
    expect((await listEvents()).slice(recorded)).toEqual([["VideosReordered", { order: [d, c, b, a] }]]);
    expect(await rows()).toEqual(numbered([d, c, b, a]));
    expect(await cards()).toEqual(await rows());
    // the same order again records nothing
    await reorderVideos(t.writer, [
      { id: d, order: 1 },
      { id: c, order: 2 },
    ]);
    expect(await listEvents()).toHaveLength(recorded + 1);
  });

  it("moves the videos named to their places; the others keep their order around them", async () => {
    await arrange([d, c, b, a]);
    await reorderVideos(t.writer, [{ id: a, order: 2 }]);
    expect(await rows()).toEqual(numbered([d, a, c, b]));
    expect((await listEvents()).at(-1)).toEqual(["VideosReordered", { order: [d, a, c, b] }]);
    await reorderVideos(t.writer, [
      { id: b, order: 1 },
      { id: a, order: 2 },
      { id: d, order: 3 },
      { id: c, order: 4 },
    ]);
    expect(await rows()).toEqual(numbered([b, a, d, c]));
  });

  it("refuses bad positions and videos that are not in the list, writing nothing", async () => {
    const issues = (error: DomainError) => (error as ValidationError).issues.map((issue) => [issue.field, issue.code]);
    expect(
      issues(
        await refused(() =>
          reorderVideos(t.writer, [
            { id: a, order: 1 },
            { id: b, order: 1 },
          ]),
        ),
      ),
    ).toEqual([["1.order", "DUPLICATE_ORDER"]]);
    expect(issues(await refused(() => reorderVideos(t.writer, [{ id: a, order: 0 }])))).toEqual([
      ["0.order", "ORDER_INVALID"],
    ]);
    expect(
      (
        await refused(() =>
          reorderVideos(t.writer, [
            { id: a, order: 1 },
            { id: 9999, order: 2 },
          ]),
        )
      ).code,
    ).toBe("VIDEO_NOT_FOUND");
  });

  it("puts a new video after the last one, or at the place its form gives; its form's position moves it later", async () => {
    await arrange([b, a, d, c]);
    const e = (await createVideo(t.writer, video("Emil"))).videoId;
    expect(await order()).toEqual([b, a, d, c, e]);
    const f = (await createVideo(t.writer, video("František", { order: 2 }))).videoId;
    expect(await rows()).toEqual(numbered([b, f, a, d, c, e]));
    await editVideo(t.writer, f, { order: 5, subtitle: "presunutý" });
    expect(await rows()).toEqual(numbered([b, a, d, c, f, e]));
    expect((await listEvents()).at(-1)).toEqual(["VideosReordered", { order: [b, a, d, c, f, e] }]);
    // an edit without a position, or with the one it has, moves nothing
    const reorders = (await listEvents()).length;
    await editVideo(t.writer, f, { note: "bez presunu" });
    await editVideo(t.writer, f, { order: 5 });
    expect(await listEvents()).toHaveLength(reorders);
    // a place past the end is the end: no gap
    const g = (await createVideo(t.writer, video("Gejza", { order: 99 }))).videoId;
    expect(await rows()).toEqual(numbered([b, a, d, c, f, e, g]));
  });

  it("closes the gap a deleted video leaves, and refuses the deleted video in a reorder", async () => {
    const before = await order();
    await deleteVideo(t.writer, before[1]!);
    expect(await rows()).toEqual(numbered(before.filter((_, i) => i !== 1)));
    expect(await cards()).toEqual(await rows());
    expect((await refused(() => reorderVideos(t.writer, [{ id: before[1]!, order: 1 }]))).code).toBe("VIDEO_NOT_FOUND");
  });

  it("reads a store written before: one event per moved video, and edits that moved a video", async () => {
    const [x, y] = await allocateIds(t.services.store, "video", 2, "system", "earlier");
    const metadata = () => ({
      eventId: randomUUID(),
      correlationId: "earlier",
      causationId: "earlier",
      actor: "system",
      schemaVersion: 1,
    });
    const earlier = async (
      videoId: number,
      title: string,
      events: { type: string; data: Record<string, unknown> }[],
    ) => {
      const content = {
        ...video(title),
        subtitle: "",
        htmlDesc: "",
        availability: 0,
        dacastId: null,
        mediaUrl: null,
        length: null,
        visible: true,
        note: null,
        tags: [],
        themeIds: [theme],
        filterIds: [],
        methodics: [],
        highlights: [],
        relatedVideoIds: [],
      };
      const { themes: _themes, ...data } = { ...content, videoId, slug: `earlier-${videoId}` };
      const recorded = [
        { type: "VideoCreated", data: { ...data, order: 50 } },
        ...events.map((event) => ({ ...event, data: { ...data, ...event.data } })),
      ];
      return t.services.store.appendToStream(
        `video-${videoId}`,
        recorded.map((event) => ({ ...event, metadata: metadata() })),
        "no_stream",
      );
    };
    await earlier(x!, "Xénia", [{ type: "VideoReordered", data: { videoId: x, order: 1 } }]);
    const { position } = await earlier(y!, "Ylona", [
      { type: "VideoEdited", data: { order: 2, note: "presunutá úpravou" } },
    ]);
    await t.runner.waitFor(position);
    // their numbers as those events set them (beside the numbers of today's videos, as they were then)
    const numbers = new Map(await rows());
    expect([numbers.get(x!), numbers.get(y!)]).toEqual([1, 2]);
    expect((await findVideoBySlug(t.db, `earlier-${y}`))!.note).toBe("presunutá úpravou");

    // the next drag and drop numbers them all afresh
    const whole = (await order()).reverse();
    await reorderVideos(
      t.writer,
      whole.map((id, i) => ({ id, order: i + 1 })),
    );
    expect(await rows()).toEqual(numbered(whole));
  });

  it("refuses to delete a theme a video has, hidden ones too, and deletes it once none has", async () => {
    const other = await themeList.add(t.writer, { ...names("Viera"), svgPath: "/demo/themes/theme-2.svg" });
    const { videoId, slug } = await createVideo(t.writer, video("Skryté video", { themes: [other], visible: false }));
    expect((await refused(() => themeList.remove(t.writer, other, [videoThemeUsers]))).code).toBe("THEME_IN_USE");
    await editVideo(t.writer, videoId, { themes: [theme] });
    await themeList.remove(t.writer, other, [videoThemeUsers]);
    expect((await themeList.items(t.db)).map((x) => x.id)).not.toContain(other);
    // a deleted video's themes hold nothing back
    const gone = await themeList.add(t.writer, { ...names("Dočasná"), svgPath: "/demo/themes/theme-3.svg" });
    const deleted = await createVideo(t.writer, video("Zmazané", { themes: [gone] }));
    await deleteVideo(t.writer, deleted.videoId);
    await themeList.remove(t.writer, gone, [videoThemeUsers]);
    expect((await findVideoBySlug(t.db, slug))!.themes.map((x) => x.id)).toEqual([theme]);
  });

  it("refuses to delete a filter a video has, hidden ones too, naming them, and deletes it once none has", async () => {
    const one = await createVideo(t.writer, video("S filtrom 1", { filters: [filter] }));
    await createVideo(t.writer, video("S filtrom 2", { filters: [filter], visible: false }));
    const refusal = await refused(() => filterList.remove(t.writer, filter, [videoFilterUsers]));
    expect([refusal.code, refusal.params]).toEqual(["FILTER_IN_USE", { count: 2, names: "S filtrom 1, S filtrom 2" }]);
    expect((await filterList.items(t.db)).map((x) => x.id)).toContain(filter);
    expect((await findVideoBySlug(t.db, one.slug))!.filters.map((x) => x.id)).toEqual([filter]);
  });

  it("finds an edited video by its new words, and keeps its place", async () => {
    const { videoId } = await createVideo(t.writer, video("Pôvodný názov"));
    const place = (await rows()).find(([id]) => id === videoId)![1];
    await editVideo(t.writer, videoId, { title: "Premenovaný príbeh", subtitle: "o rieke Hron" });
    expect((await listVisibleVideos(t.db, { offset: 0, search: "premenovany hron" })).videos.map((v) => v.id)).toEqual([
      videoId,
    ]);
    expect((await listVisibleVideos(t.db, { offset: 0, search: "povodny" })).count).toBe(0);
    expect((await rows()).find(([id]) => id === videoId)![1]).toBe(place);
  });

  it("rebuilds the videos' read models into the same rows", async () => {
    const live = await t.snapshot();
    await t.runner.rebuild("videos");
    await t.runner.rebuild("tags");
    expect(await t.snapshot()).toEqual(live);
  });
});
