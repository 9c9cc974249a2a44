/** Testimonial columns for a window width: 3 above 800 px, 2 above 450 px, otherwise 1. */
export function carouselColumnsFor(windowWidth: number): number {
  if (windowWidth > 800) return 3;
  if (windowWidth > 450) return 2;
  return 1;
}

/**
 * The slots rendered for a rotating carousel: one hidden item before the visible ones and one
 * after, so a slide in either direction has something to reveal. Indexes wrap around the list.
 */
export function carouselSlots(first: number, columns: number, count: number): number[] {
  return Array.from({ length: columns + 2 }, (_, slot) => (((first - 1 + slot) % count) + count) % count);
}
