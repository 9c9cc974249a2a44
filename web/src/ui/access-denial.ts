import type { AccessGateReason } from "./AccessGate.tsx";

/** The server's denials (accessDenial) and the gate each shows. */
const GATES: Record<string, AccessGateReason> = {
  SIGN_IN: "sign-in",
  SUBSCRIPTION_REQUIRED: "subscription-required",
  UPGRADE_REQUIRED: "upgrade-required",
  PROFILE_DISABLED: "profile-disabled",
};

/** What the gate adds about the reason: that the subscription has ended, or that the library switched the profile off. */
export type DenialDetail = "access.subscriptionEnded" | "access.disabledByLibrary";

/**
 * The gate for the server's denial (`accessDenial`, `accessDenialReason`) of a video or an
 * audiobook. A profile whose subscription or trial has ended is asked to subscribe again (with
 * that said); one the library switched off is told so. Without a denial (an older answer) the
 * visitor is asked to sign in.
 */
export function gateForDenial(
  denial: string | null | undefined,
  reason: string | null | undefined,
): { reason: AccessGateReason; detail: DenialDetail | null } {
  if (denial === "PROFILE_DISABLED" && reason === "SUBSCRIPTION_ENDED")
    return { reason: "subscription-required", detail: "access.subscriptionEnded" };
  const gate = GATES[denial ?? ""] ?? "sign-in";
  return { reason: gate, detail: gate === "profile-disabled" ? "access.disabledByLibrary" : null };
}
