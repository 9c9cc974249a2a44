import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";

let keys = 0;
/** The fetch key of each visit, by the history entry it was made in (react-router's location key). */
const visits = new Map<string, number>();

/**
 * A list screen's fetch key: new each time the screen is visited, so that its query (store-and-
 * network) asks the server again instead of Relay reusing the answer it kept from the last visit
 * (a video or testimonial saved elsewhere changes the list in ways the store cannot know), and new
 * again whenever `refresh` is called (after a refused reorder). The list shows what the store
 * holds meanwhile.
 *
 * A visit is the history entry the screen was first shown in, not a mount: React renders a screen
 * several times before it first shows it when something above it waits (the viewer, the texts) or
 * its query is refused, and a component that has not been shown starts its state afresh each
 * time. A key drawn anew on each of those renders asked the server each time (every list twice on
 * a reload, a refused one six to ten times). Later changes of the address (the list's filters in
 * its search parameters) keep the key: their own variables ask again.
 */
export function useFreshList(): [refetchKey: number, refresh: () => void] {
  const entry = useLocation().key;
  const [key, setKey] = useState(() => {
    const known = visits.get(entry);
    if (known !== undefined) return known;
    const drawn = ++keys;
    visits.set(entry, drawn);
    return drawn;
  });
  return [key, useCallback(() => setKey(++keys), [])];
}
