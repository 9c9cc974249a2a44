import { describe, expect, it } from "vitest";
import {
  accountProblems,
  loginProblems,
  newPasswordProblems,
  newUserProblems,
  paidRegistrationProblems,
  passwordChangeProblems,
  profileProblems,
  trialRegistrationProblems,
  type PaidRegistrationValues,
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
    expect(newPasswordProblems({ password: "Kniz1", passwordConfirm: "Kniz1" })).toEqual({
      password: "passwordTooShort",
    });
    expect(newPasswordProblems({ password: "kniznica1", passwordConfirm: "kniznica1" })).toEqual({
      password: "passwordWeak",
    });
    expect(newPasswordProblems({ password: "KNIZNICA1", passwordConfirm: "KNIZNICA1" })).toEqual({
      password: "passwordWeak",
    });
    expect(newPasswordProblems({ password: "Kniznicaa", passwordConfirm: "Kniznicaa" })).toEqual({
      password: "passwordWeak",
    });
  });

  it("must be confirmed by the same text", () => {
    expect(newPasswordProblems({ password: "Kniznica1", passwordConfirm: "Kniznica2" })).toEqual({
      passwordConfirm: "passwordsDiffer",
    });
  });

  it("are changed only with the current password", () => {
    expect(
      passwordChangeProblems({ currentPassword: "", password: "Kniznica1", passwordConfirm: "Kniznica1" }),
    ).toEqual({ currentPassword: "passwordRequired" });
  });
});

describe("login", () => {
  it("needs an address-shaped e-mail and a password", () => {
    expect(loginProblems({ email: " jana@example.sk ", password: "x" })).toEqual({});
    expect(loginProblems({ email: "", password: "" })).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
    });
    expect(loginProblems({ email: "jana@", password: "x" })).toEqual({ email: "emailInvalid" });
  });
});

describe("trial registration", () => {
  it("accepts the required fields alone", () => {
    expect(trialRegistrationProblems(trial)).toEqual({});
  });

  it("requires the name, e-mail, password, phone and both consents", () => {
    const empty = {
      ...trial,
      fullname: " ",
      email: "",
      password: "",
      passwordConfirm: "",
      phone: "",
      terms: false,
      moreTerms: false,
    };
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
    expect(trialRegistrationProblems({ ...trial, phone: "12345", affectedCount: "2,5" })).toEqual({
      phone: "phoneInvalid",
      affectedCount: "affectedCountInvalid",
    });
    expect(trialRegistrationProblems({ ...trial, affectedCount: "120" })).toEqual({});
    expect(trialRegistrationProblems({ ...trial, affectedCount: "-3" })).toEqual({
      affectedCount: "affectedCountInvalid",
    });
  });
});

describe("account and new users", () => {
  it("need a name and an e-mail (and a new user a strong password)", () => {
    expect(accountProblems({ email: "jana@example.sk", fullname: "" })).toEqual({ fullname: "required" });
    expect(newUserProblems({ email: "peter@example", fullname: "Peter", password: "short" })).toEqual({
      email: "emailInvalid",
      password: "passwordTooShort",
    });
  });
});

describe("profile details", () => {
  const blank: ProfileValues = {
    phone: "",
    organizationName: "",
    organizationId: "",
    organizationVatId: "",
    street: "",
    zip: "",
    city: "",
    country: "",
  };

  it("asks of each profile type what the server requires", () => {
    expect(profileProblems(blank, "trial")).toEqual({ phone: "required" });
    expect(profileProblems(blank, "single")).toEqual({ street: "required", city: "required", country: "required" });
    expect(profileProblems(blank, "school")).toEqual({
      organizationName: "required",
      organizationId: "required",
      organizationVatId: "required",
      phone: "required",
      street: "required",
      city: "required",
      country: "required",
    });
    expect(Object.keys(profileProblems(blank, "firm")).sort()).toEqual([
      "city",
      "country",
      "organizationId",
      "organizationName",
      "organizationVatId",
      "phone",
      "street",
    ]);
    expect(profileProblems(blank, "admin")).toEqual({});
  });

  it("checks a phone that is given even where it is optional", () => {
    expect(profileProblems({ ...blank, phone: "123" }, "admin")).toEqual({ phone: "phoneInvalid" });
  });
});

describe("paid registration", () => {
  const individual: PaidRegistrationValues = {
    fullname: "Ondrej Jednotlivec",
    email: "ondrej@example.sk",
    password: "Kniznica2024",
    passwordConfirm: "Kniznica2024",
    street: "Hlavná 5",
    zip: "",
    city: "Košice",
    country: "Slovensko",
    phone: "",
    organizationName: "",
    organizationId: "",
    organizationVatId: "",
    motivation: "",
    affectedCount: "",
    terms: true,
    moreTerms: true,
  };
  const school = {
    ...individual,
    organizationName: "ZŠ Hradná",
    phone: "+421 2 1234 5678",
    motivation: "Hodiny etiky",
    affectedCount: "120",
  };
  const firm = {
    ...individual,
    organizationName: "Rozmanitosť s.r.o.",
    organizationId: "12345678",
    organizationVatId: "SK2020123456",
    phone: "0903 123 456",
  };

  it("asks an individual for the person, the address (the postal code optional) and both consents", () => {
    expect(paidRegistrationProblems(individual, "single")).toEqual({});
    expect(
      paidRegistrationProblems(
        { ...individual, fullname: "", street: " ", city: "", country: "", terms: false, moreTerms: false },
        "single",
      ),
    ).toEqual({
      fullname: "required",
      street: "required",
      city: "required",
      country: "required",
      terms: "termsRequired",
      moreTerms: "consentRequired",
    });
  });

  it("asks a school for its name, phone, motivation and number of people; its company ids are optional", () => {
    expect(paidRegistrationProblems(school, "school")).toEqual({});
    expect(paidRegistrationProblems(individual, "school")).toEqual({
      organizationName: "required",
      phone: "required",
      motivation: "required",
      affectedCount: "required",
    });
    expect(paidRegistrationProblems({ ...school, phone: "12345", affectedCount: "many" }, "school")).toEqual({
      phone: "phoneInvalid",
      affectedCount: "affectedCountInvalid",
    });
  });

  it("asks a firm for its name, company id, VAT id and phone", () => {
    expect(paidRegistrationProblems(firm, "firm")).toEqual({});
    expect(paidRegistrationProblems(individual, "firm")).toEqual({
      organizationName: "required",
      organizationId: "required",
      organizationVatId: "required",
      phone: "required",
    });
  });

  it("ignores the fields a plan does not have, and checks the password as for every new account", () => {
    expect(paidRegistrationProblems({ ...individual, phone: "nonsense", affectedCount: "x" }, "single")).toEqual({});
    expect(
      paidRegistrationProblems({ ...firm, password: "kniznica", passwordConfirm: "kniznica2", email: "firm@" }, "firm"),
    ).toEqual({
      email: "emailInvalid",
      password: "passwordWeak",
      passwordConfirm: "passwordsDiffer",
    });
  });
});
