import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { audiobookOrder } from "./order.ts";

const spec = deciderSpec(audiobookOrder.decider);
const reordered = (order: number[]) => audiobookOrder.events.reordered(order);
const reorder = (positions: { id: number; order: number }[], current = [21, 22, 23, 24]) => ({
  type: "Reorder" as const,
  positions,
  current,
});

describe("the library's order of audiobooks (audiobook-list)", () => {
  it("records the whole new order as one event, the audiobooks not named keeping their order around it", () =>
    spec
      .given([])
      .when(reorder([{ id: 24, order: 2 }]))
      .then([reordered([21, 24, 22, 23])]));

  it("records a whole list sent as the new order", () =>
    spec
      .given([reordered([21, 22, 23, 24])])
      .when(
        reorder([
          { id: 24, order: 1 },
          { id: 23, order: 2 },
          { id: 22, order: 3 },
          { id: 21, order: 4 },
        ]),
      )
      .then([reordered([24, 23, 22, 21])]));

  it("records nothing when the order is the one shown and the one last recorded", () => {
    spec
      .given([])
      .when(reorder([{ id: 22, order: 2 }]))
      .then([]);
    spec
      .given([reordered([21, 22, 23, 24])])
      .when(reorder([{ id: 21, order: 1 }]))
      .then([]);
  });

  it("records it again when another admin's order, recorded since, is not shown yet", () =>
    spec
      .given([reordered([24, 23, 22, 21])])
      .when(reorder([{ id: 22, order: 2 }]))
      .then([reordered([21, 22, 23, 24])]));

  it("refuses a position that is not a whole number from 1", () =>
    spec
      .given([])
      .when(reorder([{ id: 21, order: 0 }]))
      .thenFailsValidation({ "0.order": "ORDER_INVALID" }));

  it("refuses an audiobook named twice", () =>
    spec
      .given([])
      .when(
        reorder([
          { id: 21, order: 1 },
          { id: 21, order: 2 },
        ]),
      )
      .thenFailsValidation({ id: "DUPLICATE_ID" }));

  it("refuses two audiobooks at one place", () =>
    spec
      .given([])
      .when(
        reorder([
          { id: 21, order: 3 },
          { id: 22, order: 3 },
        ]),
      )
      .thenFailsValidation({ "1.order": "DUPLICATE_ORDER" }));

  it("refuses an audiobook that is not in the list (never created, or deleted)", () =>
    spec
      .given([])
      .when(reorder([{ id: 99, order: 1 }]))
      .thenThrows("AUDIOBOOK_NOT_FOUND", { id: 99 }));
});
