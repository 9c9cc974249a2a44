import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from "react";

/** A promise that carries its outcome the way React's `use` reads it (React's own promise contract). */
export type ReadablePromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/**
 * Lets React's `use` read a settled promise at once: without the outcome on the promise, `use`
 * suspends for a moment even on a promise that has long resolved. A component should then call
 * `use` at the same place on every render (React replays a suspended component's hooks after it).
 */
export function readable<T>(promise: Promise<T>): ReadablePromise<T> {
  const tracked = Object.assign(promise, { status: "pending" }) as ReadablePromise<T>;
  promise.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
  );
  return tracked;
}

/** An already fulfilled promise, for a `use` call that has nothing to wait for. */
export const fulfilled: ReadablePromise<void> = Object.assign(Promise.resolve(), {
  status: "fulfilled" as const,
  value: undefined,
});
