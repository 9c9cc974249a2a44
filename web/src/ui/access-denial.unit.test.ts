import { describe, expect, it } from "vitest";
import { gateForDenial } from "./access-denial.ts";

describe("gateForDenial", () => {
  it("asks a guest, or an answer without a denial, to sign in", () => {
    expect(gateForDenial("SIGN_IN", null)).toEqual({ reason: "sign-in", detail: null });
    expect(gateForDenial(null, null)).toEqual({ reason: "sign-in", detail: null });
    expect(gateForDenial("SOMETHING_NEW", null)).toEqual({ reason: "sign-in", detail: null });
  });

  it("names the access needed", () => {
    expect(gateForDenial("SUBSCRIPTION_REQUIRED", null)).toEqual({ reason: "subscription-required", detail: null });
    expect(gateForDenial("UPGRADE_REQUIRED", null)).toEqual({ reason: "upgrade-required", detail: null });
  });

  it("asks a profile whose subscription ended to subscribe again, saying so", () => {
    expect(gateForDenial("PROFILE_DISABLED", "SUBSCRIPTION_ENDED")).toEqual({
      reason: "subscription-required",
      detail: "access.subscriptionEnded",
    });
  });

  it("tells a profile the library switched off", () => {
    expect(gateForDenial("PROFILE_DISABLED", "PROFILE_DISABLED")).toEqual({
      reason: "profile-disabled",
      detail: "access.disabledByLibrary",
    });
  });
});
