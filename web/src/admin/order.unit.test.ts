import { describe, expect, it } from "vitest";
import { moveItem, positionsFrom1, positionsInSlots } from "./order.ts";

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe("ordering by drag and drop", () => {
  const list = [{ id: 7 }, { id: 3 }, { id: 9 }, { id: 4 }];

  it("moves an item up, down, or nowhere", () => {
    expect(ids(moveItem(list, 3, 0))).toEqual([4, 7, 3, 9]);
    expect(ids(moveItem(list, 0, 2))).toEqual([3, 9, 7, 4]);
    expect(ids(moveItem(list, 1, 1))).toEqual([7, 3, 9, 4]);
    expect(ids(moveItem(list, 1, 8))).toEqual([7, 3, 9, 4]);
    expect(ids(list)).toEqual([7, 3, 9, 4]);
  });

  it("numbers the new positions from 1", () => {
    expect(positionsFrom1(moveItem(list, 2, 0), (item) => item.id)).toEqual([
      { id: 9, order: 1 },
      { id: 7, order: 2 },
      { id: 3, order: 3 },
      { id: 4, order: 4 },
    ]);
  });

  it("gives a part of a longer list the positions it held, so the others keep theirs", () => {
    const testing = [
      { id: 1, order: 3 },
      { id: 2, order: 8 },
      { id: 5, order: 12 },
    ];
    expect(
      positionsInSlots(
        moveItem(testing, 2, 0),
        (v) => v.id,
        (v) => v.order,
      ),
    ).toEqual([
      { id: 5, order: 3 },
      { id: 1, order: 8 },
      { id: 2, order: 12 },
    ]);
  });

  it("numbers a part upwards from its lowest position when positions collide or are unknown", () => {
    const clashing = [
      { id: 1, order: 4 },
      { id: 2, order: 4 },
      { id: 3, order: null },
    ];
    expect(
      positionsInSlots(
        clashing,
        (v) => v.id,
        (v) => v.order,
      ),
    ).toEqual([
      { id: 1, order: 3 },
      { id: 2, order: 4 },
      { id: 3, order: 5 },
    ]);
  });
});
