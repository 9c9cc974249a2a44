import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/catalogue/decider-spec.ts";
import { type LanguageInput, languageDecider } from "./decide.ts";
import type { LanguageAdded } from "./events.ts";

const spec = deciderSpec(languageDecider);

const slovak: LanguageInput = { name: "slovenčina", nameEn: "Slovak", nameCz: "slovenština", nameEs: "eslovaco", abbreviation: "SK", languageFlag: "sk" };
const added: LanguageAdded = {
  type: "LanguageAdded",
  data: { languageId: 7, name: "slovenčina", nameEn: "Slovak", nameCz: "slovenština", nameEs: "eslovaco", abbreviation: "SK", languageFlag: "sk", order: 3 },
};

describe("languages", () => {
  describe("AddLanguage", () => {
    it("adds a language with trimmed names at the given position", () =>
      spec
        .given([])
        .when({ type: "AddLanguage", data: { ...slovak, name: "  slovenčina ", languageId: 7, order: 3 } })
        .then([added]));

    it("accepts a language without a flag (empty means none)", () =>
      spec
        .given([])
        .when({ type: "AddLanguage", data: { ...slovak, languageFlag: "", languageId: 7, order: 3 } })
        .then([{ type: "LanguageAdded", data: { ...added.data, languageFlag: null } }]));

    it("requires all four names and the abbreviation", () =>
      spec
        .given([])
        .when({ type: "AddLanguage", data: { name: " ", nameEn: "", nameCz: "", nameEs: "", abbreviation: "", languageId: 7, order: 1 } })
        .thenFailsValidation({ name: "REQUIRED", nameEn: "REQUIRED", nameCz: "REQUIRED", nameEs: "REQUIRED", abbreviation: "REQUIRED" }));

    it("refuses a flag that is not an interface language", () =>
      spec
        .given([])
        .when({ type: "AddLanguage", data: { ...slovak, languageFlag: "de", languageId: 7, order: 1 } })
        .thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses a position below 1 or not whole", () => {
      spec.given([]).when({ type: "AddLanguage", data: { ...slovak, languageId: 7, order: 0 } }).thenFailsValidation({ order: "ORDER_INVALID" });
      spec.given([]).when({ type: "AddLanguage", data: { ...slovak, languageId: 7, order: 1.5 } }).thenFailsValidation({ order: "ORDER_INVALID" });
    });

    it("refuses to add the same language twice", () =>
      spec.given([added]).when({ type: "AddLanguage", data: { ...slovak, languageId: 7, order: 3 } }).thenThrows("LANGUAGE_ALREADY_EXISTS"));
  });

  describe("EditLanguage", () => {
    it("records the new details", () =>
      spec
        .given([added])
        .when({ type: "EditLanguage", data: { ...slovak, abbreviation: "SVK", languageFlag: null, languageId: 7 } })
        .then([
          {
            type: "LanguageEdited",
            data: { languageId: 7, name: "slovenčina", nameEn: "Slovak", nameCz: "slovenština", nameEs: "eslovaco", abbreviation: "SVK", languageFlag: null },
          },
        ]));

    it("records nothing when nothing changed", () =>
      spec.given([added]).when({ type: "EditLanguage", data: { ...slovak, nameEn: " Slovak ", languageId: 7 } }).then([]));

    it("validates like adding", () =>
      spec.given([added]).when({ type: "EditLanguage", data: { ...slovak, abbreviation: " ", languageId: 7 } }).thenFailsValidation({ abbreviation: "REQUIRED" }));

    it("refuses a language that does not exist or was deleted", () => {
      spec.given([]).when({ type: "EditLanguage", data: { ...slovak, languageId: 7 } }).thenThrows("LANGUAGE_NOT_FOUND");
      spec
        .given([added, { type: "LanguageDeleted", data: { languageId: 7 } }])
        .when({ type: "EditLanguage", data: { ...slovak, languageId: 7 } })
        .thenThrows("LANGUAGE_NOT_FOUND");
    });
  });

  describe("ReorderLanguage", () => {
    it("moves the language", () =>
      spec.given([added]).when({ type: "ReorderLanguage", data: { languageId: 7, order: 1 } }).then([{ type: "LanguageReordered", data: { languageId: 7, order: 1 } }]));

    it("records nothing when the position is unchanged (also after an earlier move)", () => {
      spec.given([added]).when({ type: "ReorderLanguage", data: { languageId: 7, order: 3 } }).then([]);
      spec
        .given([added, { type: "LanguageReordered", data: { languageId: 7, order: 5 } }])
        .when({ type: "ReorderLanguage", data: { languageId: 7, order: 5 } })
        .then([]);
    });

    it("refuses an invalid position", () =>
      spec.given([added]).when({ type: "ReorderLanguage", data: { languageId: 7, order: -2 } }).thenFailsValidation({ order: "ORDER_INVALID" }));

    it("refuses a missing language", () =>
      spec.given([]).when({ type: "ReorderLanguage", data: { languageId: 7, order: 1 } }).thenThrows("LANGUAGE_NOT_FOUND"));
  });

  describe("DeleteLanguage", () => {
    it("deletes the language", () =>
      spec.given([added]).when({ type: "DeleteLanguage", data: { languageId: 7 } }).then([{ type: "LanguageDeleted", data: { languageId: 7 } }]));

    it("refuses a missing or already deleted language", () => {
      spec.given([]).when({ type: "DeleteLanguage", data: { languageId: 7 } }).thenThrows("LANGUAGE_NOT_FOUND");
      spec
        .given([added, { type: "LanguageDeleted", data: { languageId: 7 } }])
        .when({ type: "DeleteLanguage", data: { languageId: 7 } })
        .thenThrows("LANGUAGE_NOT_FOUND");
    });
  });
});
