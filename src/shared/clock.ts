/** The clock is injected so that rules and tests never read the wall clock themselves. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });
