import { describe, expect, it } from "vitest";
import { type AccessVerdict, accessDenial } from "./denial.ts";
import { canPlay, type Viewer } from "./policy.ts";

const user = (facts: Partial<Extract<Viewer, { kind: "user" }>> = {}): Viewer => ({
  kind: "user",
  userId: "u1",
  profileId: "p1",
  isAdmin: false,
  hasTrialOrSubscription: false,
  hasActiveSubscription: false,
  ...facts,
});

/** Every kind of viewer the gate can meet. */
const viewers = {
  anonymous: { kind: "anonymous" },
  "disabled profile": { kind: "anonymous", profileDisabled: true },
  "signed in, never subscribed": user(),
  "signed in, subscription ended": user({ subscriptionEnded: true }),
  "trial only": user({ hasTrialOrSubscription: true }),
  subscriber: user({ hasTrialOrSubscription: true, hasActiveSubscription: true }),
  "library admin": user({ isAdmin: true }),
} satisfies Record<string, Viewer>;
type ViewerName = keyof typeof viewers;

const signIn: AccessVerdict = { denial: "SIGN_IN", reason: null };
const subscribe: AccessVerdict = { denial: "SUBSCRIPTION_REQUIRED", reason: null };
const upgrade: AccessVerdict = { denial: "UPGRADE_REQUIRED", reason: null };
const disabled: AccessVerdict = { denial: "PROFILE_DISABLED", reason: "PROFILE_DISABLED" };
const ended: AccessVerdict = { denial: "PROFILE_DISABLED", reason: "SUBSCRIPTION_ENDED" };

/** given a viewer, when the item has availability 0 (subscription), 1 (testing) or 2 (free), then the verdict. */
const expected: Record<ViewerName, [AccessVerdict, AccessVerdict, AccessVerdict]> = {
  anonymous: [signIn, signIn, null],
  "disabled profile": [disabled, disabled, null],
  "signed in, never subscribed": [subscribe, subscribe, null],
  "signed in, subscription ended": [ended, ended, null],
  "trial only": [upgrade, null, null],
  subscriber: [null, null, null],
  "library admin": [null, null, null],
};

describe("the access gate's verdict", () => {
  for (const [name, verdicts] of Object.entries(expected) as [ViewerName, AccessVerdict[]][]) {
    for (const availability of [0, 1, 2] as const) {
      it(`given ${name}, when the item has availability ${availability}, then ${JSON.stringify(verdicts[availability])}`, () =>
        expect(accessDenial(viewers[name], availability)).toEqual(verdicts[availability]));
    }
  }

  it("denies exactly when the policy says the viewer may not play", () => {
    for (const viewer of Object.values(viewers) as Viewer[]) {
      for (const availability of [0, 1, 2])
        expect(accessDenial(viewer, availability) === null).toBe(canPlay(viewer, availability));
    }
  });

  it("gives a reason only with PROFILE_DISABLED", () => {
    for (const viewer of Object.values(viewers) as Viewer[]) {
      for (const availability of [0, 1, 2]) {
        const verdict = accessDenial(viewer, availability);
        if (verdict) expect(verdict.reason !== null).toBe(verdict.denial === "PROFILE_DISABLED");
      }
    }
  });
});
