import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type WebinarCommand, webinarDecider, type WebinarPackCommand, webinarPackDecider } from "./decide.ts";
import type { WebinarContent, WebinarEvent, WebinarPackContent, WebinarPackEvent } from "./events.ts";

const content: WebinarContent = {
  title: "Ako počúvať živé knihy",
  thumbnail: "/uploads/thumbnails/4-cover.png",
  htmlDesc: "<p>Metodický webinár.</p>",
  priceCents: 1290,
  availableFor: 30,
  dacastId: null,
  mediaUrl: "/uploads/audio/5-zaznam.mp4",
  length: "1:12:30",
  visible: true,
  tags: [],
  materials: [{ id: 6, url: "/uploads/materials/6-pracovny-list.pdf", name: "Pracovný list", order: 1 }],
  highlights: [{ id: 1, timestamp: "00:02:10", text: "Prečo živé knihy" }],
};
const { visible: _visible, ...details } = content;
const files = [
  { url: "/uploads/thumbnails/4-cover.png", public: true },
  { url: "/uploads/audio/5-zaznam.mp4", public: false },
  { url: "/uploads/materials/6-pracovny-list.pdf", public: false },
];

describe("a webinar's stream", () => {
  const spec = deciderSpec(webinarDecider);
  const create = (overrides: Partial<WebinarContent> = {}, order = 2): WebinarCommand => ({
    type: "CreateWebinar",
    data: { webinarId: 3, slug: "zive-knihy", order, content: { ...content, ...overrides } },
  });
  const edit = (overrides: Partial<WebinarContent> = {}, slug = "zive-knihy"): WebinarCommand => ({
    type: "EditWebinar",
    data: { webinarId: 3, slug, content: { ...content, ...overrides } },
  });
  const remove: WebinarCommand = { type: "DeleteWebinar", data: { webinarId: 3 } };
  const created: WebinarEvent = {
    type: "WebinarCreated",
    data: { webinarId: 3, slug: "zive-knihy", order: 2, ...content, files },
  };
  const deleted: WebinarEvent = { type: "WebinarDeleted", data: { webinarId: 3, slug: "zive-knihy", files: [] } };

  it("creates a webinar with its place and every file it refers to (the cover public, media and materials not)", () =>
    spec.given([]).when(create()).then([created]));

  it("refuses to create a webinar twice", () =>
    spec.given([created]).when(create()).thenThrows("WEBINAR_ALREADY_EXISTS"));

  it("refuses a webinar without a title and a place that is not a whole number from 1, together", () =>
    spec
      .given([])
      .when(create({ title: " " }, 0))
      .thenFailsValidation({ title: "REQUIRED", order: "ORDER_INVALID" }));

  it("records an edit of the details and the new slug (naming the one left), with the files referred to after it", () =>
    spec
      .given([created])
      .when(edit({ title: "Živé knihy v škole", mediaUrl: null }, "zive-knihy-v-skole"))
      .then([
        {
          type: "WebinarEdited",
          data: {
            webinarId: 3,
            slug: "zive-knihy-v-skole",
            ...details,
            title: "Živé knihy v škole",
            mediaUrl: null,
            files: [files[0]!, files[2]!],
            formerSlug: "zive-knihy",
          },
        },
      ]));

  it("records hiding and showing as their own facts, and nothing for an edit that changes nothing", () => {
    spec
      .given([created])
      .when(edit({ visible: false }))
      .then([{ type: "WebinarHidden", data: { webinarId: 3 } }]);
    spec
      .given([created, { type: "WebinarHidden", data: { webinarId: 3 } }])
      .when(edit())
      .then([{ type: "WebinarShown", data: { webinarId: 3 } }]);
    spec.given([created]).when(edit()).then([]);
  });

  it("refuses an edit that breaks a rule (price not whole cents)", () =>
    spec
      .given([created])
      .when(edit({ priceCents: 12.5 }))
      .thenFailsValidation({ priceCents: "PRICE_INVALID" }));

  it("deletes a webinar, freeing its slug and its files", () => spec.given([created]).when(remove).then([deleted]));

  it("refuses to edit or delete a webinar never created or deleted", () => {
    spec.given([]).when(edit()).thenThrows("WEBINAR_NOT_FOUND");
    spec.given([created, deleted]).when(edit()).thenThrows("WEBINAR_NOT_FOUND");
    spec.given([]).when(remove).thenThrows("WEBINAR_NOT_FOUND");
    spec.given([created, deleted]).when(remove).thenThrows("WEBINAR_NOT_FOUND");
  });
});

const packContent: WebinarPackContent = {
  title: "Základný balík",
  htmlDesc: "",
  priceCents: 2900,
  availableFor: 60,
  visible: true,
  webinarIds: [3, 4],
};

describe("a webinar pack's stream", () => {
  const spec = deciderSpec(webinarPackDecider);
  const create = (overrides: Partial<WebinarPackContent> = {}, order = 1): WebinarPackCommand => ({
    type: "CreateWebinarPack",
    data: { webinarPackId: 8, slug: "zakladny", order, content: { ...packContent, ...overrides } },
  });
  const edit = (overrides: Partial<WebinarPackContent> = {}, slug = "zakladny"): WebinarPackCommand => ({
    type: "EditWebinarPack",
    data: { webinarPackId: 8, slug, content: { ...packContent, ...overrides } },
  });
  const remove: WebinarPackCommand = { type: "DeleteWebinarPack", data: { webinarPackId: 8 } };
  const created: WebinarPackEvent = {
    type: "WebinarPackCreated",
    data: { webinarPackId: 8, slug: "zakladny", order: 1, ...packContent },
  };
  const deleted: WebinarPackEvent = { type: "WebinarPackDeleted", data: { webinarPackId: 8, slug: "zakladny" } };

  it("creates a pack with its place, each webinar named once in the order given", () =>
    spec
      .given([])
      .when(create({ webinarIds: [3, 4, 3] }))
      .then([created]));

  it("refuses to create a pack twice", () =>
    spec.given([created]).when(create()).thenThrows("WEBINAR_PACK_ALREADY_EXISTS"));

  it("refuses a pack whose availability is not whole days and a place that is not a whole number from 1, together", () =>
    spec
      .given([])
      .when(create({ availableFor: 0 }, -1))
      .thenFailsValidation({ availableFor: "AVAILABLE_FOR_INVALID", order: "ORDER_INVALID" }));

  it("records an edit of the details and the new slug, naming the one left", () =>
    spec
      .given([created])
      .when(edit({ webinarIds: [4] }, "zakladny-2"))
      .then([
        {
          type: "WebinarPackEdited",
          data: {
            webinarPackId: 8,
            slug: "zakladny-2",
            title: "Základný balík",
            htmlDesc: "",
            priceCents: 2900,
            availableFor: 60,
            webinarIds: [4],
            formerSlug: "zakladny",
          },
        },
      ]));

  it("records hiding and showing as their own facts, and nothing for an edit that changes nothing", () => {
    spec
      .given([created])
      .when(edit({ visible: false }))
      .then([{ type: "WebinarPackHidden", data: { webinarPackId: 8 } }]);
    spec
      .given([created, { type: "WebinarPackHidden", data: { webinarPackId: 8 } }])
      .when(edit())
      .then([{ type: "WebinarPackShown", data: { webinarPackId: 8 } }]);
    spec.given([created]).when(edit()).then([]);
  });

  it("deletes a pack, freeing its slug", () => spec.given([created]).when(remove).then([deleted]));

  it("refuses to edit or delete a pack never created or deleted", () => {
    spec.given([]).when(edit()).thenThrows("WEBINAR_PACK_NOT_FOUND");
    spec.given([created, deleted]).when(edit()).thenThrows("WEBINAR_PACK_NOT_FOUND");
    spec.given([]).when(remove).thenThrows("WEBINAR_PACK_NOT_FOUND");
    spec.given([created, deleted]).when(remove).thenThrows("WEBINAR_PACK_NOT_FOUND");
  });

  describe("a deleted webinar leaves the pack", () => {
    const leave = (webinarId: number): WebinarPackCommand => ({
      type: "RemoveDeletedWebinar",
      data: { webinarPackId: 8, webinarId, title: "Odchádza" },
    });
    const left: WebinarPackEvent = {
      type: "WebinarPackWebinarRemoved",
      data: { webinarPackId: 8, webinarId: 3, title: "Odchádza" },
    };

    it("records that the webinar left it", () => spec.given([created]).when(leave(3)).then([left]));

    it("records nothing when the pack does not have it, or no longer: a repeated run finishes quietly", () => {
      spec.given([created]).when(leave(5)).then([]);
      spec.given([created, left]).when(leave(3)).then([]);
      spec.given([created, deleted]).when(leave(3)).then([]);
      spec.given([]).when(leave(3)).then([]);
    });

    it("leaves the pack saving without the webinar: an edit of the title names only the rest", () =>
      spec
        .given([created, left])
        .when({
          type: "EditWebinarPack",
          data: { webinarPackId: 8, slug: "zakladny", content: { ...packContent, title: "Nový", webinarIds: [4] } },
        })
        .then([
          {
            type: "WebinarPackEdited",
            data: {
              webinarPackId: 8,
              slug: "zakladny",
              title: "Nový",
              htmlDesc: "",
              priceCents: 2900,
              availableFor: 60,
              webinarIds: [4],
            },
          },
        ]));
  });
});
