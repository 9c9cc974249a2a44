import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type FilterInput, filterList } from "./list.ts";

const spec = deciderSpec(filterList.itemDecider);
const orderSpec = deciderSpec(filterList.orderDecider);
const { events } = filterList;

const englishSubtitles: FilterInput = {
  name: "Anglické titulky",
  nameEn: "English subtitles",
  nameCz: "Anglické titulky",
  nameEs: "Subtítulos en inglés",
  languageFlag: "en",
};
const added = events.added({
  id: 4,
  name: "Anglické titulky",
  nameEn: "English subtitles",
  nameCz: "Anglické titulky",
  nameEs: "Subtítulos en inglés",
  languageFlag: "en",
  order: 1,
});
const deleted = events.deleted(4);

describe("filters", () => {
  describe("Add", () => {
    it("adds a filter with a language flag", () =>
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { ...englishSubtitles, name: " Anglické titulky" }, order: 1 })
        .then([added]));

    it("adds a filter without a flag (absent, null or empty)", () => {
      const unflagged = events.added({ ...added.data, languageFlag: null });
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { ...englishSubtitles, languageFlag: undefined }, order: 1 })
        .then([unflagged]);
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { ...englishSubtitles, languageFlag: null }, order: 1 })
        .then([unflagged]);
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { ...englishSubtitles, languageFlag: " " }, order: 1 })
        .then([unflagged]);
    });

    it("requires all four names", () =>
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { name: "", nameEn: "", nameCz: " ", nameEs: "" }, order: 1 })
        .thenFailsValidation({ name: "REQUIRED", nameEn: "REQUIRED", nameCz: "REQUIRED", nameEs: "REQUIRED" }));

    it("refuses an unknown language flag and an invalid position", () =>
      spec
        .given([])
        .when({ type: "Add", id: 4, input: { ...englishSubtitles, languageFlag: "EN" }, order: -1 })
        .thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID", order: "ORDER_INVALID" }));

    it("refuses to add a filter twice", () =>
      spec
        .given([added])
        .when({ type: "Add", id: 4, input: englishSubtitles, order: 1 })
        .thenThrows("FILTER_ALREADY_EXISTS"));
  });

  describe("Edit", () => {
    it("records the new names and flag", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 4, input: { ...englishSubtitles, nameEn: "Subtitles in English", languageFlag: "" } })
        .then([
          events.edited({
            id: 4,
            name: "Anglické titulky",
            nameEn: "Subtitles in English",
            nameCz: "Anglické titulky",
            nameEs: "Subtítulos en inglés",
            languageFlag: null,
          }),
        ]));

    it("records nothing when nothing changed", () =>
      spec.given([added]).when({ type: "Edit", id: 4, input: englishSubtitles }).then([]));

    it("validates like adding", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 4, input: { ...englishSubtitles, nameEs: "", languageFlag: "de" } })
        .thenFailsValidation({ nameEs: "REQUIRED", languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses a missing or deleted filter", () => {
      spec.given([]).when({ type: "Edit", id: 4, input: englishSubtitles }).thenThrows("FILTER_NOT_FOUND");
      spec
        .given([added, deleted])
        .when({ type: "Edit", id: 4, input: englishSubtitles })
        .thenThrows("FILTER_NOT_FOUND");
    });
  });

  describe("Reorder (the whole list, one event)", () => {
    it("moves the filters, and records nothing when they stay", () => {
      orderSpec
        .given([])
        .when({
          type: "Reorder",
          positions: [
            { id: 4, order: 2 },
            { id: 6, order: 1 },
          ],
          current: [4, 6],
        })
        .then([events.reordered([6, 4])]);
      orderSpec
        .given([events.reordered([6, 4])])
        .when({
          type: "Reorder",
          positions: [
            { id: 6, order: 1 },
            { id: 4, order: 2 },
          ],
          current: [6, 4],
        })
        .then([]);
    });

    it("refuses an invalid position", () =>
      orderSpec
        .given([])
        .when({ type: "Reorder", positions: [{ id: 4, order: 0 }], current: [4] })
        .thenFailsValidation({ "0.order": "ORDER_INVALID" }));

    it("refuses a missing or deleted filter", () =>
      orderSpec
        .given([])
        .when({ type: "Reorder", positions: [{ id: 4, order: 1 }], current: [] })
        .thenThrows("FILTER_NOT_FOUND"));
  });

  describe("Delete", () => {
    it("deletes the filter", () => spec.given([added]).when({ type: "Delete", id: 4 }).then([deleted]));

    it("refuses it while videos have it, naming them (docs/decisions.md)", () =>
      spec
        .given([added])
        .when({ type: "Delete", id: 4, usage: { count: 1, titles: ["Anna"] } })
        .thenThrows("FILTER_IN_USE"));

    it("refuses a missing or already deleted filter", () => {
      spec.given([]).when({ type: "Delete", id: 4 }).thenThrows("FILTER_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "Delete", id: 4 }).thenThrows("FILTER_NOT_FOUND");
    });
  });
});
