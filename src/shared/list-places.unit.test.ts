import { describe, expect, it } from "vitest";
import { movedByReorder, orderBefore, placesIn, placesOfMove } from "./list-places.ts";

describe("the list as it stood before a reorder", () => {
  it("is the order recorded before without the items deleted since, then the items created since by id", () => {
    expect(orderBefore([5, 6, 7], [9, 7, 6])).toEqual([6, 7, 9]);
    expect(orderBefore([5, 6, 7], [11, 6, 10, 5, 7])).toEqual([5, 6, 7, 10, 11]);
  });

  it("before the first reorder, is every item by id: each went to the end when it was created", () =>
    expect(orderBefore(null, [3, 1, 2])).toEqual([1, 2, 3]));
});

describe("an item's places before and after a reorder, from 1", () => {
  it("given the order before, when the list is reordered, then its place in each", () => {
    expect(placesIn(7, [5, 6, 7, 8], [7, 5, 6, 8])).toEqual({ from: 3, to: 1 });
    expect(placesIn(8, [5, 6, 7, 8], [7, 5, 6, 8])).toEqual({ from: 4, to: 4 });
  });

  it("given items deleted and created in between, then the place before in the list as it stood", () => {
    // 5 deleted: 7 was second; 9, created since, was last
    expect(placesIn(7, [5, 6, 7], [9, 7, 6])).toEqual({ from: 2, to: 2 });
    expect(placesIn(9, [5, 6, 7], [9, 7, 6])).toEqual({ from: 3, to: 1 });
  });

  it("given a reorder without the item, then no places", () => expect(placesIn(7, [5, 6, 7], [5, 6])).toBeNull());
});

describe("the places a history shows for a reorder that moved the item", () => {
  it("given a known order before, then the place before and after", () =>
    expect(placesOfMove(7, [5, 6, 7, 8], [7, 5, 6, 8])).toEqual({ fromPosition: 3, toPosition: 1 }));

  it("given the first order recorded, then only the place after: the one before came from the items' own streams", () =>
    expect(placesOfMove(7, null, [5, 7, 6])).toEqual({ fromPosition: null, toPosition: 2 }));

  it("given an item created since, then from the end of the list, where it went", () =>
    expect(placesOfMove(9, [5, 6], [9, 5, 6])).toEqual({ fromPosition: 3, toPosition: 1 }));

  it("given a move that kept the item's number (its neighbours changed), then no places", () =>
    expect(placesOfMove(7, [1, 7], [9, 7, 1])).toEqual({ fromPosition: null, toPosition: null }));
});

describe("whether a reorder of the whole list moved an item (videos, audiobooks)", () => {
  it("compares its place among the items both orders hold", () => {
    expect(movedByReorder(7, [5, 6, 7, 8], [6, 5, 7, 8])).toBe(false);
    expect(movedByReorder(7, [5, 6, 7, 8], [7, 5, 6, 8])).toBe(true);
    expect(movedByReorder(5, [5, 6, 7, 8], [7, 5, 6, 8])).toBe(true);
    // an item deleted or created in between moves nobody
    expect(movedByReorder(7, [5, 6, 7, 8], [6, 7, 8, 9])).toBe(false);
  });

  it("counts the first order that holds the item, with nothing to compare with; not an order without it", () => {
    expect(movedByReorder(7, null, [5, 6, 7])).toBe(true);
    expect(movedByReorder(7, [5, 6], [5, 6, 7])).toBe(true);
    expect(movedByReorder(7, [5, 6, 7], [5, 6])).toBe(false);
  });
});
