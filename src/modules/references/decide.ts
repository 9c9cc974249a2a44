import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import { LanguageFlag } from "../languages/fields.ts";
import { evolveReference, initialReferenceState, type ReferenceDetails, type ReferenceEvent, type ReferenceState } from "./events.ts";

/** What the admin form sends (editReference); every field is required on save. */
export type ReferenceInput = { title: string; name: string; text: string; languageFlag: string };

export type CreateReference = { type: "CreateReference"; data: ReferenceInput & { referenceId: number } };
export type EditReference = { type: "EditReference"; data: ReferenceInput & { referenceId: number } };
export type RemoveReference = { type: "RemoveReference"; data: { referenceId: number } };

export type ReferenceCommand = CreateReference | EditReference | RemoveReference;

const ReferenceDetailsSchema = Schema.Struct({
  title: RequiredString,
  name: RequiredString,
  text: RequiredString,
  languageFlag: Schema.Trim.check(Schema.isMinLength(1, { message: "REQUIRED" })).pipe(Schema.decodeTo(LanguageFlag)),
});

const validateDetails = ({ title, name, text, languageFlag }: ReferenceInput): ReferenceDetails =>
  validate(ReferenceDetailsSchema, { title, name, text, languageFlag });

const sameDetails = (a: ReferenceDetails, b: ReferenceDetails) =>
  a.title === b.title && a.name === b.name && a.text === b.text && a.languageFlag === b.languageFlag;

export function decideReference(command: ReferenceCommand, state: ReferenceState): ReferenceEvent[] {
  switch (command.type) {
    case "CreateReference": {
      if (state.status !== "none") throw new DomainError("REFERENCE_ALREADY_EXISTS");
      return [{ type: "ReferenceCreated", data: { referenceId: command.data.referenceId, ...validateDetails(command.data) } }];
    }
    case "EditReference": {
      if (state.status !== "active") throw new DomainError("REFERENCE_NOT_FOUND");
      const details = validateDetails(command.data);
      if (sameDetails(details, state.reference)) return [];
      return [{ type: "ReferenceEdited", data: { referenceId: command.data.referenceId, ...details } }];
    }
    case "RemoveReference": {
      if (state.status !== "active") throw new DomainError("REFERENCE_NOT_FOUND");
      return [{ type: "ReferenceRemoved", data: { referenceId: command.data.referenceId } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const referenceDecider: Decider<ReferenceState, ReferenceCommand, ReferenceEvent> = {
  initialState: initialReferenceState,
  evolve: evolveReference,
  decide: decideReference,
};
