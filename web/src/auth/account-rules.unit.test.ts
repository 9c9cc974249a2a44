import { describe, expect, it } from "vitest";
import {
  accountProblems,
  loginProblems,
  newPasswordProblems,
  newUserProblems,
  passwordChangeProblems,
  profileProblems,
  trialRegistrationProblems,
  type ProfileValues,
  type TrialRegistrationValues,
} from "./account-rules.ts";

const trial: TrialRegistrationValues = {
  fullname: "Jana Nováková",
  email: "jana@example.sk",
  password: "Kniznica2024",
  passwordConfirm: "Kniznica2024",
  phone: "+421 903 123 456",
  organizationName: "",
  street: "",
  zip: "",
  city: "",
  country: "",
  motivation: "",
  affectedCount: "",
  registrationCode: "",
  terms: true,
  moreTerms: true,
};

describe("new passwords", () => {
  it("need 8 characters with an upper-case letter, a lower-case letter and a digit", () => {
    expect(newPasswordProblems({ password: "Kniznica1", passwordConfirm: "Kniznica1" })).toEqual({});
    expect(newPasswordProblems({ password: "Ščuka123", passwordConfirm: "Ščuka123" })).toEqual({});
    expect(newPasswordProblems({ password: "", passwordConfirm: "" })).toEqual({ password: "passwordRequired" });
    expect(newPasswordProblems({ password: "Kniz1", passwordConfirm: "Kniz1" })).toEqual({ password: "passwordTooShort" });
    expect(newPasswordProblems({ password: "kniznica1", passwordConfirm: "kniznica1" })).toEqual({ password: "passwordWeak" });
    expect(newPasswordProblems({ password: "KNIZNICA1", passwordConfirm: "KNIZNICA1" })).toEqual({ password: "passwordWeak" });
    expect(newPasswordProblems({ password: "Kniznicaa", passwordConfirm: "Kniznicaa" })).toEqual({ password: "passwordWeak" });
  });

  it("must be confirmed by the same text", () => {
    expect(newPasswordProblems({ password: "Kniznica1", passwordConfirm: "Kniznica2" })).toEqual({ passwordConfirm: "passwordsDiffer" });
  });

  it("are changed only with the current password", () => {
    expect(passwordChangeProblems({ currentPassword: "", password: "Kniznica1", passwordConfirm: "Kniznica1" })).toEqual({ currentPassword: "passwordRequired" });
  });
});

describe("login", () => {
  it("needs an address-shaped e-mail and a password", () => {
    expect(loginProblems({ email: " jana@example.sk ", password: "x" })).toEqual({});
    expect(loginProblems({ email: "", password: "" })).toEqual({ email: "emailRequired", password: "passwordRequired" });
    expect(loginProblems({ email: "jana@", password: "x" })).toEqual({ email: "emailInvalid" });
  });
});

describe("trial registration", () => {
  it("accepts the required fields alone", () => {
    expect(trialRegistrationProblems(trial)).toEqual({});
  });

  it("requires the name, e-mail, password, phone and both consents", () => {
    const empty = { ...trial, fullname: " ", email: "", password: "", passwordConfirm: "", phone: "", terms: false, moreTerms: false };
    expect(trialRegistrationProblems(empty)).toEqual({
      fullname: "required",
      email: "emailRequired",
      password: "passwordRequired",
      phone: "required",
      terms: "termsRequired",
      moreTerms: "consentRequired",
    });
  });

  it("checks the phone's format and that the number of people is a whole number", () => {
    expect(trialRegistrationProblems({ ...trial, phone: "12345", affectedCount: "2,5" })).toEqual({ phone: "phoneInvalid", affectedCount: "affectedCountInvalid" });
    expect(trialRegistrationProblems({ ...trial, affectedCount: "120" })).toEqual({});
    expect(trialRegistrationProblems({ ...trial, affectedCount: "-3" })).toEqual({ affectedCount: "affectedCountInvalid" });
  });
});

describe("account and new users", () => {
  it("need a name and an e-mail (and a new user a strong password)", () => {
    expect(accountProblems({ email: "jana@example.sk", fullname: "" })).toEqual({ fullname: "required" });
    expect(newUserProblems({ email: "peter@example", fullname: "Peter", password: "short" })).toEqual({ email: "emailInvalid", password: "passwordTooShort" });
  });
});

describe("profile details", () => {
  const blank: ProfileValues = { phone: "", organizationName: "", organizationId: "", organizationVatId: "", street: "", zip: "", city: "", country: "" };

  it("asks of each profile type what the server requires", () => {
    expect(profileProblems(blank, "trial")).toEqual({ phone: "required" });
    expect(profileProblems(blank, "single")).toEqual({ street: "required", city: "required", country: "required" });
    expect(profileProblems(blank, "school")).toEqual({ organizationName: "required", phone: "required", street: "required", city: "required", country: "required" });
    expect(Object.keys(profileProblems(blank, "firm")).sort()).toEqual(["city", "country", "organizationId", "organizationName", "organizationVatId", "phone", "street"]);
    expect(profileProblems(blank, "admin")).toEqual({});
  });

  it("checks a phone that is given even where it is optional", () => {
    expect(profileProblems({ ...blank, phone: "123" }, "admin")).toEqual({ phone: "phoneInvalid" });
  });
});
