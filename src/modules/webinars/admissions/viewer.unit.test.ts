import { describe, expect, it } from "vitest";
import { anonymousViewer, type SignedInViewer } from "../../access/index.ts";
import type { AdmissionView } from "../queries.ts";
import { mayWatchWith } from "./viewer.ts";

const buyer: SignedInViewer = {
  kind: "user",
  userId: "42",
  profileId: "7",
  isAdmin: false,
  hasTrialOrSubscription: false,
  hasActiveSubscription: false,
};
const now = new Date("2026-03-20T12:00:00Z");
const admission = (webinarIds: number[], expiresAt: string): AdmissionView => ({
  id: 1,
  profileId: 7,
  byAdmin: false,
  webinarPackId: null,
  webinarIds,
  startsAt: new Date("2026-03-10T09:00:00Z"),
  expiresAt: new Date(expiresAt),
});

/** The rule the resolvers hand out a webinar's URLs by, and the file route re-decides for every signed URL. */
describe("who may watch a webinar", () => {
  it("a viewer with a valid admission to it (alone or in a pack)", () => {
    expect(mayWatchWith(buyer, [admission([3], "2026-04-08T22:00:00Z")], 3, now)).toBe(true);
    expect(mayWatchWith(buyer, [admission([2, 3, 4], "2026-04-08T22:00:00Z")], 3, now)).toBe(true);
  });

  it("nobody once the admission has run out (at its expiry, with no event), nor with an admission to another webinar", () => {
    expect(mayWatchWith(buyer, [admission([3], "2026-03-20T12:00:00Z")], 3, now)).toBe(false);
    expect(mayWatchWith(buyer, [admission([4], "2026-04-08T22:00:00Z")], 3, now)).toBe(false);
    expect(mayWatchWith(buyer, [], 3, now)).toBe(false);
    expect(mayWatchWith(anonymousViewer, [], 3, now)).toBe(false);
  });

  it("a library admin, without any admission", () => {
    expect(mayWatchWith({ ...buyer, isAdmin: true }, [], 3, now)).toBe(true);
  });
});
