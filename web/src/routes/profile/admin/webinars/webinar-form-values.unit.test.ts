import { describe, expect, it } from "vitest";
import {
  checkPack,
  checkWebinar,
  emptyPackValues,
  emptyWebinarValues,
  packVariables,
  priceField,
  priceToSend,
  valuesFromPack,
  webinarVariables,
} from "./webinar-form-values.ts";

describe("webinar form values", () => {
  it("requires a title, a price in euro and the days of access", () => {
    expect(checkWebinar(emptyWebinarValues())).toEqual({
      title: "required",
      price: "required",
      availableFor: "required",
    });
    expect(checkWebinar({ ...emptyWebinarValues(), title: "A", price: "8.999", availableFor: "0" })).toEqual({
      price: "price",
      availableFor: "number",
    });
    expect(checkWebinar({ ...emptyWebinarValues(), title: "A", price: "8,90", availableFor: "30" })).toEqual({});
  });

  it("shows a price in the interface language's format and takes either decimal mark back", () => {
    expect(priceField(8.9, "sk")).toBe("8,90");
    expect(priceField(8.9, "cz")).toBe("8,90");
    expect(priceField(1234.5, "es")).toBe("1234,50");
    expect(priceField(8.9, "en")).toBe("8.90");
    for (const typed of ["8,90", "8.90", " 8,9 "]) expect(priceToSend(typed)).toBe(8.9);
    for (const lang of ["sk", "cz", "en", "es"]) expect(priceToSend(priceField(12.5, lang))).toBe(12.5);
  });

  it("takes a length written as a clock, or none", () => {
    const valid = { ...emptyWebinarValues(), title: "A", price: "1", availableFor: "1" };
    for (const length of ["dlhé", "45 min", "1:5", "1:65:00"])
      expect(checkWebinar({ ...valid, length })).toEqual({ length: "length" });
    for (const length of ["", "45:00", "1:05:30", "0:30"]) expect(checkWebinar({ ...valid, length })).toEqual({});
  });

  it("checks the highlights' times", () => {
    const highlights = [{ key: "h", id: null, timestamp: "1:2", text: "", translations: { cz: "", en: "", es: "" } }];
    expect(checkWebinar({ ...emptyWebinarValues(), title: "A", price: "1", availableFor: "1", highlights })).toEqual({
      "highlights.0.timestamp": "format",
      "highlights.0.text": "required",
    });
  });

  it("sends the price in euro with a dot, the days as a number and the player id out of an embed code", () => {
    expect(priceToSend("8,90")).toBe(8.9);
    const variables = webinarVariables(
      {
        ...emptyWebinarValues(),
        title: " A ",
        price: "12,5",
        availableFor: "30",
        dacastId: "https://iframe.dacast.com/vod/abc-123",
      },
      null,
    );
    expect(variables).toMatchObject({
      webinarId: undefined,
      title: "A",
      price: 12.5,
      availableFor: 30,
      order: undefined,
      materials: [],
      highlights: [],
      slug: undefined, // a new webinar's address is made from its title
    });
    expect(variables.dacastId).not.toContain("https://");
  });

  it("keeps a pack's webinars in order and does not resend an unchanged order", () => {
    const values = valuesFromPack(
      {
        slug: "balik",
        title: "P",
        price: 49,
        availableFor: 60,
        htmlDesc: "",
        visible: true,
        order: 2,
        webinarIds: [3, 1],
      },
      "sk",
    );
    expect(values).toMatchObject({ price: "49,00", availableFor: "60", order: "2", webinars: [3, 1], slug: "balik" });
    expect(packVariables(values, 7, "2")).toMatchObject({
      webinarPackId: 7,
      order: undefined,
      webinars: [3, 1],
      price: 49,
    });
    // an existing pack sends the address the admin chose, trimmed
    expect(packVariables({ ...values, slug: " balik-2 " }, 7, "2").slug).toBe("balik-2");
    expect(checkPack(emptyPackValues())).toEqual({ title: "required", price: "required", availableFor: "required" });
  });
});
