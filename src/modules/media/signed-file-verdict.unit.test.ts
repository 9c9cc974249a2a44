import { describe, expect, it } from "vitest";
import { anonymousViewer, type SignedInViewer, type Viewer } from "../access/index.ts";
import { itemsNamed } from "./access-checks.ts";
import { ExpiringCache } from "./expiring-cache.ts";
import { type FileOwner, signedFileVerdict } from "./signed-file-verdict.ts";

const buyer: SignedInViewer = {
  kind: "user",
  userId: "42",
  profileId: "7",
  isAdmin: false,
  hasTrialOrSubscription: false,
  hasActiveSubscription: false,
};
const otherUser: SignedInViewer = { ...buyer, userId: "43", profileId: "8" };
const members = (...owners: string[]): FileOwner[] => owners.map((owner) => ({ owner, public: false }));

/** given the file's owners and the requester, when a URL signed for user 42 is asked for, then … */
function given(owners: FileOwner[], requester: Viewer, opens: readonly string[] = []) {
  const asked = { requester: 0, owners: [] as string[] };
  const verdict = () =>
    signedFileVerdict({
      owners,
      signedFor: "42",
      requester: async () => (asked.requester++, requester),
      mayOpen: async (owner) => (asked.owners.push(owner), opens.includes(owner)),
    });
  return { verdict, asked };
}

describe("a signed URL's verdict", () => {
  it("opens for the viewer it was signed for while an item referring to the file opens for that viewer", async () => {
    expect(await given(members("webinar-3"), buyer, ["webinar-3"]).verdict()).toBe("open");
  });

  it("opens when any one of the items that share the file opens, asking no further", async () => {
    const { verdict, asked } = given(members("video-12", "audiobook-4", "webinar-3"), buyer, ["audiobook-4"]);
    expect(await verdict()).toBe("open");
    expect(asked.owners).toEqual(["video-12", "audiobook-4"]);
  });

  it("refuses the signed viewer once no item opens for it any more (admission removed or run out, subscription ended)", async () => {
    expect(await given(members("webinar-3"), buyer, []).verdict()).toBe("refused");
  });

  it("refuses another signed-in viewer and a request without a session, without asking any module", async () => {
    for (const requester of [otherUser, anonymousViewer, { kind: "anonymous", profileDisabled: true } as const]) {
      const { verdict, asked } = given(members("webinar-3"), requester, ["webinar-3"]);
      expect(await verdict()).toBe("refused");
      expect(asked.owners).toEqual([]);
    }
  });

  it("serves a file some item shows to everybody, and a file no item refers to is not served, without asking who requests", async () => {
    const shared = given([{ owner: "video-1", public: true }, ...members("video-2")], anonymousViewer);
    expect(await shared.verdict()).toBe("public");
    const gone = given([], buyer, ["webinar-3"]);
    expect(await gone.verdict()).toBe("unreferenced");
    expect([shared.asked.requester, gone.asked.requester]).toEqual([0, 0]);
  });
});

describe("the owners of one kind of item", () => {
  it("reads the item's id from its stream, and nothing from another kind's or a malformed one", () => {
    const webinar = itemsNamed("webinar-");
    expect(webinar("webinar-3")).toBe(3);
    for (const owner of [
      "webinar-pack-3",
      "webinar-",
      "webinar-03",
      "webinar-3x",
      "video-3",
      "webinar-99999999999999999",
    ])
      expect(webinar(owner), owner).toBeUndefined();
  });
});

describe("the file route's short-lived lookups", () => {
  it("gives the kept value until its time is up by the clock, then looks up again", () => {
    const cache = new ExpiringCache<number>(30_000, 10);
    let lookups = 0;
    const lookUp = () => ++lookups;
    expect(cache.obtain("token", 0, lookUp)).toBe(1);
    expect(cache.obtain("token", 29_999, lookUp)).toBe(1);
    expect(cache.obtain("token", 30_000, lookUp)).toBe(2);
  });

  it("keeps nothing longer than its time when the clock is moved back", () => {
    const cache = new ExpiringCache<number>(30_000, 10);
    let lookups = 0;
    cache.obtain("token", 6 * 3_600_000, () => ++lookups);
    expect(cache.obtain("token", 0, () => ++lookups)).toBe(2);
  });

  it("drops the least recently used beyond its size, and a value it is told to forget", () => {
    const cache = new ExpiringCache<string>(30_000, 2);
    cache.obtain("a", 0, () => "a1");
    cache.obtain("b", 0, () => "b1");
    cache.obtain("a", 0, () => "a2");
    cache.obtain("c", 0, () => "c1");
    expect(cache.obtain("a", 0, () => "a2")).toBe("a1");
    expect(cache.obtain("b", 0, () => "b2")).toBe("b2");
    expect(cache.obtain("a", 0, () => "a2")).toBe("a1");
    cache.forget("a", "not a's value");
    expect(cache.obtain("a", 0, () => "a3")).toBe("a1");
    cache.forget("a", "a1");
    expect(cache.obtain("a", 0, () => "a4")).toBe("a4");
  });
});
