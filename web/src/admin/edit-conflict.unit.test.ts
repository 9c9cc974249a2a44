import { describe, expect, it } from "vitest";
import { ApiError } from "../relay/api-error.ts";
import { changedVariables, editConflictOf } from "./edit-conflict.ts";

describe("an edit's changed variables", () => {
  it("keeps only what differs from the loaded values, and the id", () => {
    const loaded = { videoId: 4, title: "Príbeh", note: "", themes: [1, 2], visible: true };
    const current = { videoId: 4, title: "Príbeh", note: "Nová poznámka", themes: [1, 2], visible: true };
    expect(changedVariables(current, loaded, ["videoId"])).toEqual({ videoId: 4, note: "Nová poznámka" });
  });

  it("sees a change inside a list or an object", () => {
    const loaded = { id: 1, themes: [1, 2], translations: { en: { title: "Story" } } };
    const current = { id: 1, themes: [2, 1], translations: { en: { title: "A story" } } };
    expect(changedVariables(current, loaded, ["id"])).toEqual(current);
  });

  it("sends only the id when nothing changed", () => {
    expect(changedVariables({ id: 3, title: "A" }, { id: 3, title: "A" }, ["id"])).toEqual({ id: 3 });
  });
});

describe("a conflict in a failed save", () => {
  it("is read from EDIT_CONFLICT's details", () => {
    const failure = new ApiError("Zmenil", "EDIT_CONFLICT", [], {
      changedBy: "eva@example.sk",
      changedAt: "2026-11-29T09:00:00.000Z",
      revision: 7,
    });
    expect(editConflictOf(failure)).toEqual({
      changedBy: "eva@example.sk",
      changedAt: "2026-11-29T09:00:00.000Z",
      revision: 7,
    });
  });

  it("is none for another failure", () => {
    expect(editConflictOf(new ApiError("Chyba", "VALIDATION_FAILED", []))).toBeNull();
    expect(editConflictOf(new Error("network"))).toBeNull();
  });
});
