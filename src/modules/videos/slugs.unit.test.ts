import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { formerSlugsAfter, requestedSlug, slugIssue } from "../catalogue-items/index.ts";
import { videoDecider } from "./decide.ts";
import { evolveVideo, initialVideoState, type VideoCreated, type VideoEdited, type VideoEvent } from "./events.ts";

const spec = deciderSpec(videoDecider);

const content = {
  title: "Cesta z Aleppa",
  subtitle: "",
  thumbnail: "/uploads/samir.jpg",
  htmlDesc: "<p>Samir</p>",
  availability: 2 as const,
  dacastId: null,
  mediaUrl: null,
  length: null,
  visible: true,
  note: null,
  tags: [],
  themeIds: [1],
  filterIds: [],
  methodics: [],
  highlights: [],
  relatedVideoIds: [],
};
const created: VideoCreated = {
  type: "VideoCreated",
  data: { videoId: 7, slug: "cesta-z-aleppa", ...content, order: 1 },
};
const { order: _order, ...current } = created.data;
const movedTo = (slug: string, formerSlug: string): VideoEdited => ({
  type: "VideoEdited",
  data: { ...current, slug, formerSlug },
});
const fold = (events: VideoEvent[]) => events.reduce(evolveVideo, initialVideoState());

describe("a video's address", () => {
  it("stays when the title changes", () =>
    spec
      .given([created])
      .when({ type: "EditVideo", data: { videoId: 7, changes: { title: "Samirova cesta" } } })
      .then([{ type: "VideoEdited", data: { ...current, title: "Samirova cesta" } }]));

  it("moves when the admin chooses another one, naming the one it leaves", () =>
    spec
      .given([created])
      .when({ type: "EditVideo", data: { videoId: 7, slug: "samir", changes: {} } })
      .then([movedTo("samir", "cesta-z-aleppa")]));

  it("keeps every address it had, and takes one back as current", () => {
    const state = fold([created, movedTo("samir", "cesta-z-aleppa"), movedTo("samir-2", "samir")]);
    expect(state.status === "active" && state.video.formerSlugs).toEqual(["cesta-z-aleppa", "samir"]);
    const back = fold([created, movedTo("samir", "cesta-z-aleppa"), movedTo("cesta-z-aleppa", "samir")]);
    expect(back.status === "active" && back.video).toMatchObject({ slug: "cesta-z-aleppa", formerSlugs: ["samir"] });
  });

  it("gives up every address it had when deleted", () =>
    spec
      .given([created, movedTo("samir", "cesta-z-aleppa")])
      .when({ type: "DeleteVideo", data: { videoId: 7 } })
      .then([{ type: "VideoDeleted", data: { videoId: 7, slug: "samir", formerSlugs: ["cesta-z-aleppa"] } }]));
});

describe("the slug rules every kind of item shares", () => {
  it("accepts lower-case letters, digits and single hyphens between them, up to 80 characters", () => {
    for (const slug of ["samir", "cesta-z-aleppa-2", "2024", "a".repeat(80)]) expect(slugIssue(slug)).toBeUndefined();
  });

  it("refuses anything else as SLUG_INVALID on the field slug", () => {
    for (const slug of ["", "Samir", "cesta z aleppa", "cesta--z", "-samir", "samir-", "živá", "a/b", "a".repeat(81)])
      expect(slugIssue(slug), slug).toEqual({ field: "slug", code: "SLUG_INVALID", params: { max: 80 } });
  });

  it("asks for a change only when the form gives a slug other than the current one", () => {
    expect(requestedSlug("samir", undefined)).toBeNull();
    expect(requestedSlug("samir", null)).toBeNull();
    expect(requestedSlug("samir", " samir ")).toBeNull();
    expect(requestedSlug("samir", " ")).toBe(""); // an emptied field: refused by slugIssue, not ignored
    expect(requestedSlug("samir", " samir-2")).toBe("samir-2");
  });

  it("adds the address left to the former ones, once, and drops the one taken back", () => {
    expect(formerSlugsAfter([], "a", "b")).toEqual(["a"]);
    expect(formerSlugsAfter(["a"], "b", "a")).toEqual(["b"]);
    expect(formerSlugsAfter(["a", "b"], "c", "d")).toEqual(["a", "b", "c"]);
    expect(formerSlugsAfter(["a"], "b", "b")).toEqual(["a"]);
  });
});
