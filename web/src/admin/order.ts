/**
 * The arithmetic of drag-and-drop ordering (spec: "the new positions are numbered from 1 and
 * sent"). Pure, so the lists' optimistic updates and their tests share it.
 */

/** The list with the item at `from` moved to `to` (indexes from 0); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return moved;
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/** Each item's new position, numbered from 1 in list order: what a patch*Order mutation sends. */
export function positionsFrom1<T>(items: readonly T[], idOf: (item: T) => number): { id: number; order: number }[] {
  return items.map((item, index) => ({ id: idOf(item), order: index + 1 }));
}

/**
 * For a list that shows part of a longer ordered one (the testing videos among all videos): the
 * reordered items take the positions the part held before, lowest first, so the items outside it
 * keep theirs. With a part whose positions are 1…n this is positionsFrom1.
 */
export function positionsInSlots<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  orderOf: (item: T) => number | null | undefined,
): { id: number; order: number }[] {
  const slots = items.map((item, index) => orderOf(item) ?? index + 1).sort((a, b) => a - b);
  // two items sharing a position (or none known) would collide: number them from the lowest instead
  const distinct = slots.every((slot, index) => index === 0 || slot > slots[index - 1]!);
  const start = Math.max(1, slots[0] ?? 1);
  return items.map((item, index) => ({ id: idOf(item), order: distinct ? slots[index]! : start + index }));
}
