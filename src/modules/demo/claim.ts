import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/**
 * A claim on something to be done once in a store (loading the demo catalogue, creating the demo
 * accounts): the first process to append the claim's event does it, every other one finds it taken.
 */
type ClaimTaken<Type extends string> = DomainEvent<Type, Record<string, never>>;

export function claimOnce<Type extends string>(type: Type): Decider<{ taken: boolean }, { type: "Claim" }, ClaimTaken<Type>> {
  return {
    initialState: () => ({ taken: false }),
    evolve: () => ({ taken: true }),
    decide: (_command, state) => (state.taken ? [] : [{ type, data: {} }]),
    events: eventCodec<ClaimTaken<Type>>({ types: { [type]: true } as { [T in Type]: true } }),
  };
}
