import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { askedSlug } from "./addresses.ts";
import { webinarDecider, webinarPackDecider } from "./decide.ts";
import {
  evolveWebinar,
  type WebinarContent,
  type WebinarEvent,
  type WebinarPackContent,
  type WebinarPackEvent,
} from "./events.ts";

const content: WebinarContent = {
  title: "Ako počúvať živé knihy",
  thumbnail: "",
  htmlDesc: "<p>Metodický webinár.</p>",
  priceCents: 1290,
  availableFor: 30,
  dacastId: null,
  mediaUrl: null,
  length: null,
  visible: true,
  tags: [],
  materials: [],
  highlights: [],
};
const { visible: _visible, ...details } = content;
const created: WebinarEvent = {
  type: "WebinarCreated",
  data: { webinarId: 3, slug: "zive-knihy", order: 1, ...content, files: [] },
};
const movedTo = (slug: string, formerSlug: string): WebinarEvent => ({
  type: "WebinarEdited",
  data: { webinarId: 3, slug, ...details, files: [], formerSlug },
});
const edit = (slug: string, title = content.title) => ({
  type: "EditWebinar" as const,
  data: { webinarId: 3, slug, content: { ...content, title } },
});

describe("a webinar's address", () => {
  const spec = deciderSpec(webinarDecider);

  it("stays when only the title changes (the handler keeps the slug)", () =>
    spec
      .given([created])
      .when(edit("zive-knihy", "Živé knihy v škole"))
      .then([
        {
          type: "WebinarEdited",
          data: { webinarId: 3, slug: "zive-knihy", ...details, title: "Živé knihy v škole", files: [] },
        },
      ]));

  it("moves to the one the admin chose, naming the one it leaves", () =>
    spec
      .given([created])
      .when(edit("webinar-o-knihach"))
      .then([movedTo("webinar-o-knihach", "zive-knihy")]));

  it("keeps every address it had, and takes one back as current", () => {
    const fold = (events: WebinarEvent[]) => events.reduce(evolveWebinar, { status: "none" } as const as never);
    const state = fold([created, movedTo("a", "zive-knihy"), movedTo("b", "a")]);
    expect(state).toMatchObject({ slug: "b", formerSlugs: ["zive-knihy", "a"] });
    expect(fold([created, movedTo("a", "zive-knihy"), movedTo("zive-knihy", "a")])).toMatchObject({
      slug: "zive-knihy",
      formerSlugs: ["a"],
    });
  });

  it("gives up every address it had when deleted", () =>
    spec
      .given([created, movedTo("a", "zive-knihy")])
      .when({ type: "DeleteWebinar", data: { webinarId: 3 } })
      .then([{ type: "WebinarDeleted", data: { webinarId: 3, slug: "a", files: [], formerSlugs: ["zive-knihy"] } }]));
});

describe("a pack's address", () => {
  const spec = deciderSpec(webinarPackDecider);
  const pack: WebinarPackContent = {
    title: "Základný balík",
    htmlDesc: "",
    priceCents: 2900,
    availableFor: 60,
    visible: true,
    webinarIds: [],
  };
  const { visible: _shown, ...packDetails } = pack;
  const packCreated: WebinarPackEvent = {
    type: "WebinarPackCreated",
    data: { webinarPackId: 8, slug: "zakladny", order: 1, ...pack },
  };
  const packEdit = (slug: string) => ({
    type: "EditWebinarPack" as const,
    data: { webinarPackId: 8, slug, content: pack },
  });

  it("moves to the one the admin chose, naming the one it leaves, and gives up all when deleted", () => {
    const moved: WebinarPackEvent = {
      type: "WebinarPackEdited",
      data: { webinarPackId: 8, slug: "balik", ...packDetails, formerSlug: "zakladny" },
    };
    spec.given([packCreated]).when(packEdit("balik")).then([moved]);
    spec.given([packCreated]).when(packEdit("zakladny")).then([]);
    spec
      .given([packCreated, moved])
      .when({ type: "DeleteWebinarPack", data: { webinarPackId: 8 } })
      .then([{ type: "WebinarPackDeleted", data: { webinarPackId: 8, slug: "balik", formerSlugs: ["zakladny"] } }]);
  });
});

describe("the address an edit asks for", () => {
  it("is none when the form sends no slug or the current one", () => {
    expect(askedSlug("zive-knihy", undefined)).toBeNull();
    expect(askedSlug("zive-knihy", null)).toBeNull();
    expect(askedSlug("zive-knihy", " zive-knihy ")).toBeNull();
  });

  it("is the trimmed slug when it is another well-formed one", () =>
    expect(askedSlug("zive-knihy", " webinar-2 ")).toBe("webinar-2"));

  it("refuses a malformed or emptied one as SLUG_INVALID on the field slug", () => {
    for (const slug of ["", " ", "Velke", "s medzerou", "živá", "-a", "a".repeat(81)])
      expect(() => askedSlug("zive-knihy", slug), slug).toThrow(
        expect.objectContaining({ issues: [{ field: "slug", code: "SLUG_INVALID", params: { max: 80 } }] }),
      );
  });
});
