import { describe, expect, it } from "vitest";
import type { WebinarContent, WebinarEvent } from "./events.ts";
import { type Change, type ItemEvent, itemHistory, type ListOrder, type Recorded } from "./history.ts";

/**
 * Given the events recorded (the webinar's own and the library's reorders, a minute apart in the
 * order given), when the admin asks for a webinar's history, then these rows, newest first.
 */
const content: WebinarContent = {
  title: "Ako počúvať príbehy",
  thumbnail: "",
  htmlDesc: "<p>Webinár</p>",
  priceCents: 1290,
  availableFor: 30,
  dacastId: null,
  mediaUrl: null,
  length: "1:00:00",
  tags: [],
  materials: [],
  highlights: [],
  visible: true,
};
type Given = { own: WebinarEvent; actor: string } | { order: number[]; actor: string };
const own = (actor: string, event: WebinarEvent): Given => ({ own: event, actor });
const reordered = (actor: string, order: number[]): Given => ({ order, actor });
const created = (webinarId: number, order: number): WebinarEvent => ({
  type: "WebinarCreated",
  data: { webinarId, slug: `w-${webinarId}`, order, ...content, files: [] },
});

type Row = [minute: number, actor: string, kind: Change["kind"], fields: string[], move?: string];
const rowOf = (change: Change): Row => {
  const row: Row = [change.at.getUTCMinutes(), change.actor, change.kind, change.fields];
  if (change.kind === "reordered") row.push(`${change.fromPosition} → ${change.toPosition}`);
  return row;
};

function given(...events: Given[]) {
  const recorded = events.map((each, i) => ({
    each,
    at: new Date(Date.UTC(2026, 10, 2, 9, i + 1)),
    position: { commit: BigInt(i + 1), prepare: 0n },
  }));
  const ownEvents: Recorded<ItemEvent>[] = recorded.flatMap(({ each, at, position }) =>
    "own" in each ? [{ event: each.own, at, actor: each.actor, position }] : [],
  );
  const reorders: Recorded<ListOrder>[] = recorded.flatMap(({ each, at, position }) =>
    "order" in each ? [{ event: { order: each.order }, at, actor: each.actor, position }] : [],
  );
  return {
    whenHistoryOf: (webinarId: number) => ({
      then: (rows: Row[]) =>
        expect(
          itemHistory(
            webinarId,
            ownEvents.filter((e) => e.event.data.webinarId === webinarId),
            reorders,
          ).map(rowOf),
        ).toEqual(rows),
    }),
  };
}

describe("a webinar's history for the admin", () => {
  it("lists created, edited (with the form's names), reordered (from → to) and deleted, newest first, with who and when", () =>
    given(
      own("demo", created(7, 1)),
      own("demo", created(8, 2)),
      own("12", {
        type: "WebinarEdited",
        data: { webinarId: 7, slug: "w-7", ...content, priceCents: 990, length: "0:59:00", files: [] },
      }),
      reordered("14", [8, 7]),
      own("14", { type: "WebinarHidden", data: { webinarId: 7 } }),
      own("12", { type: "WebinarDeleted", data: { webinarId: 7, slug: "w-7", files: [] } }),
    )
      .whenHistoryOf(7)
      .then([
        [6, "12", "deleted", []],
        [5, "14", "edited", ["visible"]],
        [4, "14", "reordered", [], "1 → 2"],
        [3, "12", "edited", ["price", "length"]],
        [1, "demo", "created", []],
      ]));

  it("lists a reorder for the webinar dragged and for the ones it pushed aside, not for those that kept their place", () => {
    const events = [
      own("demo", created(5, 1)),
      own("demo", created(6, 2)),
      own("demo", created(7, 3)),
      own("demo", created(8, 4)),
      reordered("12", [7, 5, 6, 8]),
    ];
    given(...events)
      .whenHistoryOf(7)
      .then([
        [5, "12", "reordered", [], "3 → 1"],
        [3, "demo", "created", []],
      ]);
    given(...events)
      .whenHistoryOf(5)
      .then([
        [5, "12", "reordered", [], "1 → 2"],
        [1, "demo", "created", []],
      ]);
    given(...events)
      .whenHistoryOf(8)
      .then([[4, "demo", "created", []]]);
  });

  it("counts places in the list as it stood: after webinars deleted since the last reorder, with those created since at the end", () => {
    const events = [reordered("12", [5, 6, 7]), own("12", created(9, 4)), reordered("14", [9, 7, 6])];
    // 5 deleted in between: 7 was second, not third; 9, created since, was last
    given(...events)
      .whenHistoryOf(7)
      .then([]);
    given(...events)
      .whenHistoryOf(9)
      .then([
        [3, "14", "reordered", [], "3 → 1"],
        [2, "12", "created", []],
      ]);
    given(...events)
      .whenHistoryOf(6)
      .then([[3, "14", "reordered", [], "1 → 3"]]);
  });

  it("lists nothing for a reorder without the webinar", () =>
    given(own("demo", created(7, 1)), reordered("12", [9, 8]))
      .whenHistoryOf(7)
      .then([[1, "demo", "created", []]]));
});

describe("a pack's history for the admin", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
  const recorded = (minute: number, event: ItemEvent): Recorded<ItemEvent> => ({
    event,
    at: at(minute),
    actor: "7",
    position: { commit: BigInt(minute), prepare: 0n },
  });
  const details = { title: "Balík", htmlDesc: "", priceCents: 900, availableFor: 30, webinarIds: [3, 4] };

  it("lists a deleted webinar leaving the pack, and a later edit names only the fields the admin changed", () =>
    expect(
      itemHistory(
        8,
        [
          recorded(1, { type: "WebinarPackCreated", data: { webinarPackId: 8, slug: "b", order: 1, ...details } }),
          recorded(2, { type: "WebinarPackWebinarRemoved", data: { webinarPackId: 8, webinarId: 3, title: "X" } }),
          recorded(3, {
            type: "WebinarPackEdited",
            data: { webinarPackId: 8, slug: "b", ...details, title: "Balík 2", webinarIds: [4] },
          }),
        ],
        [],
      ).map((change) => [change.at.getUTCMinutes(), change.kind, change.fields]),
    ).toEqual([
      [3, "edited", ["title"]],
      [2, "webinarRemoved", ["X"]],
      [1, "created", []],
    ]));
});
