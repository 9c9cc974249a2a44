import { expect } from "vitest";
import type { Decider, DomainEvent } from "../../src/eventstore/decider.ts";
import { DomainError, type FieldIssue, ValidationError } from "../../src/shared/errors.ts";

/**
 * Given/when/then for a decider, as in Emmett's DeciderSpecification:
 *   spec.given([events]).when(command).then([events])
 *   spec.given([events]).when(command).thenThrows("CODE")
 *   spec.given([events]).when(command).thenFailsValidation({ field: "CODE" })
 * The state is folded from the given events with the decider's own evolve.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(code: string, params?: Record<string, string | number>) {
              const error = caught(decide);
              expect(error).toBeInstanceOf(DomainError);
              expect((error as DomainError).code).toBe(code);
              if (params) expect((error as DomainError).params).toEqual(params);
            },
            /** Exactly these fields fail, each with its code. */
            thenFailsValidation(issues: Record<string, string>) {
              const error = caught(decide);
              expect(error).toBeInstanceOf(ValidationError);
              const actual = Object.fromEntries(
                (error as ValidationError).issues.map((i: FieldIssue) => [i.field, i.code]),
              );
              expect(actual).toEqual(issues);
            },
          };
        },
      };
    },
  };
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the command to be refused, but it was accepted");
}
