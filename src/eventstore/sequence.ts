import { randomUUID } from "node:crypto";
import type { EventStore } from "./types.ts";

/**
 * Integer ids for entities (videos, themes, highlights…), allocated through the event store itself:
 * appending to `sequence-<kind>` serialises allocators, and the new event's revision + 1 is the id.
 * Works on every adapter and never hands out an id twice.
 */
export async function allocateIds(
  store: EventStore,
  kind: string,
  count: number,
  actor: string,
  correlationId: string,
): Promise<number[]> {
  if (count <= 0) return [];
  const events = Array.from({ length: count }, () => ({
    type: "IdAllocated",
    data: {},
    metadata: { eventId: randomUUID(), correlationId, causationId: correlationId, actor, schemaVersion: 1 },
  }));
  const { nextExpectedRevision } = await store.appendToStream(`sequence-${kind}`, events, "any");
  const last = Number(nextExpectedRevision) + 1;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
