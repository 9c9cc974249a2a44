import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type ThemeInput, themeList, themeMediaFiles } from "./list.ts";
import type { DomainError } from "../../shared/errors.ts";

const spec = deciderSpec(themeList.itemDecider);
const orderSpec = deciderSpec(themeList.orderDecider);
const { events } = themeList;

const migration: ThemeInput = {
  name: "Migrácia",
  nameEn: "Migration",
  nameCz: "Migrace",
  nameEs: "Migración",
  svgPath: "/uploads/migration.svg",
};
const added = events.added({ id: 3, ...migration, order: 2 });
const deleted = events.deleted(3);

describe("themes", () => {
  describe("Add", () => {
    it("adds a theme with trimmed names and its icon at the given position", () =>
      spec
        .given([])
        .when({ type: "Add", id: 3, input: { ...migration, nameEs: " Migración " }, order: 2 })
        .then([added]));

    it("requires all four names and an SVG icon", () =>
      spec
        .given([])
        .when({ type: "Add", id: 3, input: { name: "", nameEn: " ", nameCz: "", nameEs: "", svgPath: "" }, order: 1 })
        .thenFailsValidation({
          name: "REQUIRED",
          nameEn: "REQUIRED",
          nameCz: "REQUIRED",
          nameEs: "REQUIRED",
          svgPath: "THEME_SVG_REQUIRED",
        }));

    it("refuses a position that is not a whole number from 1", () =>
      spec
        .given([])
        .when({ type: "Add", id: 3, input: migration, order: 0 })
        .thenFailsValidation({ order: "ORDER_INVALID" }));

    it("refuses to add a theme whose stream already exists", () => {
      spec.given([added]).when({ type: "Add", id: 3, input: migration, order: 2 }).thenThrows("THEME_ALREADY_EXISTS");
      spec
        .given([added, deleted])
        .when({ type: "Add", id: 3, input: migration, order: 2 })
        .thenThrows("THEME_ALREADY_EXISTS");
    });
  });

  describe("Edit", () => {
    it("records new names and icon", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 3, input: { ...migration, name: "Migrácia a utečenci", svgPath: "/uploads/m2.svg" } })
        .then([events.edited({ id: 3, ...migration, name: "Migrácia a utečenci", svgPath: "/uploads/m2.svg" })]));

    it("records nothing when nothing changed, also after an earlier edit", () => {
      spec.given([added]).when({ type: "Edit", id: 3, input: migration }).then([]);
      spec
        .given([added, events.edited({ id: 3, ...migration, nameEn: "Migrants" })])
        .when({ type: "Edit", id: 3, input: { ...migration, nameEn: "Migrants" } })
        .then([]);
    });

    it("validates like adding", () =>
      spec
        .given([added])
        .when({ type: "Edit", id: 3, input: { ...migration, nameCz: "", svgPath: " " } })
        .thenFailsValidation({ nameCz: "REQUIRED", svgPath: "THEME_SVG_REQUIRED" }));

    it("refuses a missing or deleted theme", () => {
      spec.given([]).when({ type: "Edit", id: 3, input: migration }).thenThrows("THEME_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "Edit", id: 3, input: migration }).thenThrows("THEME_NOT_FOUND");
    });
  });

  describe("Reorder (the whole list, one event)", () => {
    const reorder = (positions: { id: number; order: number }[], current = [3, 4, 5]) => ({
      type: "Reorder" as const,
      positions,
      current,
    });

    it("records the themes in their new order", () =>
      orderSpec
        .given([])
        .when(
          reorder([
            { id: 3, order: 2 },
            { id: 5, order: 3 },
            { id: 4, order: 1 },
          ]),
        )
        .then([events.reordered([4, 3, 5])]));

    it("records nothing when the order is unchanged", () =>
      orderSpec
        .given([events.reordered([4, 3, 5])])
        .when(
          reorder(
            [
              { id: 4, order: 1 },
              { id: 3, order: 2 },
              { id: 5, order: 3 },
            ],
            [4, 3, 5],
          ),
        )
        .then([]));

    it("refuses an invalid position and a theme named twice", () => {
      orderSpec
        .given([])
        .when(
          reorder([
            { id: 3, order: 1 },
            { id: 4, order: 2.5 },
          ]),
        )
        .thenFailsValidation({ "1.order": "ORDER_INVALID" });
      orderSpec
        .given([])
        .when(
          reorder([
            { id: 3, order: 1 },
            { id: 3, order: 2 },
          ]),
        )
        .thenFailsValidation({ id: "DUPLICATE_ID" });
    });

    it("refuses a missing or deleted theme", () =>
      orderSpec
        .given([])
        .when(
          reorder([
            { id: 3, order: 1 },
            { id: 9, order: 2 },
          ]),
        )
        .thenThrows("THEME_NOT_FOUND"));
  });

  describe("Delete", () => {
    const unused = { count: 0, titles: [] };
    const used = { count: 12, titles: ["Anna", "Boris"] };

    it("deletes a theme no video has", () => {
      spec.given([added]).when({ type: "Delete", id: 3, usage: unused }).then([deleted]);
      spec.given([added]).when({ type: "Delete", id: 3 }).then([deleted]);
    });

    it("refuses to delete a theme a video still has, naming how many and which", () => {
      spec.given([added]).when({ type: "Delete", id: 3, usage: used }).thenThrows("THEME_IN_USE");
      try {
        themeList.itemDecider.decide({ type: "Delete", id: 3, usage: used }, { status: "active", item: added.data });
        expect.unreachable();
      } catch (error) {
        expect((error as DomainError).params).toEqual({ count: 12, names: "Anna, Boris, …" });
      }
    });

    it("says a theme does not exist before it says it is in use", () =>
      spec.given([added, deleted]).when({ type: "Delete", id: 3, usage: used }).thenThrows("THEME_NOT_FOUND"));

    it("deletes a theme whose users were moved to a replacement, which must be another existing theme", () => {
      spec
        .given([added])
        .when({ type: "Delete", id: 3, usage: unused, replacement: { id: 4, exists: true } })
        .then([deleted]);
      spec
        .given([added])
        .when({ type: "Delete", id: 3, replacement: { id: 3, exists: true } })
        .thenFailsValidation({ replacementId: "REPLACEMENT_SAME" });
      spec
        .given([added])
        .when({ type: "Delete", id: 3, replacement: { id: 4, exists: false } })
        .thenFailsValidation({ replacementId: "THEME_NOT_FOUND" });
    });

    it("still refuses while users that could not be moved have it", () =>
      spec
        .given([added])
        .when({ type: "Delete", id: 3, usage: used, replacement: { id: 4, exists: true } })
        .thenThrows("THEME_IN_USE"));

    it("refuses a missing or already deleted theme", () => {
      spec.given([]).when({ type: "Delete", id: 3 }).thenThrows("THEME_NOT_FOUND");
      spec.given([added, deleted]).when({ type: "Delete", id: 3 }).thenThrows("THEME_NOT_FOUND");
    });
  });

  describe("events recorded before the whole order was (schema version 1)", () => {
    const metadata = { eventId: "e", correlationId: "c", causationId: "c", actor: "system", schemaVersion: 1 };
    const decode = (type: string, data: Record<string, unknown>) => events.items.decode({ type, data, metadata });

    it("reads the theme's id from `themeId`, and a one-theme move", () => {
      expect(decode("ThemeAdded", { themeId: 3, ...migration, order: 2 })).toEqual(added);
      expect(decode("ThemeDeleted", { themeId: 3 })).toEqual(deleted);
      expect(decode("ThemeReordered", { themeId: 3, order: 5 })).toEqual({
        kind: "moved",
        type: "ThemeReordered",
        data: { id: 3, order: 5 },
      });
    });

    it("writes new events as version 2", () => expect(events.items.schemaVersion("ThemeAdded")).toBe(2));
  });

  it("shows its icon to every visitor", () => {
    const recorded = {
      eventId: "e",
      streamName: "theme-3",
      revision: 0n,
      position: { commit: 0n, prepare: 0n },
      createdAt: new Date(),
      type: "ThemeAdded",
      data: added.data,
      metadata: { eventId: "e", correlationId: "c", causationId: "c", actor: "system", schemaVersion: 2 },
    };
    expect(themeMediaFiles.filesOf(recorded)).toEqual([{ url: "/uploads/migration.svg", public: true }]);
  });
});
