import type { DomainEvent } from "../../eventstore/decider.ts";
import type { LanguageFlag, LocalisedNames } from "../languages/fields.ts";

/**
 * A filter (a "base tag") that visitors combine to narrow the video list, e.g. the subtitle
 * language or "for secondary schools". A filter with a language flag is preselected for visitors
 * using that interface language. One stream per filter: `filter-<id>`.
 */
export const filterStream = (filterId: number) => `filter-${filterId}`;

export type FilterDetails = LocalisedNames & { languageFlag: LanguageFlag | null };

export type FilterAdded = DomainEvent<"FilterAdded", FilterDetails & { filterId: number; order: number }>;
export type FilterEdited = DomainEvent<"FilterEdited", FilterDetails & { filterId: number }>;
export type FilterReordered = DomainEvent<"FilterReordered", { filterId: number; order: number }>;
export type FilterDeleted = DomainEvent<"FilterDeleted", { filterId: number }>;

export type FilterEvent = FilterAdded | FilterEdited | FilterReordered | FilterDeleted;

export const filterEventTypes = ["FilterAdded", "FilterEdited", "FilterReordered", "FilterDeleted"] as const satisfies readonly FilterEvent["type"][];

export type Filter = FilterDetails & { filterId: number; order: number };

export type FilterState = { status: "none" } | { status: "active"; filter: Filter } | { status: "deleted" };

export const initialFilterState = (): FilterState => ({ status: "none" });

export function evolveFilter(state: FilterState, event: FilterEvent): FilterState {
  switch (event.type) {
    case "FilterAdded":
      return { status: "active", filter: event.data };
    case "FilterEdited":
      return state.status === "active" ? { status: "active", filter: { ...state.filter, ...event.data } } : state;
    case "FilterReordered":
      return state.status === "active" ? { status: "active", filter: { ...state.filter, order: event.data.order } } : state;
    case "FilterDeleted":
      return { status: "deleted" };
    default: {
      // every event type is handled above; the compiler says so when one is added
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
