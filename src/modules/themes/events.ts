import type { DomainEvent } from "../../eventstore/decider.ts";
import type { LocalisedNames } from "../languages/fields.ts";

/**
 * A theme of the living books (migration, disability, faith…): its name in the four interface
 * languages and an SVG icon, in an order chosen by the admins. One stream per theme: `theme-<id>`.
 */
export const themeStream = (themeId: number) => `theme-${themeId}`;

export type ThemeDetails = LocalisedNames & { svgPath: string };

export type ThemeAdded = DomainEvent<"ThemeAdded", ThemeDetails & { themeId: number; order: number }>;
export type ThemeEdited = DomainEvent<"ThemeEdited", ThemeDetails & { themeId: number }>;
export type ThemeReordered = DomainEvent<"ThemeReordered", { themeId: number; order: number }>;
export type ThemeDeleted = DomainEvent<"ThemeDeleted", { themeId: number }>;

export type ThemeEvent = ThemeAdded | ThemeEdited | ThemeReordered | ThemeDeleted;

export const themeEventTypes = ["ThemeAdded", "ThemeEdited", "ThemeReordered", "ThemeDeleted"] as const satisfies readonly ThemeEvent["type"][];

export type Theme = ThemeDetails & { themeId: number; order: number };

export type ThemeState = { status: "none" } | { status: "active"; theme: Theme } | { status: "deleted" };

export const initialThemeState = (): ThemeState => ({ status: "none" });

export function evolveTheme(state: ThemeState, event: ThemeEvent): ThemeState {
  switch (event.type) {
    case "ThemeAdded":
      return { status: "active", theme: event.data };
    case "ThemeEdited":
      return state.status === "active" ? { status: "active", theme: { ...state.theme, ...event.data } } : state;
    case "ThemeReordered":
      return state.status === "active" ? { status: "active", theme: { ...state.theme, order: event.data.order } } : state;
    case "ThemeDeleted":
      return { status: "deleted" };
    default: {
      // every event type is handled above; the compiler says so when one is added
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
