import { describe, expect, it } from "vitest";
import { ValidationError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { TrialRegistration, validatePassword } from "./validation.ts";
import { generatePassword } from "./passwords.ts";

/** The field → code map of the ValidationError `run` throws. */
function issuesOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return Object.fromEntries((error as ValidationError).issues.map((i) => [i.field, i.code]));
  }
  throw new Error("expected a ValidationError");
}

const form = {
  email: "jana@example.sk",
  password: "Tajne123heslo",
  fullname: "Jana Nováková",
  phone: "+421 900 123 456",
  terms: true,
  moreTerms: true,
};

describe("the password rules", () => {
  it("accept 8 characters or more with an upper-case letter, a lower-case letter and a digit", () => {
    for (const password of ["Abcdefg1", "1234567aB", "Žltý kôň 7", " Medzery 1 "])
      expect(validatePassword(password)).toBe(password);
  });

  it("require a password of at least 8 characters", () => {
    expect(issuesOf(() => validatePassword(""))).toEqual({ password: "REQUIRED" });
    expect(issuesOf(() => validatePassword("Abcdef1"))).toEqual({ password: "PASSWORD_TOO_SHORT" });
    expect(issuesOf(() => validatePassword(`Ab1${"x".repeat(198)}`))).toEqual({ password: "TOO_LONG" });
  });

  it("require each kind of character", () => {
    for (const password of ["abcdefg1", "ABCDEFG1", "Abcdefgh", "12345678"]) {
      expect(
        issuesOf(() => validatePassword(password)),
        password,
      ).toEqual({ password: "PASSWORD_TOO_WEAK" });
    }
  });

  it("are met by every generated password", () => {
    for (let i = 0; i < 200; i++) expect(validatePassword(generatePassword())).toHaveLength(16);
  });
});

describe("the trial form", () => {
  it("needs e-mail, password, name, phone and both consents; everything else is optional", () => {
    expect(validate(TrialRegistration, form)).toEqual(form);
    expect(
      validate(TrialRegistration, { ...form, street: null, zip: "", affectedCount: null, motivation: " Etika " }),
    ).toMatchObject({ zip: "", motivation: "Etika" });
  });

  it("reports every bad field at once, each with its code", () => {
    expect(
      issuesOf(() =>
        validate(TrialRegistration, {
          email: "",
          password: "abc",
          fullname: " ",
          phone: "",
          terms: false,
          moreTerms: false,
        }),
      ),
    ).toEqual({
      email: "EMAIL_REQUIRED",
      password: "PASSWORD_TOO_SHORT",
      fullname: "REQUIRED",
      phone: "REQUIRED",
      terms: "TERMS_REQUIRED",
      moreTerms: "PERSONAL_DATA_CONSENT_REQUIRED",
    });
    expect(
      issuesOf(() =>
        validate(TrialRegistration, {
          ...form,
          email: "jana@",
          phone: "+421 9",
          affectedCount: -1,
          city: "c".repeat(201),
        }),
      ),
    ).toEqual({
      email: "EMAIL_INVALID",
      phone: "PHONE_INVALID",
      affectedCount: "AFFECTED_COUNT_INVALID",
      city: "TOO_LONG",
    });
    expect(issuesOf(() => validate(TrialRegistration, { ...form, affectedCount: 2.5 }))).toEqual({
      affectedCount: "AFFECTED_COUNT_INVALID",
    });
  });
});
