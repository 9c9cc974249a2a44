/**
 * Places in an admin's ordered list (webinars, packs, videos, audiobooks), pure. A reorder records
 * the whole new order, not the one it started from, so the place before is rebuilt from the order
 * recorded before it. Places count from 1, as the admin's lists number them.
 */

/**
 * The list as it stood when a reorder was asked for, from the order recorded before it: that order
 * without the items deleted since (the list closes up behind them), then the items created since,
 * which each went to the end, in the order of their ids (ids are handed out as items are created).
 * Before the first reorder every item went to the end when it was created: all of them by id.
 */
export function orderBefore(previous: readonly number[] | null, next: readonly number[]): number[] {
  const remaining = new Set(next);
  const kept = (previous ?? []).filter((id) => remaining.has(id));
  const held = new Set(kept);
  return [...kept, ...next.filter((id) => !held.has(id)).sort((a, b) => a - b)];
}

/**
 * Whether a reorder of the whole list moved the item (the videos' and audiobooks' rule): its place
 * among the items both orders hold changed. An item the earlier order did not hold (the first
 * order recorded, or an item created since) counts as moved by the first order that holds it:
 * there is nothing to compare with. Items deleted or created in between move nobody.
 */
export function movedByReorder(itemId: number, earlier: readonly number[] | null, later: readonly number[]): boolean {
  if (!later.includes(itemId)) return false;
  if (earlier === null || !earlier.includes(itemId)) return true;
  // the item's place counting only the items the other order holds too
  const placeAmong = (order: readonly number[], other: ReadonlySet<number>) => {
    let place = 0;
    for (const id of order) {
      if (id === itemId) return place;
      if (other.has(id)) place++;
    }
    return -1;
  };
  return placeAmong(earlier, new Set(later)) !== placeAmong(later, new Set(earlier));
}

/** An item's place before and after a reorder to `next`; null when `next` does not hold it. */
export function placesIn(
  itemId: number,
  previous: readonly number[] | null,
  next: readonly number[],
): { from: number; to: number } | null {
  const to = next.indexOf(itemId) + 1;
  if (to === 0) return null;
  return { from: orderBefore(previous, next).indexOf(itemId) + 1, to };
}

/** What a history entry of a reorder shows of the item's places (ContentChange); null where unknown. */
export type MovePlaces = { fromPosition: number | null; toPosition: number | null };

/**
 * The places a history shows for a reorder already counted as moving the item (by the list's own
 * rule). Before the first order recorded the list was numbered by the items' own streams, which
 * a history of the list does not read: no place before. A move that left the item's number as it
 * was (its neighbours changed) shows no places, as "from 2nd to 2nd" would read as a mistake.
 */
export function placesOfMove(itemId: number, previous: readonly number[] | null, next: readonly number[]): MovePlaces {
  const places = placesIn(itemId, previous, next);
  if (places === null) return { fromPosition: null, toPosition: null };
  if (previous === null) return { fromPosition: null, toPosition: places.to };
  return places.from === places.to
    ? { fromPosition: null, toPosition: null }
    : { fromPosition: places.from, toPosition: places.to };
}
