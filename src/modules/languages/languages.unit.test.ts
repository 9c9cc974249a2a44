import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type LanguageInput, languageList } from "./list.ts";

const spec = deciderSpec(languageList.itemDecider);
const orderSpec = deciderSpec(languageList.orderDecider);
const { events } = languageList;

const slovak: LanguageInput = {
  name: "slovenčina",
  nameEn: "Slovak",
  nameCz: "slovenština",
  nameEs: "eslovaco",
  abbreviation: "SK",
  languageFlag: "sk",
};
const added = events.added({
  id: 7,
  name: "slovenčina",
  nameEn: "Slovak",
  nameCz: "slovenština",
  nameEs: "eslovaco",
  abbreviation: "SK",
  languageFlag: "sk",
  order: 3,
});

describe("languages", () => {
  describe("Add", () => {
    it("adds a language with trimmed names at the given position", () =>
      spec
        .given([])
        .when({ type: "Add", id: 7, input: { ...slovak, name: "  slovenčina " }, order: 3 })
        .then([added]));

    it("accepts a language without a flag (empty means none)", () =>
      spec
        .given([])
        .when({ type: "Add", id: 7, input: { ...slovak, languageFlag: "" }, order: 3 })
        .then([events.added({ ...added.data, languageFlag: null })]));

    it("requires all four names and the abbreviation", () =>
      spec
        .given([])
        .when({
          type: "Add",
          id: 7,
          input: { name: " ", nameEn: "", nameCz: "", nameEs: "", abbreviation: "" },
          order: 1,
        })
        .thenFailsValidation({
          name: "REQUIRED",
          nameEn: "REQUIRED",
          nameCz: "REQUIRED",
          nameEs: "REQUIRED",
          abbreviation: "REQUIRED",
        }));

    it("refuses a flag that is not an interface language", () =>
      spec
        .given([])
        .when({ type: "Add", id: 7, input: { ...slovak, languageFlag: "de" }, order: 1 })
        .thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses a position below 1 or not whole", () => {
      spec
        .given([])
        .when({ type: "Add", id: 7, input: slovak, order: 0 })
        .thenFailsValidation({ order: "ORDER_INVALID" });
      spec
        .given([])
        .when({ type: "Add", id: 7, input: slovak, order: 1.5 })
        .thenFailsValidation({ order: "ORDER_INVALID" });
    });

    it("refuses to add the same language twice", () =>
      spec.given([added]).when({ type: "Add", id: 7, input: slovak, order: 3 }).thenThrows("LANGUAGE_ALREADY_EXISTS"));
  });

  describe("Edit", () => {
    it("records the new details", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 7, input: { ...slovak, abbreviation: "SVK", languageFlag: null } })
        .then([
          events.edited({
            id: 7,
            name: "slovenčina",
            nameEn: "Slovak",
            nameCz: "slovenština",
            nameEs: "eslovaco",
            abbreviation: "SVK",
            languageFlag: null,
          }),
        ]));

    it("records nothing when nothing changed", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 7, input: { ...slovak, nameEn: " Slovak " } })
        .then([]));

    it("validates like adding", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 7, input: { ...slovak, abbreviation: " " } })
        .thenFailsValidation({ abbreviation: "REQUIRED" }));

    it("refuses a language that does not exist or was deleted", () => {
      spec.given([]).when({ type: "Edit", id: 7, input: slovak }).thenThrows("LANGUAGE_NOT_FOUND");
      spec
        .given([added, events.deleted(7)])
        .when({ type: "Edit", id: 7, input: slovak })
        .thenThrows("LANGUAGE_NOT_FOUND");
    });
  });

  describe("Reorder (the whole list, one event)", () => {
    it("moves the language", () =>
      orderSpec
        .given([])
        .when({
          type: "Reorder",
          positions: [
            { id: 7, order: 2 },
            { id: 8, order: 1 },
          ],
          current: [7, 8],
        })
        .then([events.reordered([8, 7])]));

    it("records nothing when the order is unchanged (also after an earlier move)", () => {
      orderSpec
        .given([events.reordered([8, 7])])
        .when({
          type: "Reorder",
          positions: [
            { id: 8, order: 1 },
            { id: 7, order: 2 },
          ],
          current: [8, 7],
        })
        .then([]);
      orderSpec
        .given([events.reordered([8, 7]), events.reordered([7, 8])])
        .when({
          type: "Reorder",
          positions: [
            { id: 7, order: 1 },
            { id: 8, order: 5 },
          ],
          current: [7, 8],
        })
        .then([]);
    });

    it("refuses an invalid position", () =>
      orderSpec
        .given([])
        .when({ type: "Reorder", positions: [{ id: 7, order: -2 }], current: [7] })
        .thenFailsValidation({ "0.order": "ORDER_INVALID" }));

    it("refuses a missing language", () =>
      orderSpec
        .given([])
        .when({ type: "Reorder", positions: [{ id: 7, order: 1 }], current: [] })
        .thenThrows("LANGUAGE_NOT_FOUND"));
  });

  describe("Delete", () => {
    it("deletes the language", () =>
      spec
        .given([added])
        .when({ type: "Delete", id: 7 })
        .then([events.deleted(7)]));

    it("refuses a missing or already deleted language", () => {
      spec.given([]).when({ type: "Delete", id: 7 }).thenThrows("LANGUAGE_NOT_FOUND");
      spec
        .given([added, events.deleted(7)])
        .when({ type: "Delete", id: 7 })
        .thenThrows("LANGUAGE_NOT_FOUND");
    });
  });
});
