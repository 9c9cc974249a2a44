import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { LocalisedNameFields, SortOrder, validateOrder } from "../languages/fields.ts";
import { evolveTheme, initialThemeState, type ThemeDetails, type ThemeEvent, type ThemeState } from "./events.ts";

/** What the admin form sends: four names and the path of the uploaded SVG icon. */
export type ThemeInput = { name: string; nameEn: string; nameCz: string; nameEs: string; svgPath: string };

export type AddTheme = { type: "AddTheme"; data: ThemeInput & { themeId: number; order: number } };
export type EditTheme = { type: "EditTheme"; data: ThemeInput & { themeId: number } };
export type ReorderTheme = { type: "ReorderTheme"; data: { themeId: number; order: number } };
export type DeleteTheme = { type: "DeleteTheme"; data: { themeId: number } };

export type ThemeCommand = AddTheme | EditTheme | ReorderTheme | DeleteTheme;

const detailFields = {
  ...LocalisedNameFields,
  svgPath: Schema.Trim.check(Schema.isMinLength(1, { message: "THEME_SVG_REQUIRED" })),
};
const ThemeDetailsSchema = Schema.Struct(detailFields);
const NewThemeSchema = Schema.Struct({ ...detailFields, order: SortOrder });

const detailsOf = ({ name, nameEn, nameCz, nameEs, svgPath }: ThemeInput) => ({ name, nameEn, nameCz, nameEs, svgPath });

const sameDetails = (a: ThemeDetails, b: ThemeDetails) =>
  a.name === b.name && a.nameEn === b.nameEn && a.nameCz === b.nameCz && a.nameEs === b.nameEs && a.svgPath === b.svgPath;

/**
 * Deleting a theme is allowed while videos still use it: the admin is warned that those videos need
 * another theme, and the theme disappears from them (the videos read model drops it).
 */
export function decideTheme(command: ThemeCommand, state: ThemeState): ThemeEvent[] {
  switch (command.type) {
    case "AddTheme": {
      if (state.status !== "none") throw new DomainError("THEME_ALREADY_EXISTS");
      const theme = validate(NewThemeSchema, { ...detailsOf(command.data), order: command.data.order });
      return [{ type: "ThemeAdded", data: { themeId: command.data.themeId, ...theme } }];
    }
    case "EditTheme": {
      if (state.status !== "active") throw new DomainError("THEME_NOT_FOUND");
      const details: ThemeDetails = validate(ThemeDetailsSchema, detailsOf(command.data));
      if (sameDetails(details, state.theme)) return [];
      return [{ type: "ThemeEdited", data: { themeId: command.data.themeId, ...details } }];
    }
    case "ReorderTheme": {
      if (state.status !== "active") throw new DomainError("THEME_NOT_FOUND");
      const order = validateOrder(command.data.order);
      if (order === state.theme.order) return [];
      return [{ type: "ThemeReordered", data: { themeId: command.data.themeId, order } }];
    }
    case "DeleteTheme": {
      if (state.status !== "active") throw new DomainError("THEME_NOT_FOUND");
      return [{ type: "ThemeDeleted", data: { themeId: command.data.themeId } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const themeDecider: Decider<ThemeState, ThemeCommand, ThemeEvent> = {
  initialState: initialThemeState,
  evolve: evolveTheme,
  decide: decideTheme,
};
