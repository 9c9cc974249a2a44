import { describe, expect, it } from "vitest";
import { extendsAdmission } from "./admission-extension.ts";

const until = "2026-12-10T22:59:59.999Z";

describe("extendsAdmission", () => {
  it("given no admission, buying extends nothing", () => {
    expect(extendsAdmission("webinar", null)).toBe(false);
    expect(extendsAdmission("pack", undefined)).toBe(false);
  });

  it("given a webinar bought alone or a pack bought, buying it again extends that admission", () => {
    expect(extendsAdmission("webinar", { expirationDate: until, byAdmin: false, webinarPackId: null })).toBe(true);
    expect(extendsAdmission("pack", { expirationDate: until, byAdmin: false, webinarPackId: 3 })).toBe(true);
  });

  it("given a webinar's admission from a pack or from an admin, buying the webinar starts another one", () => {
    expect(extendsAdmission("webinar", { expirationDate: until, byAdmin: false, webinarPackId: 3 })).toBe(false);
    expect(extendsAdmission("webinar", { expirationDate: until, byAdmin: true, webinarPackId: null })).toBe(false);
  });
});
