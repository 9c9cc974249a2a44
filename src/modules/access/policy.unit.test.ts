import { describe, expect, it } from "vitest";
import { DomainError } from "../../shared/errors.ts";
import { requireLibraryAdmin, type Viewer } from "./policy.ts";

const user = (isAdmin: boolean, more: Partial<Extract<Viewer, { kind: "user" }>> = {}): Viewer => ({
  kind: "user",
  userId: "7",
  profileId: "3",
  isAdmin,
  hasTrialOrSubscription: true,
  hasActiveSubscription: true,
  ...more,
});

const codeOf = (viewer: Viewer) => {
  try {
    requireLibraryAdmin(viewer);
    return "allowed";
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

describe("requireLibraryAdmin", () => {
  it("asks an anonymous viewer to sign in, also one whose profile was disabled", () => {
    expect(codeOf({ kind: "anonymous" })).toBe("LOGIN_REQUIRED");
    expect(codeOf({ kind: "anonymous", profileDisabled: true })).toBe("LOGIN_REQUIRED");
  });

  it("forbids every signed-in viewer who is not library staff, whatever they pay for", () => {
    expect(codeOf(user(false))).toBe("FORBIDDEN");
    expect(codeOf(user(false, { hasActiveSubscription: false, hasTrialOrSubscription: false }))).toBe("FORBIDDEN");
  });

  it("lets a library admin through and gives back the signed-in viewer", () => {
    expect(codeOf(user(true))).toBe("allowed");
    expect(requireLibraryAdmin(user(true))).toMatchObject({ userId: "7", isAdmin: true });
  });
});
