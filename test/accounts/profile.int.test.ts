import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  accountWithLogin,
  bearer,
  failure,
  login,
  ME,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  trialForm,
  uniqueEmail,
} from "./support.ts";

const EDIT_ME = `mutation ($email: String!, $fullname: String!) { editMe(email: $email, fullname: $fullname) { id email fullname userRoleId } }`;
const EDIT_PROFILE = `mutation (
  $phone: String, $organizationName: String, $street: String, $zip: String, $city: String, $country: String,
  $organizationId: String, $organizationVatId: String
) {
  editProfile(phone: $phone, organizationName: $organizationName, street: $street, zip: $zip, city: $city, country: $country,
    organizationId: $organizationId, organizationVatId: $organizationVatId) {
    id phone organizationName street zip city country organizationId organizationVatId
  }
}`;
const FULL_PROFILE = `{ getFullProfile { city organizationId organizationVatId } }`;
const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`;

const schoolDetails = {
  phone: "+421 2 1234 5678",
  organizationName: "Gymnázium Hradná",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};
const firmDetails = {
  ...schoolDetails,
  organizationName: "Firma s.r.o.",
  organizationId: "12345678",
  organizationVatId: "SK2020123456",
};

describe(`me, getFullProfile, editMe and editProfile (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers null to an anonymous visitor", async () => {
    expect(ok(await server.graphql(`{ me { id } getFullProfile { id } }`))).toEqual({ me: null, getFullProfile: null });
  });

  it("refuses every account mutation to an anonymous visitor with LOGIN_REQUIRED", async () => {
    for (const [mutation, variables] of [
      [EDIT_ME, { email: "a@b.sk", fullname: "A" }],
      [EDIT_PROFILE, { city: "Nitra" }],
      [ADD_USER, { email: "a@b.sk", password: PASSWORD, fullname: "A" }],
      [`mutation { deleteUser(userId: 1) }`, {}],
      [`mutation { promoteToUserAdmin(userId: 1) }`, {}],
    ] as const) {
      expect(failure(await server.graphql(mutation, variables, { "accept-language": "sk" }))).toMatchObject({
        message: "Prihláste sa, prosím",
        extensions: { code: "LOGIN_REQUIRED" },
      });
    }
  });

  describe("editMe", () => {
    it("changes the name and the address; the old address becomes free and the new one is the login", async () => {
      const old = uniqueEmail("old");
      ok(await server.graphql(REGISTER_TRIAL, trialForm(old)));
      const token = await login(server, old);
      const fresh = uniqueEmail("Fresh");
      const { editMe } = ok(
        await server.graphql(EDIT_ME, { email: ` ${fresh} `, fullname: " Jana Nová " }, bearer(token)),
      );
      expect(editMe).toMatchObject({ email: fresh, fullname: "Jana Nová", userRoleId: 1 });
      expect(ok(await server.graphql(ME, {}, bearer(token))).me).toMatchObject({ email: fresh, fullname: "Jana Nová" });
      expect(await login(server, fresh.toLowerCase())).toBeTruthy();
      // the old address can be registered by someone else now
      expect(ok(await server.graphql(REGISTER_TRIAL, trialForm(old)))).toEqual({ registerTrial: true });
    });

    it("keeps a change of case only, without any new reservation", async () => {
      const email = uniqueEmail("case");
      ok(await server.graphql(REGISTER_TRIAL, trialForm(email)));
      const token = await login(server, email);
      const { editMe } = ok(
        await server.graphql(EDIT_ME, { email: email.toUpperCase(), fullname: "Jana" }, bearer(token)),
      );
      expect(editMe.email).toBe(email.toUpperCase());
    });

    it("refuses an address someone else holds, and bad input, changing nothing", async () => {
      const [mine, theirs] = [uniqueEmail("mine"), uniqueEmail("theirs")];
      ok(await server.graphql(REGISTER_TRIAL, trialForm(mine)));
      ok(await server.graphql(REGISTER_TRIAL, trialForm(theirs)));
      const token = await login(server, mine);
      expect(
        failure(
          await server.graphql(
            EDIT_ME,
            { email: theirs.toUpperCase(), fullname: "X" },
            { ...bearer(token), "accept-language": "en" },
          ),
        ),
      ).toMatchObject({
        message: "An account with this email already exists",
        extensions: { code: "EMAIL_TAKEN" },
      });
      const invalid = failure(
        await server.graphql(EDIT_ME, { email: "", fullname: "" }, { ...bearer(token), "accept-language": "es" }),
      );
      expect(invalid.extensions?.fields).toEqual([
        { field: "email", code: "EMAIL_REQUIRED", message: "El correo electrónico es obligatorio" },
        { field: "fullname", code: "REQUIRED", message: "Campo obligatorio" },
      ]);
      expect(ok(await server.graphql(ME, {}, bearer(token))).me).toMatchObject({
        email: mine,
        fullname: "Jana Skúšková",
      });
    });
  });

  describe("editProfile", () => {
    it("lets a school's main admin change its details; absent arguments keep their value, null clears", async () => {
      const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
      const { editProfile } = ok(
        await server.graphql(
          EDIT_PROFILE,
          { city: " Košice ", zip: "040 01", organizationId: "00123456", organizationVatId: "SK2020123456" },
          bearer(school.token),
        ),
      );
      expect(editProfile).toEqual({
        id: school.profileId,
        ...schoolDetails,
        city: "Košice",
        zip: "040 01",
        organizationId: "00123456",
        organizationVatId: "SK2020123456",
      });
      const cleared = ok(await server.graphql(EDIT_PROFILE, { zip: null }, bearer(school.token))).editProfile;
      expect(cleared).toMatchObject({ zip: null, city: "Košice" });
    });

    it("refuses to clear what the profile type requires, and a malformed phone, in the request's language", async () => {
      const firm = await accountWithLogin(server, { profileType: 3, details: firmDetails });
      const error = failure(
        await server.graphql(
          EDIT_PROFILE,
          { organizationVatId: " ", phone: "+421" },
          { ...bearer(firm.token), "accept-language": "en" },
        ),
      );
      expect(error.extensions).toMatchObject({
        code: "VALIDATION_FAILED",
        fields: [
          { field: "phone", code: "PHONE_INVALID", message: "The number must be in +xxx format" },
          { field: "organizationVatId", code: "REQUIRED", message: "Required item" },
        ],
      });
    });

    it("asks a school for its IČO and IČ DPH when it saves its details, changing nothing until they are given", async () => {
      const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
      for (const [lang, message] of [
        ["sk", "Povinná položka"],
        ["en", "Required item"],
      ] as const) {
        const error = failure(
          await server.graphql(
            EDIT_PROFILE,
            { city: "Nitra", organizationId: " " },
            { ...bearer(school.token), "accept-language": lang },
          ),
        );
        expect(error.extensions).toMatchObject({
          code: "VALIDATION_FAILED",
          fields: [
            { field: "organizationId", code: "REQUIRED", message },
            { field: "organizationVatId", code: "REQUIRED", message },
          ],
        });
      }
      const unchanged = ok(await server.graphql(FULL_PROFILE, {}, bearer(school.token))).getFullProfile;
      expect(unchanged).toMatchObject({ city: schoolDetails.city, organizationId: null, organizationVatId: null });
      const { editProfile } = ok(
        await server.graphql(
          EDIT_PROFILE,
          { organizationId: "00123456", organizationVatId: "SK2020123456" },
          bearer(school.token),
        ),
      );
      expect(editProfile).toMatchObject({ organizationId: "00123456", organizationVatId: "SK2020123456" });
    });

    it("gives an individual address fields only", async () => {
      const single = await accountWithLogin(server, {
        profileType: 1,
        details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      });
      expect(
        ok(await server.graphql(EDIT_PROFILE, { street: "Dlhá 2", zip: "949 01" }, bearer(single.token))).editProfile,
      ).toMatchObject({
        street: "Dlhá 2",
        zip: "949 01",
        city: "Nitra",
      });
      const error = failure(
        await server.graphql(
          EDIT_PROFILE,
          { organizationName: "Firma" },
          { ...bearer(single.token), "accept-language": "sk" },
        ),
      );
      expect(error.extensions?.fields).toEqual([
        {
          field: "organizationName",
          code: "NOT_FOR_PROFILE_TYPE",
          message: "Tento údaj sa k vášmu typu profilu nevypĺňa",
        },
      ]);
    });

    it("is for the profile's main admin only", async () => {
      const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
      const teacher = uniqueEmail("teacher");
      ok(
        await server.graphql(
          ADD_USER,
          { email: teacher, password: PASSWORD, fullname: "Učiteľ" },
          bearer(school.token),
        ),
      );
      const error = failure(
        await server.graphql(
          EDIT_PROFILE,
          { city: "Trnava" },
          { ...bearer(await login(server, teacher)), "accept-language": "en" },
        ),
      );
      expect(error).toMatchObject({
        message: "Only the administrator of the profile can do this",
        extensions: { code: "NOT_PROFILE_ADMIN" },
      });
    });
  });
});
