import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/catalogue/decider-spec.ts";
import { type ReferenceInput, referenceDecider } from "./decide.ts";
import type { ReferenceCreated, ReferenceRemoved } from "./events.ts";

const spec = deciderSpec(referenceDecider);

const teacher = {
  title: "Učiteľka, ZŠ Hradná, Bratislava",
  name: "Mgr. Jana Kováčová",
  text: "Žiaci po rozhovore so živou knihou ešte týždeň diskutovali.",
  languageFlag: "sk" as const,
} satisfies ReferenceInput;
const created: ReferenceCreated = { type: "ReferenceCreated", data: { referenceId: 9, ...teacher } };
const removed: ReferenceRemoved = { type: "ReferenceRemoved", data: { referenceId: 9 } };

describe("references", () => {
  describe("CreateReference", () => {
    it("creates a reference with trimmed fields", () =>
      spec.given([]).when({ type: "CreateReference", data: { ...teacher, name: " Mgr. Jana Kováčová ", languageFlag: " sk", referenceId: 9 } }).then([created]));

    it("requires title, name, text and language flag", () =>
      spec
        .given([])
        .when({ type: "CreateReference", data: { title: "", name: " ", text: "", languageFlag: "", referenceId: 9 } })
        .thenFailsValidation({ title: "REQUIRED", name: "REQUIRED", text: "REQUIRED", languageFlag: "REQUIRED" }));

    it("refuses a language flag that is not an interface language", () =>
      spec.given([]).when({ type: "CreateReference", data: { ...teacher, languageFlag: "hu", referenceId: 9 } }).thenFailsValidation({ languageFlag: "LANGUAGE_FLAG_INVALID" }));

    it("refuses to create a reference twice", () =>
      spec.given([created]).when({ type: "CreateReference", data: { ...teacher, referenceId: 9 } }).thenThrows("REFERENCE_ALREADY_EXISTS"));
  });

  describe("EditReference", () => {
    it("records the new text and language", () =>
      spec
        .given([created])
        .when({ type: "EditReference", data: { ...teacher, text: "Výborná skúsenosť.", languageFlag: "cz", referenceId: 9 } })
        .then([{ type: "ReferenceEdited", data: { referenceId: 9, ...teacher, text: "Výborná skúsenosť.", languageFlag: "cz" } }]));

    it("records nothing when nothing changed", () => spec.given([created]).when({ type: "EditReference", data: { ...teacher, referenceId: 9 } }).then([]));

    it("validates like creating", () =>
      spec.given([created]).when({ type: "EditReference", data: { ...teacher, text: "  ", referenceId: 9 } }).thenFailsValidation({ text: "REQUIRED" }));

    it("refuses a missing or removed reference", () => {
      spec.given([]).when({ type: "EditReference", data: { ...teacher, referenceId: 9 } }).thenThrows("REFERENCE_NOT_FOUND");
      spec.given([created, removed]).when({ type: "EditReference", data: { ...teacher, referenceId: 9 } }).thenThrows("REFERENCE_NOT_FOUND");
    });
  });

  describe("RemoveReference", () => {
    it("removes the reference", () => spec.given([created]).when({ type: "RemoveReference", data: { referenceId: 9 } }).then([removed]));

    it("refuses a missing or already removed reference", () => {
      spec.given([]).when({ type: "RemoveReference", data: { referenceId: 9 } }).thenThrows("REFERENCE_NOT_FOUND");
      spec.given([created, removed]).when({ type: "RemoveReference", data: { referenceId: 9 } }).thenThrows("REFERENCE_NOT_FOUND");
    });
  });
});
