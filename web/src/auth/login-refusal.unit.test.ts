import { describe, expect, it } from "vitest";
import { ApiError } from "../relay/api-error.ts";
import { loginRefusalOf } from "./login-refusal.ts";

const refusal = (details: Record<string, unknown>) =>
  new ApiError("Too many attempts.", "TOO_MANY_ATTEMPTS", [], details);

describe("a refused login, as the login form words it", () => {
  it("waits in seconds under a minute, in whole minutes above", () => {
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 30 }))?.wait).toEqual({ seconds: 30 });
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 60 }))?.wait).toEqual({ minutes: 1 });
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 61 }))?.wait).toEqual({ minutes: 2 });
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 3600 }))?.wait).toEqual({ minutes: 60 });
  });

  it("points to the password reset only when the account's own limit blocks", () => {
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 120, limitedBy: "account" }))?.limitedBy).toBe("account");
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 120, limitedBy: "client" }))?.limitedBy).toBe("client");
    expect(loginRefusalOf(refusal({ retryAfterSeconds: 120 }))?.limitedBy).toBe("client");
  });

  it("is no refusal for other failures, and a minute for a refusal without its wait", () => {
    expect(loginRefusalOf(new ApiError("x", "WRONG_CREDENTIALS", []))).toBeUndefined();
    expect(loginRefusalOf(new Error("network"))).toBeUndefined();
    expect(loginRefusalOf(refusal({}))?.wait).toEqual({ minutes: 1 });
  });
});
