import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { blankToNull, LocalisedNameFields, OptionalLanguageFlag, SortOrder, validateOrder } from "../languages/fields.ts";
import { evolveFilter, type FilterDetails, type FilterEvent, type FilterState, initialFilterState } from "./events.ts";

/** What the admin form sends; the language flag may be left empty. */
export type FilterInput = { name: string; nameEn: string; nameCz: string; nameEs: string; languageFlag?: string | null };

export type AddFilter = { type: "AddFilter"; data: FilterInput & { filterId: number; order: number } };
export type EditFilter = { type: "EditFilter"; data: FilterInput & { filterId: number } };
export type ReorderFilter = { type: "ReorderFilter"; data: { filterId: number; order: number } };
export type DeleteFilter = { type: "DeleteFilter"; data: { filterId: number } };

export type FilterCommand = AddFilter | EditFilter | ReorderFilter | DeleteFilter;

const detailFields = { ...LocalisedNameFields, languageFlag: OptionalLanguageFlag };
const FilterDetailsSchema = Schema.Struct(detailFields);
const NewFilterSchema = Schema.Struct({ ...detailFields, order: SortOrder });

const detailsOf = ({ name, nameEn, nameCz, nameEs, languageFlag }: FilterInput) => ({
  name,
  nameEn,
  nameCz,
  nameEs,
  languageFlag: blankToNull(languageFlag),
});

const sameDetails = (a: FilterDetails, b: FilterDetails) =>
  a.name === b.name && a.nameEn === b.nameEn && a.nameCz === b.nameCz && a.nameEs === b.nameEs && a.languageFlag === b.languageFlag;

/** Deleting a filter that videos use is allowed: it vanishes from all of them (the read model drops it). */
export function decideFilter(command: FilterCommand, state: FilterState): FilterEvent[] {
  switch (command.type) {
    case "AddFilter": {
      if (state.status !== "none") throw new DomainError("FILTER_ALREADY_EXISTS");
      const filter = validate(NewFilterSchema, { ...detailsOf(command.data), order: command.data.order });
      return [{ type: "FilterAdded", data: { filterId: command.data.filterId, ...filter } }];
    }
    case "EditFilter": {
      if (state.status !== "active") throw new DomainError("FILTER_NOT_FOUND");
      const details: FilterDetails = validate(FilterDetailsSchema, detailsOf(command.data));
      if (sameDetails(details, state.filter)) return [];
      return [{ type: "FilterEdited", data: { filterId: command.data.filterId, ...details } }];
    }
    case "ReorderFilter": {
      if (state.status !== "active") throw new DomainError("FILTER_NOT_FOUND");
      const order = validateOrder(command.data.order);
      if (order === state.filter.order) return [];
      return [{ type: "FilterReordered", data: { filterId: command.data.filterId, order } }];
    }
    case "DeleteFilter": {
      if (state.status !== "active") throw new DomainError("FILTER_NOT_FOUND");
      return [{ type: "FilterDeleted", data: { filterId: command.data.filterId } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const filterDecider: Decider<FilterState, FilterCommand, FilterEvent> = {
  initialState: initialFilterState,
  evolve: evolveFilter,
  decide: decideFilter,
};
