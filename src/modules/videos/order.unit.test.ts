import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { placeInOrder } from "../catalogue-items/index.ts";
import { videoOrder } from "./order.ts";

const spec = deciderSpec(videoOrder.decider);
const reordered = (order: number[]) => videoOrder.events.reordered(order);
const reorder = (positions: { id: number; order: number }[], current = [11, 12, 13, 14, 15]) => ({
  type: "Reorder" as const,
  positions,
  current,
});

describe("the library's order of videos (video-list)", () => {
  describe("numbering", () => {
    it("a whole list sent is the new order, numbered 1…n in the order of its positions", () =>
      expect(
        placeInOrder(
          [11, 12, 13],
          [
            { id: 13, order: 1 },
            { id: 11, order: 3 },
            { id: 12, order: 2 },
          ],
        ),
      ).toEqual([13, 12, 11]));

    it("one video moved to a place: the others keep their order around it", () => {
      expect(placeInOrder([11, 12, 13, 14, 15], [{ id: 15, order: 2 }])).toEqual([11, 15, 12, 13, 14]);
      expect(placeInOrder([11, 12, 13, 14, 15], [{ id: 11, order: 4 }])).toEqual([12, 13, 14, 11, 15]);
    });

    it("the range a drag moved, renumbered: the videos before and after it stay", () =>
      expect(
        placeInOrder(
          [11, 12, 13, 14, 15],
          [
            { id: 14, order: 2 },
            { id: 12, order: 3 },
            { id: 13, order: 4 },
          ],
        ),
      ).toEqual([11, 14, 12, 13, 15]));

    it("positions past the end go last, in their order; a video the admin did not see stays in the list", () => {
      expect(
        placeInOrder(
          [11, 12, 13],
          [
            { id: 11, order: 9 },
            { id: 12, order: 7 },
          ],
        ),
      ).toEqual([13, 12, 11]);
      expect(
        placeInOrder(
          [11, 12, 13, 16],
          [
            { id: 13, order: 1 },
            { id: 12, order: 2 },
            { id: 11, order: 3 },
          ],
        ),
      ).toEqual([13, 12, 11, 16]);
    });

    it("every result holds each video once, whatever positions are sent", () => {
      const current = [1, 2, 3, 4, 5, 6, 7, 8];
      for (let round = 0; round < 200; round++) {
        const named = current.filter((_, i) => (round * 7 + i * 3) % 5 < 2);
        const places = [...Array(20).keys()]
          .map((n) => n + 1)
          .sort((a, b) => ((a * 31 + round) % 17) - ((b * 31 + round) % 17));
        const positions = named.map((id, i) => ({ id, order: places[i]! }));
        expect([...placeInOrder(current, positions)].sort((a, b) => a - b)).toEqual(current);
      }
    });
  });

  describe("Reorder", () => {
    it("records the whole new order as one event", () =>
      spec
        .given([])
        .when(reorder([{ id: 15, order: 1 }]))
        .then([reordered([15, 11, 12, 13, 14])]));

    it("records nothing when the order is the one shown and the one last recorded", () => {
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 1 },
            { id: 12, order: 2 },
          ]),
        )
        .then([]);
      spec
        .given([reordered([11, 12, 13, 14, 15])])
        .when(reorder([{ id: 13, order: 3 }]))
        .then([]);
    });

    it("records it again when another admin's order, recorded since, is not shown yet", () =>
      spec
        .given([reordered([15, 14, 13, 12, 11])])
        .when(reorder([{ id: 11, order: 1 }]))
        .then([reordered([11, 12, 13, 14, 15])]));

    it("refuses positions that are not whole numbers from 1, a video named twice and two videos at one place", () => {
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 1 },
            { id: 12, order: 0 },
          ]),
        )
        .thenFailsValidation({ "1.order": "ORDER_INVALID" });
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 1 },
            { id: 12, order: 1.5 },
          ]),
        )
        .thenFailsValidation({ "1.order": "ORDER_INVALID" });
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 1 },
            { id: 11, order: 2 },
          ]),
        )
        .thenFailsValidation({ id: "DUPLICATE_ID" });
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 2 },
            { id: 12, order: 2 },
          ]),
        )
        .thenFailsValidation({ "1.order": "DUPLICATE_ORDER" });
    });

    it("refuses a video that is not in the list (never created, or deleted)", () =>
      spec
        .given([])
        .when(
          reorder([
            { id: 11, order: 1 },
            { id: 99, order: 2 },
          ]),
        )
        .thenThrows("VIDEO_NOT_FOUND", { id: 99 }));
  });
});
