import { describe, expect, it } from "vitest";
import type { DomainEvent } from "./decider.ts";
import { combinedCodec, eventCodec } from "./event-codec.ts";

type Renamed = DomainEvent<"Renamed", { fullName: string; by: string }>;
type Removed = DomainEvent<"Removed", { reason: string }>;
type PersonEvent = Renamed | Removed;
type Moved = DomainEvent<"Moved", { to: string }>;

// Renamed v1 had `name`; v2 `fullName`; v3 added `by`.
const people = eventCodec<PersonEvent>({
  types: { Renamed: true, Removed: true },
  upcasters: {
    Renamed: [({ name, ...rest }) => ({ ...rest, fullName: name }), (data) => ({ by: "unknown", ...data })],
  },
});
const recorded = (type: string, data: Record<string, unknown>, schemaVersion: number) => ({
  type,
  data,
  metadata: { eventId: "e", correlationId: "c", causationId: "c", actor: "system", schemaVersion },
});

describe("the event codec", () => {
  it("writes each type with its current version: one more than its upcasters", () => {
    expect(people.schemaVersion("Renamed")).toBe(3);
    expect(people.schemaVersion("Removed")).toBe(1);
    expect(people.types).toEqual(["Renamed", "Removed"]);
  });

  it("brings an old event up to the current shape, one version at a time", () => {
    expect(people.decode(recorded("Renamed", { name: "Jana" }, 1))).toEqual({
      type: "Renamed",
      data: { fullName: "Jana", by: "unknown" },
    });
    expect(people.decode(recorded("Renamed", { fullName: "Jana" }, 2))).toEqual({
      type: "Renamed",
      data: { by: "unknown", fullName: "Jana" },
    });
    expect(people.decode(recorded("Renamed", { fullName: "Jana", by: "admin" }, 3))).toEqual({
      type: "Renamed",
      data: { fullName: "Jana", by: "admin" },
    });
  });

  it("does not decode another union's events", () => {
    expect(people.decode(recorded("Moved", { to: "Nitra" }, 1))).toBeUndefined();
    expect(people.has("Moved")).toBe(false);
  });

  it("combines unions for a reader of several streams", () => {
    const both = combinedCodec<PersonEvent | Moved>(people, eventCodec<Moved>({ types: { Moved: true } }));
    expect(both.decode(recorded("Moved", { to: "Nitra" }, 1))).toEqual({ type: "Moved", data: { to: "Nitra" } });
    expect(both.decode(recorded("Renamed", { name: "Jana" }, 1))?.data).toEqual({ fullName: "Jana", by: "unknown" });
    expect(both.schemaVersion("Renamed")).toBe(3);
  });
});
