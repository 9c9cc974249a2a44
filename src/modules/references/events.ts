import type { DomainEvent } from "../../eventstore/decider.ts";
import type { LanguageFlag } from "../languages/fields.ts";

/**
 * A reference (testimonial): who said it (name, and title: their position or institution), what
 * they said, and the interface language whose visitors see it in the home page carousel.
 * One stream per reference: `reference-<id>`.
 */
export const referenceStream = (referenceId: number) => `reference-${referenceId}`;

export type ReferenceDetails = { title: string; name: string; text: string; languageFlag: LanguageFlag };

export type ReferenceCreated = DomainEvent<"ReferenceCreated", ReferenceDetails & { referenceId: number }>;
export type ReferenceEdited = DomainEvent<"ReferenceEdited", ReferenceDetails & { referenceId: number }>;
export type ReferenceRemoved = DomainEvent<"ReferenceRemoved", { referenceId: number }>;

export type ReferenceEvent = ReferenceCreated | ReferenceEdited | ReferenceRemoved;

export const referenceEventTypes = ["ReferenceCreated", "ReferenceEdited", "ReferenceRemoved"] as const satisfies readonly ReferenceEvent["type"][];

export type Reference = ReferenceDetails & { referenceId: number };

export type ReferenceState = { status: "none" } | { status: "active"; reference: Reference } | { status: "removed" };

export const initialReferenceState = (): ReferenceState => ({ status: "none" });

export function evolveReference(state: ReferenceState, event: ReferenceEvent): ReferenceState {
  switch (event.type) {
    case "ReferenceCreated":
    case "ReferenceEdited":
      return { status: "active", reference: event.data };
    case "ReferenceRemoved":
      return { status: "removed" };
    default: {
      // every event type is handled above; the compiler says so when one is added
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
