/**
 * The admin video list's narrowing in the address: `?search=ziva&availability=free&visibility=hidden`,
 * so a reload, a shared link and Back show the same list. Words in the address, numbers for the
 * server (availability 0 subscription, 1 testing, 2 free access).
 */

/** The server searches at most this many characters (src/shared/limits.ts, maxSearchLength). */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const AVAILABILITY_CODES = { subscription: 0, testing: 1, free: 2 } as const;
export type AvailabilityName = keyof typeof AVAILABILITY_CODES;
export type VisibilityName = "visible" | "hidden";

export interface VideoListQuery {
  search: string;
  availability: AvailabilityName | null;
  visibility: VisibilityName | null;
}

const isAvailability = (value: string | null): value is AvailabilityName =>
  value !== null && Object.hasOwn(AVAILABILITY_CODES, value);

export function readVideoListQuery(params: URLSearchParams): VideoListQuery {
  const availability = params.get("availability");
  const visibility = params.get("visibility");
  return {
    // a hand-made address may hold more than the server searches: keep what the box could hold
    search: (params.get("search") ?? "").slice(0, ADMIN_SEARCH_MAX_LENGTH).trim(),
    availability: isAvailability(availability) ? availability : null,
    visibility: visibility === "visible" || visibility === "hidden" ? visibility : null,
  };
}

/** The parameters after a change; an empty search or "any" leaves its parameter out. Others stay. */
export function withVideoListChange(params: URLSearchParams, change: Partial<VideoListQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** Whether the list shows only some videos (then its order cannot be changed, see docs/decisions.md). */
export const isNarrowed = (query: VideoListQuery): boolean =>
  query.search !== "" || query.availability !== null || query.visibility !== null;

/** The query's variables: null where the list is not narrowed. */
export function videoListVariables(query: VideoListQuery) {
  return {
    search: query.search === "" ? null : query.search,
    availability: query.availability === null ? null : AVAILABILITY_CODES[query.availability],
    visible: query.visibility === null ? null : query.visibility === "visible",
  };
}
