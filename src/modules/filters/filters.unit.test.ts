import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/catalogue/decider-spec.ts";
import { type FilterInput, filterDecider } from "./decide.ts";
import type { FilterAdded, FilterDeleted } from "./events.ts";

const spec = deciderSpec(filterDecider);

const englishSubtitles: FilterInput = {
  name: "Anglické titulky",
  nameEn: "English subtitles",
  nameCz: "Anglické titulky",
  nameEs: "Subtítulos en inglés",
  languageFlag: "en",
};
const added: FilterAdded = {
  type: "FilterAdded",
  data: { filterId: 4, name: "Anglické titulky", nameEn: "English subtitles", nameCz: "Anglické titulky", nameEs: "Subtítulos en inglés", languageFlag: "en", order: 1 },
};
const deleted: FilterDeleted = { type: "FilterDeleted", data: { filterId: 4 } };

describe("filters", () => {
  describe("AddFilter", () => {
    it("adds a filter with a language flag", () =>
      spec.given([]).when({ type: "AddFilter", data: { ...englishSubtitles, name: " Anglické titulky", filterId: 4, order: 1 } }).then([added]));

    it("adds a filter without a flag (absent, null or empty)", () => {
      const unflagged = { type: "FilterAdded" as const, data: { ...added.data, languageFlag: null } };
      spec.given([]).when({ type: "AddFilter", data: { ...englishSubtitles, languageFlag: undefined, filterId: 4, order: 1 } }).then([unflagged]);
      spec.given([]).when({ type: "AddFilter", data: { ...englishSubtitles, languageFlag: null, filterId: 4, order: 1 } }).then([unflagged]);
      spec.given([]).when({ type: "AddFilter", data: { ...englishSubtitles, languageFlag: " ", filterId: 4, order: 1 } }).then([unflagged]);
    });

    it("requires all four names", () =>
      spec
        .given([])
        .when({ type: "AddFilter", data: { name: "", nameEn: "", nameCz: " ", nameEs: "", filterId: 4, order: 1 } })
        .thenFailsValidation({ name: "REQUIRED", nameEn: "REQUIRED", nameCz: "REQUIRED", nameEs: "REQUIRED" }));

    it("refuses an unknown language flag and an invalid position", () =>
      spec
        .given([])
        .when({ type: "AddFilter", data: { ...englishSubtitles, languageFlag: "EN", filterId: 4, order: -1 } })
        .thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID", order: "ORDER_INVALID" }));

    it("refuses to add a filter twice", () =>
      spec.given([added]).when({ type: "AddFilter", data: { ...englishSubtitles, filterId: 4, order: 1 } }).thenThrows("FILTER_ALREADY_EXISTS"));
  });

  describe("EditFilter", () => {
    it("records the new names and flag", () =>
      spec
        .given([added])
        .when({ type: "EditFilter", data: { ...englishSubtitles, nameEn: "Subtitles in English", languageFlag: "", filterId: 4 } })
        .then([
          {
            type: "FilterEdited",
            data: { filterId: 4, name: "Anglické titulky", nameEn: "Subtitles in English", nameCz: "Anglické titulky", nameEs: "Subtítulos en inglés", languageFlag: null },
          },
        ]));

    it("records nothing when nothing changed", () => spec.given([added]).when({ type: "EditFilter", data: { ...englishSubtitles, filterId: 4 } }).then([]));

    it("validates like adding", () =>
      spec.given([added]).when({ type: "EditFilter", data: { ...englishSubtitles, nameEs: "", languageFlag: "de", filterId: 4 } }).thenFailsValidation({ nameEs: "REQUIRED", languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses a missing or deleted filter", () => {
      spec.given([]).when({ type: "EditFilter", data: { ...englishSubtitles, filterId: 4 } }).thenThrows("FILTER_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "EditFilter", data: { ...englishSubtitles, filterId: 4 } }).thenThrows("FILTER_NOT_FOUND");
    });
  });

  describe("ReorderFilter", () => {
    it("moves the filter, and records nothing when it stays", () => {
      spec.given([added]).when({ type: "ReorderFilter", data: { filterId: 4, order: 2 } }).then([{ type: "FilterReordered", data: { filterId: 4, order: 2 } }]);
      spec.given([added]).when({ type: "ReorderFilter", data: { filterId: 4, order: 1 } }).then([]);
    });

    it("refuses an invalid position", () =>
      spec.given([added]).when({ type: "ReorderFilter", data: { filterId: 4, order: 0 } }).thenFailsValidation({ order: "ORDER_INVALID" }));

    it("refuses a missing or deleted filter", () => {
      spec.given([]).when({ type: "ReorderFilter", data: { filterId: 4, order: 1 } }).thenThrows("FILTER_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "ReorderFilter", data: { filterId: 4, order: 1 } }).thenThrows("FILTER_NOT_FOUND");
    });
  });

  describe("DeleteFilter", () => {
    it("deletes the filter", () => spec.given([added]).when({ type: "DeleteFilter", data: { filterId: 4 } }).then([deleted]));

    it("refuses a missing or already deleted filter", () => {
      spec.given([]).when({ type: "DeleteFilter", data: { filterId: 4 } }).thenThrows("FILTER_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "DeleteFilter", data: { filterId: 4 } }).thenThrows("FILTER_NOT_FOUND");
    });
  });
});
