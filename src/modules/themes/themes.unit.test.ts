import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/catalogue/decider-spec.ts";
import { type ThemeInput, themeDecider } from "./decide.ts";
import type { ThemeAdded, ThemeDeleted } from "./events.ts";

const spec = deciderSpec(themeDecider);

const migration: ThemeInput = { name: "Migrácia", nameEn: "Migration", nameCz: "Migrace", nameEs: "Migración", svgPath: "/uploads/migration.svg" };
const added: ThemeAdded = { type: "ThemeAdded", data: { themeId: 3, ...migration, order: 2 } };
const deleted: ThemeDeleted = { type: "ThemeDeleted", data: { themeId: 3 } };

describe("themes", () => {
  describe("AddTheme", () => {
    it("adds a theme with trimmed names and its icon at the given position", () =>
      spec
        .given([])
        .when({ type: "AddTheme", data: { ...migration, nameEs: " Migración ", themeId: 3, order: 2 } })
        .then([added]));

    it("requires all four names and an SVG icon", () =>
      spec
        .given([])
        .when({ type: "AddTheme", data: { name: "", nameEn: " ", nameCz: "", nameEs: "", svgPath: "", themeId: 3, order: 1 } })
        .thenFailsValidation({ name: "REQUIRED", nameEn: "REQUIRED", nameCz: "REQUIRED", nameEs: "REQUIRED", svgPath: "THEME_SVG_REQUIRED" }));

    it("refuses a position that is not a whole number from 1", () =>
      spec.given([]).when({ type: "AddTheme", data: { ...migration, themeId: 3, order: 0 } }).thenFailsValidation({ order: "ORDER_INVALID" }));

    it("refuses to add a theme whose stream already exists", () => {
      spec.given([added]).when({ type: "AddTheme", data: { ...migration, themeId: 3, order: 2 } }).thenThrows("THEME_ALREADY_EXISTS");
      spec.given([added, deleted]).when({ type: "AddTheme", data: { ...migration, themeId: 3, order: 2 } }).thenThrows("THEME_ALREADY_EXISTS");
    });
  });

  describe("EditTheme", () => {
    it("records new names and icon", () =>
      spec
        .given([added])
        .when({ type: "EditTheme", data: { ...migration, name: "Migrácia a utečenci", svgPath: "/uploads/m2.svg", themeId: 3 } })
        .then([{ type: "ThemeEdited", data: { themeId: 3, ...migration, name: "Migrácia a utečenci", svgPath: "/uploads/m2.svg" } }]));

    it("records nothing when nothing changed, also after an earlier edit", () => {
      spec.given([added]).when({ type: "EditTheme", data: { ...migration, themeId: 3 } }).then([]);
      spec
        .given([added, { type: "ThemeEdited", data: { themeId: 3, ...migration, nameEn: "Migrants" } }])
        .when({ type: "EditTheme", data: { ...migration, nameEn: "Migrants", themeId: 3 } })
        .then([]);
    });

    it("validates like adding", () =>
      spec.given([added]).when({ type: "EditTheme", data: { ...migration, nameCz: "", svgPath: " ", themeId: 3 } }).thenFailsValidation({ nameCz: "REQUIRED", svgPath: "THEME_SVG_REQUIRED" }));

    it("refuses a missing or deleted theme", () => {
      spec.given([]).when({ type: "EditTheme", data: { ...migration, themeId: 3 } }).thenThrows("THEME_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "EditTheme", data: { ...migration, themeId: 3 } }).thenThrows("THEME_NOT_FOUND");
    });
  });

  describe("ReorderTheme", () => {
    it("moves the theme", () =>
      spec.given([added]).when({ type: "ReorderTheme", data: { themeId: 3, order: 5 } }).then([{ type: "ThemeReordered", data: { themeId: 3, order: 5 } }]));

    it("records nothing when the position is unchanged", () =>
      spec.given([added]).when({ type: "ReorderTheme", data: { themeId: 3, order: 2 } }).then([]));

    it("refuses an invalid position", () =>
      spec.given([added]).when({ type: "ReorderTheme", data: { themeId: 3, order: 2.5 } }).thenFailsValidation({ order: "ORDER_INVALID" }));

    it("refuses a missing or deleted theme", () => {
      spec.given([]).when({ type: "ReorderTheme", data: { themeId: 3, order: 1 } }).thenThrows("THEME_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "ReorderTheme", data: { themeId: 3, order: 1 } }).thenThrows("THEME_NOT_FOUND");
    });
  });

  describe("DeleteTheme", () => {
    it("deletes the theme", () => spec.given([added]).when({ type: "DeleteTheme", data: { themeId: 3 } }).then([deleted]));

    it("refuses a missing or already deleted theme", () => {
      spec.given([]).when({ type: "DeleteTheme", data: { themeId: 3 } }).thenThrows("THEME_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "DeleteTheme", data: { themeId: 3 } }).thenThrows("THEME_NOT_FOUND");
    });
  });
});
