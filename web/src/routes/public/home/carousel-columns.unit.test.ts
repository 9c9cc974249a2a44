import { describe, expect, it } from "vitest";
import { carouselColumnsFor, carouselSlots } from "./carousel-columns.ts";

describe("carouselColumnsFor", () => {
  it("is 3 above 800 px, 2 above 450 px and 1 otherwise", () => {
    expect([1280, 801, 800, 451, 450, 360].map(carouselColumnsFor)).toEqual([3, 3, 2, 2, 1, 1]);
  });
});

describe("carouselSlots", () => {
  it("holds one item before and one after the visible ones, wrapping around", () => {
    expect(carouselSlots(0, 3, 5)).toEqual([4, 0, 1, 2, 3]);
    expect(carouselSlots(4, 3, 5)).toEqual([3, 4, 0, 1, 2]);
    expect(carouselSlots(1, 1, 2)).toEqual([0, 1, 0]);
  });
});
