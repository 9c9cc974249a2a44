import type { DomainEvent } from "../../eventstore/decider.ts";
import type { LanguageFlag, LocalisedNames } from "./fields.ts";

/**
 * A language of audiobooks (and of the catalogue's content): its name in the four interface
 * languages, an abbreviation shown in lists, and optionally the interface language it matches.
 * One stream per language: `language-<id>`.
 */
export const languageStream = (languageId: number) => `language-${languageId}`;

export type LanguageDetails = LocalisedNames & { abbreviation: string; languageFlag: LanguageFlag | null };

export type LanguageAdded = DomainEvent<"LanguageAdded", LanguageDetails & { languageId: number; order: number }>;
export type LanguageEdited = DomainEvent<"LanguageEdited", LanguageDetails & { languageId: number }>;
export type LanguageReordered = DomainEvent<"LanguageReordered", { languageId: number; order: number }>;
export type LanguageDeleted = DomainEvent<"LanguageDeleted", { languageId: number }>;

export type LanguageEvent = LanguageAdded | LanguageEdited | LanguageReordered | LanguageDeleted;

export const languageEventTypes = [
  "LanguageAdded",
  "LanguageEdited",
  "LanguageReordered",
  "LanguageDeleted",
] as const satisfies readonly LanguageEvent["type"][];

export type Language = LanguageDetails & { languageId: number; order: number };

export type LanguageState = { status: "none" } | { status: "active"; language: Language } | { status: "deleted" };

export const initialLanguageState = (): LanguageState => ({ status: "none" });

export function evolveLanguage(state: LanguageState, event: LanguageEvent): LanguageState {
  switch (event.type) {
    case "LanguageAdded":
      return { status: "active", language: event.data };
    case "LanguageEdited":
      return state.status === "active" ? { status: "active", language: { ...state.language, ...event.data } } : state;
    case "LanguageReordered":
      return state.status === "active" ? { status: "active", language: { ...state.language, order: event.data.order } } : state;
    case "LanguageDeleted":
      return { status: "deleted" };
    default: {
      // every event type is handled above; the compiler says so when one is added
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
