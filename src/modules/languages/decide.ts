import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import {
  evolveLanguage,
  initialLanguageState,
  type LanguageDetails,
  type LanguageEvent,
  type LanguageState,
} from "./events.ts";
import { blankToNull, LocalisedNameFields, OptionalLanguageFlag, SortOrder, validateOrder } from "./fields.ts";

/** What the admin form sends; the language flag may be left empty. */
export type LanguageInput = {
  name: string;
  nameEn: string;
  nameCz: string;
  nameEs: string;
  abbreviation: string;
  languageFlag?: string | null;
};

export type AddLanguage = { type: "AddLanguage"; data: LanguageInput & { languageId: number; order: number } };
export type EditLanguage = { type: "EditLanguage"; data: LanguageInput & { languageId: number } };
export type ReorderLanguage = { type: "ReorderLanguage"; data: { languageId: number; order: number } };
export type DeleteLanguage = { type: "DeleteLanguage"; data: { languageId: number } };

export type LanguageCommand = AddLanguage | EditLanguage | ReorderLanguage | DeleteLanguage;

const detailFields = { ...LocalisedNameFields, abbreviation: RequiredString, languageFlag: OptionalLanguageFlag };
const LanguageDetailsSchema = Schema.Struct(detailFields);
const NewLanguageSchema = Schema.Struct({ ...detailFields, order: SortOrder });

const detailsOf = (input: LanguageInput) => ({
  name: input.name,
  nameEn: input.nameEn,
  nameCz: input.nameCz,
  nameEs: input.nameEs,
  abbreviation: input.abbreviation,
  languageFlag: blankToNull(input.languageFlag),
});

const sameDetails = (a: LanguageDetails, b: LanguageDetails) =>
  a.name === b.name &&
  a.nameEn === b.nameEn &&
  a.nameCz === b.nameCz &&
  a.nameEs === b.nameEs &&
  a.abbreviation === b.abbreviation &&
  a.languageFlag === b.languageFlag;

export function decideLanguage(command: LanguageCommand, state: LanguageState): LanguageEvent[] {
  switch (command.type) {
    case "AddLanguage": {
      if (state.status !== "none") throw new DomainError("LANGUAGE_ALREADY_EXISTS");
      const language = validate(NewLanguageSchema, { ...detailsOf(command.data), order: command.data.order });
      return [{ type: "LanguageAdded", data: { languageId: command.data.languageId, ...language } }];
    }
    case "EditLanguage": {
      if (state.status !== "active") throw new DomainError("LANGUAGE_NOT_FOUND");
      const details: LanguageDetails = validate(LanguageDetailsSchema, detailsOf(command.data));
      if (sameDetails(details, state.language)) return [];
      return [{ type: "LanguageEdited", data: { languageId: command.data.languageId, ...details } }];
    }
    case "ReorderLanguage": {
      if (state.status !== "active") throw new DomainError("LANGUAGE_NOT_FOUND");
      const order = validateOrder(command.data.order);
      if (order === state.language.order) return [];
      return [{ type: "LanguageReordered", data: { languageId: command.data.languageId, order } }];
    }
    case "DeleteLanguage": {
      if (state.status !== "active") throw new DomainError("LANGUAGE_NOT_FOUND");
      return [{ type: "LanguageDeleted", data: { languageId: command.data.languageId } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const languageDecider: Decider<LanguageState, LanguageCommand, LanguageEvent> = {
  initialState: initialLanguageState,
  evolve: evolveLanguage,
  decide: decideLanguage,
};
