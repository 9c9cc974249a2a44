import { useCallback, useState } from "react";

let mounts = 0;

/**
 * A list screen's fetch key: new each time the screen is shown, so that its query (store-and-
 * network) asks the server again instead of Relay reusing the answer it kept from the last visit
 * (a video or testimonial saved elsewhere changes the list in ways the store cannot know), and new
 * again whenever `refresh` is called (after a refused reorder). The list shows what the store
 * holds meanwhile. Call it outside the Suspense the list waits in (the screen's component): a
 * component that has not mounted yet starts its state again each time it suspends or fails, and a
 * new key each time would ask the server again and again.
 */
export function useFreshList(): [refetchKey: number, refresh: () => void] {
  const [key, setKey] = useState(() => ++mounts);
  return [key, useCallback(() => setKey(++mounts), [])];
}
