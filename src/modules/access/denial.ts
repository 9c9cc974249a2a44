import { canPlay, type Viewer } from "./policy.ts";

/**
 * Why a viewer may not play (or open) an item, so that the gate in front of it can say what to do
 * next. Shared by every kind of item with an availability: videos today, audiobooks, webinars and
 * workshops later.
 * - SIGN_IN: nobody is signed in, and the item is for registered users or subscribers.
 * - SUBSCRIPTION_REQUIRED: signed in, but the profile has no trial or subscription at all.
 * - UPGRADE_REQUIRED: signed in with a trial only, and the item is for subscribers (availability 0).
 * - PROFILE_DISABLED: the profile cannot watch any more; the reason says whether the library
 *   disabled it or its subscription (or trial) ended.
 */
export type AccessDenial = "SIGN_IN" | "SUBSCRIPTION_REQUIRED" | "UPGRADE_REQUIRED" | "PROFILE_DISABLED";

/** What lies behind PROFILE_DISABLED: the profile was switched off, or its last subscription (or trial) ended. */
export type AccessDenialReason = "PROFILE_DISABLED" | "SUBSCRIPTION_ENDED";

/** Null when the viewer may play the item; otherwise the denial and, for PROFILE_DISABLED, its reason. */
export type AccessVerdict = { denial: AccessDenial; reason: AccessDenialReason | null } | null;

/**
 * The gate's verdict for a viewer and an item's availability (0 subscription, 1 testing, 2 free).
 * Null exactly when `canPlay` says yes, so the gate and the player never disagree.
 */
export function accessDenial(viewer: Viewer, availability: number): AccessVerdict {
  if (canPlay(viewer, availability)) return null;
  if (viewer.kind === "anonymous") {
    return viewer.profileDisabled
      ? { denial: "PROFILE_DISABLED", reason: "PROFILE_DISABLED" }
      : { denial: "SIGN_IN", reason: null };
  }
  // a signed-in viewer who may not play holds no running subscription covering the item
  if (viewer.hasTrialOrSubscription) return { denial: "UPGRADE_REQUIRED", reason: null };
  if (viewer.subscriptionEnded) return { denial: "PROFILE_DISABLED", reason: "SUBSCRIPTION_ENDED" };
  return { denial: "SUBSCRIPTION_REQUIRED", reason: null };
}
