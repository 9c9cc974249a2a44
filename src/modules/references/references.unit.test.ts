import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type ReferenceInput, referenceList } from "./list.ts";

const spec = deciderSpec(referenceList.itemDecider);
const { events } = referenceList;

const teacher = {
  title: "Učiteľka, ZŠ Hradná, Bratislava",
  name: "Mgr. Jana Kováčová",
  text: "Žiaci po rozhovore so živou knihou ešte týždeň diskutovali.",
  languageFlag: "sk" as const,
} satisfies ReferenceInput;
const created = events.added({ id: 9, ...teacher });
const removed = events.deleted(9);

describe("references", () => {
  it("record their own event names: ReferenceCreated, ReferenceEdited, ReferenceRemoved", () =>
    expect([created.type, events.edited({ id: 9, ...teacher }).type, removed.type]).toEqual([
      "ReferenceCreated",
      "ReferenceEdited",
      "ReferenceRemoved",
    ]));

  describe("Add (create)", () => {
    it("creates a reference with trimmed fields", () =>
      spec
        .given([])
        .when({ type: "Add", id: 9, input: { ...teacher, name: " Mgr. Jana Kováčová ", languageFlag: " sk" } })
        .then([created]));

    it("requires title, name, text and language flag", () =>
      spec
        .given([])
        .when({ type: "Add", id: 9, input: { title: "", name: " ", text: "", languageFlag: "" } })
        .thenFailsValidation({ title: "REQUIRED", name: "REQUIRED", text: "REQUIRED", languageFlag: "REQUIRED" }));

    it("refuses a language flag that is not an interface language", () =>
      spec
        .given([])
        .when({ type: "Add", id: 9, input: { ...teacher, languageFlag: "hu" } })
        .thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses to create a reference twice", () =>
      spec.given([created]).when({ type: "Add", id: 9, input: teacher }).thenThrows("REFERENCE_ALREADY_EXISTS"));
  });

  describe("Edit", () => {
    it("records the new text and language", () =>
      spec
        .given([created])
        .when({ type: "Edit", id: 9, input: { ...teacher, text: "Výborná skúsenosť.", languageFlag: "cz" } })
        .then([events.edited({ id: 9, ...teacher, text: "Výborná skúsenosť.", languageFlag: "cz" })]));

    it("records nothing when nothing changed", () =>
      spec.given([created]).when({ type: "Edit", id: 9, input: teacher }).then([]));

    it("validates like creating", () =>
      spec
        .given([created])
        .when({ type: "Edit", id: 9, input: { ...teacher, text: "  " } })
        .thenFailsValidation({ text: "REQUIRED" }));

    it("refuses a missing or removed reference", () => {
      spec.given([]).when({ type: "Edit", id: 9, input: teacher }).thenThrows("REFERENCE_NOT_FOUND");
      spec.given([created, removed]).when({ type: "Edit", id: 9, input: teacher }).thenThrows("REFERENCE_NOT_FOUND");
    });
  });

  describe("Delete (remove)", () => {
    it("removes the reference", () => spec.given([created]).when({ type: "Delete", id: 9 }).then([removed]));

    it("refuses a missing or already removed reference", () => {
      spec.given([]).when({ type: "Delete", id: 9 }).thenThrows("REFERENCE_NOT_FOUND");
      spec.given([created, removed]).when({ type: "Delete", id: 9 }).thenThrows("REFERENCE_NOT_FOUND");
    });
  });
});
