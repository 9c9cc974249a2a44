import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  bearer,
  DAY,
  failure,
  login,
  ok,
  REGISTER_TRIAL,
  type TestClock,
  testClock,
  trialForm,
  uniqueEmail,
} from "./support.ts";
import { committedEvents } from "../support/events.ts";

const PROFILE = `{
  getFullProfile {
    id enabled userCount userLimit phone street zip city country organizationName organizationId organizationVatId
    profileType { id name }
    users { fullname email userRoleId userRole { id name } }
    subscriptions { accessLevel startDate expirationDate description }
  }
}`;

describe(`registerTrial over GraphQL (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  const eventCount = async () => (await committedEvents(server.services.store, server.services.db)).length;

  beforeAll(async () => {
    clock = testClock(new Date("2026-01-10T09:00:00Z"));
    server = await startTestServer({ clock });
  });
  afterAll(() => server?.close());

  it("creates a trial profile with one user, its main admin, and a 30-day trial starting now", async () => {
    const email = uniqueEmail("trial");
    expect(ok(await server.graphql(REGISTER_TRIAL, trialForm(email)))).toEqual({ registerTrial: true });
    const token = await login(server, email);
    const { getFullProfile } = ok(await server.graphql(PROFILE, {}, bearer(token)));
    expect(getFullProfile).toEqual({
      id: expect.any(Number),
      enabled: true,
      userCount: 1,
      userLimit: 1,
      phone: "+421 900 123 456",
      street: "Hradná 1",
      zip: "811 01",
      city: "Bratislava",
      country: "Slovensko",
      organizationName: "ZŠ Hradná",
      organizationId: null,
      organizationVatId: null,
      profileType: { id: 4, name: "trial" },
      users: [{ fullname: "Jana Skúšková", email, userRoleId: 1, userRole: { id: 3, name: "user" } }],
      subscriptions: [
        {
          accessLevel: "trial",
          startDate: "2026-01-10T09:00:00.000Z",
          expirationDate: "2026-02-09T09:00:00.000Z",
          description: null,
        },
      ],
    });
    expect(new Date(getFullProfile.subscriptions[0].expirationDate).getTime() - clock.now().getTime()).toBe(30 * DAY);
  });

  it("needs only e-mail, password, name, phone and the two consents; the address is optional", async () => {
    const email = uniqueEmail("minimal");
    const minimal = {
      email,
      password: "Heslo1234",
      fullname: "Peter Krátky",
      phone: "0900123456",
      terms: true,
      moreTerms: true,
    };
    expect(ok(await server.graphql(REGISTER_TRIAL, minimal))).toEqual({ registerTrial: true });
    const { getFullProfile } = ok(await server.graphql(PROFILE, {}, bearer(await login(server, email, "Heslo1234"))));
    expect(getFullProfile).toMatchObject({ phone: "0900123456", street: null, city: null, organizationName: null });
  });

  it("refuses an address that is taken, whatever its case, with EMAIL_TAKEN, and writes nothing", async () => {
    const email = uniqueEmail("taken");
    ok(await server.graphql(REGISTER_TRIAL, trialForm(email)));
    const before = await eventCount();
    for (const [lang, message] of [
      ["en", "An account with this email already exists"],
      ["sk", "Účet s týmto emailom už existuje"],
    ]) {
      const error = failure(
        await server.graphql(REGISTER_TRIAL, trialForm(`  ${email.toUpperCase()} `), { "accept-language": lang! }),
      );
      expect(error).toMatchObject({ message, extensions: { code: "EMAIL_TAKEN" } });
    }
    // only the allocated ids move on; no profile, user or reservation was written
    const written = (await committedEvents(server.services.store, server.services.db)).slice(before);
    expect(written.every((event) => event.type === "IdAllocated")).toBe(true);
  });

  const invalid: Array<[string, Record<string, unknown>, Record<string, [string, string, string]>]> = [
    [
      "empty required fields",
      { email: "", password: "", fullname: " ", phone: "" },
      {
        email: ["EMAIL_REQUIRED", "Email is required", "Email je povinný"],
        password: ["REQUIRED", "Required item", "Povinná položka"],
        fullname: ["REQUIRED", "Required item", "Povinná položka"],
        phone: ["REQUIRED", "Required item", "Povinná položka"],
      },
    ],
    [
      "malformed e-mail and phone",
      { email: "jana@example", phone: "+421 900" },
      {
        email: ["EMAIL_INVALID", "Incorrect form of email address", "Nesprávny tvar emailovej adresy"],
        phone: ["PHONE_INVALID", "The number must be in +xxx format", "Číslo musí byť vo formáte +xxx"],
      },
    ],
    [
      "a short password",
      { password: "Abc123" },
      {
        password: [
          "PASSWORD_TOO_SHORT",
          "The password must have at least 8 characters",
          "Heslo musí mať aspoň 8 znakov",
        ],
      },
    ],
    [
      "a password without a digit",
      { password: "Abcdefghij" },
      {
        password: [
          "PASSWORD_TOO_WEAK",
          "The password must contain an upper-case letter, a lower-case letter and a digit",
          "Heslo musí obsahovať veľké písmeno, malé písmeno a číslicu",
        ],
      },
    ],
    [
      "consents not given",
      { terms: false, moreTerms: false },
      {
        terms: ["TERMS_REQUIRED", "You must accept the terms of use", "Musíte súhlasiť s podmienkami používania"],
        moreTerms: [
          "PERSONAL_DATA_CONSENT_REQUIRED",
          "You must consent to the processing of personal data",
          "Musíte súhlasiť so spracovaním osobných údajov",
        ],
      },
    ],
    [
      "a negative number of pupils and an over-long name",
      { affectedCount: -5, fullname: "N".repeat(201) },
      {
        fullname: ["TOO_LONG", "The text is too long", "Text je príliš dlhý"],
        affectedCount: ["AFFECTED_COUNT_INVALID", "Enter a whole number from 0", "Zadajte celé číslo od 0"],
      },
    ],
  ];

  for (const [what, change, expected] of invalid) {
    it(`refuses ${what} with a localised message per field (en, sk) and writes nothing`, async () => {
      const before = await eventCount();
      const form = { ...trialForm(uniqueEmail("invalid")), ...change };
      for (const [lang, column] of [
        ["en", 1],
        ["sk", 2],
      ] as const) {
        const error = failure(await server.graphql(REGISTER_TRIAL, form, { "accept-language": lang }));
        expect(error.extensions?.code).toBe("VALIDATION_FAILED");
        expect(error.extensions?.fields).toEqual(
          Object.entries(expected).map(([field, texts]) => ({ field, code: texts[0], message: texts[column] })),
        );
      }
      expect(await eventCount()).toBe(before);
    });
  }

  it("says the Czech and Spanish messages too", async () => {
    const form = { ...trialForm(uniqueEmail("cz")), password: "abcdefgh" };
    expect(failure(await server.graphql(REGISTER_TRIAL, form, { "accept-language": "cs" })).message).toBe(
      "Heslo musí obsahovat velké písmeno, malé písmeno a číslici",
    );
    expect(failure(await server.graphql(REGISTER_TRIAL, form, { "accept-language": "es" })).message).toBe(
      "La contraseña debe contener una letra mayúscula, una minúscula y un dígito",
    );
  });

  it("keeps the password out of every event", async () => {
    const events = await committedEvents(server.services.store, server.services.db);
    expect(events.some((e) => e.type === "UserRegistered")).toBe(true);
    const everything = JSON.stringify(events.map((e) => e.data));
    expect(everything).not.toContain("Tajne123heslo");
    expect(everything).not.toContain("argon2");
  });
});
