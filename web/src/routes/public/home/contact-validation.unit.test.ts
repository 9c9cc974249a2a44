import { describe, expect, it } from "vitest";
import { contactProblems } from "./contact-validation.ts";

const valid = { name: "Jana", email: "jana@example.sk", phone: "+421 903 123 456", message: "Dobrý deň" };

describe("contactProblems", () => {
  it("accepts a complete message", () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it("requires every field", () => {
    expect(contactProblems({ name: " ", email: "", phone: "", message: "" })).toEqual({
      name: "required",
      email: "emailRequired",
      phone: "required",
      message: "required",
    });
  });

  it("checks the e-mail's shape", () => {
    expect(contactProblems({ ...valid, email: "jana@example" })).toEqual({ email: "emailInvalid" });
  });

  it("takes +, then 10 to 12 digits, or 9 to 14 digits without it, spaces ignored", () => {
    expect(contactProblems({ ...valid, phone: "0903 123 456" })).toEqual({});
    expect(contactProblems({ ...valid, phone: "+42190312" })).toEqual({ phone: "phoneInvalid" });
    expect(contactProblems({ ...valid, phone: "12345678" })).toEqual({ phone: "phoneInvalid" });
    expect(contactProblems({ ...valid, phone: "+421 903 123 4567" })).toEqual({ phone: "phoneInvalid" });
  });
});
