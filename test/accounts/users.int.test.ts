import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START, WrongExpectedRevisionError } from "../../src/eventstore/types.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  accountWithLogin,
  bearer,
  failure,
  LOGIN,
  login,
  ME,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  trialForm,
  uniqueEmail,
} from "./support.ts";
import { committedEvents } from "../support/events.ts";

const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) {
  addUser(email: $email, password: $password, fullname: $fullname) { id email fullname userRoleId userRole { id name } profile { id } }
}`;
const DELETE_USER = `mutation ($userId: Int!) { deleteUser(userId: $userId) }`;
const PROMOTE = `mutation ($userId: Int!) { promoteToUserAdmin(userId: $userId) }`;
const PROFILE = `{ getFullProfile { id userCount userLimit users { id email userRoleId } } }`;

const schoolDetails = {
  phone: "+421 2 1234 5678",
  organizationName: "ZŠ Hradná",
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

describe(`profile administrators manage their users (${testDatabaseKind})`, () => {
  let server: TestServer;
  const profileOf = async (token: string) => ok(await server.graphql(PROFILE, {}, bearer(token))).getFullProfile;
  const addUser = (token: string, email: string, headers: Record<string, string> = {}) =>
    server.graphql(
      ADD_USER,
      { email, password: PASSWORD, fullname: "Učiteľka Mária" },
      { ...bearer(token), ...headers },
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("adds a user to a school: an ordinary user of the profile, who can log in", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const email = uniqueEmail("teacher");
    const { addUser: user } = ok(await addUser(school.token, email));
    expect(user).toMatchObject({
      email,
      fullname: "Učiteľka Mária",
      userRoleId: 3,
      userRole: { id: 3, name: "user" },
      profile: { id: school.profileId },
    });
    expect(await profileOf(school.token)).toMatchObject({ userCount: 2, userLimit: 10 });
    const teacher = await login(server, email);
    expect(ok(await server.graphql(ME, {}, bearer(teacher))).me).toMatchObject({ id: user.id, userRoleId: 3 });
  });

  it("shows the whole user list to the main admin and only himself to a user", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const email = uniqueEmail("teacher");
    const { addUser: user } = ok(await addUser(school.token, email));
    expect((await profileOf(school.token)).users).toEqual([
      { id: school.userId, email: school.email, userRoleId: 1 },
      { id: user.id, email, userRoleId: 3 },
    ]);
    expect((await profileOf(await login(server, email))).users).toEqual([{ id: user.id, email, userRoleId: 3 }]);
  });

  it("refuses a taken address and bad input, writing no user", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    expect(failure(await addUser(school.token, school.email.toUpperCase())).extensions?.code).toBe("EMAIL_TAKEN");
    const error = failure(
      await server.graphql(
        ADD_USER,
        { email: "x@", password: "heslo", fullname: "" },
        { ...bearer(school.token), "accept-language": "en" },
      ),
    );
    expect(error.extensions?.fields).toEqual([
      { field: "password", code: "PASSWORD_TOO_SHORT", message: "The password must have at least 8 characters" },
      { field: "email", code: "EMAIL_INVALID", message: "Incorrect form of email address" },
      { field: "fullname", code: "REQUIRED", message: "Required item" },
    ]);
    expect(await profileOf(school.token)).toMatchObject({ userCount: 1 });
  });

  it("keeps a firm to 3 users, and frees the address of a refused user", async () => {
    const firm = await accountWithLogin(server, { profileType: 3, details: firmDetails });
    ok(await addUser(firm.token, uniqueEmail("f1")));
    ok(await addUser(firm.token, uniqueEmail("f2")));
    const fourth = uniqueEmail("f3");
    expect(failure(await addUser(firm.token, fourth, { "accept-language": "en" }))).toMatchObject({
      message: "The profile already has the maximum number of users (3)",
      extensions: { code: "SEAT_LIMIT_REACHED" },
    });
    expect(await profileOf(firm.token)).toMatchObject({ userCount: 3, userLimit: 3 });
    expect(ok(await server.graphql(REGISTER_TRIAL, trialForm(fourth)))).toEqual({ registerTrial: true });
  });

  it("lets no one but a school's or firm's main admin manage users", async () => {
    const trial = uniqueEmail("trial");
    ok(await server.graphql(REGISTER_TRIAL, trialForm(trial)));
    const trialToken = await login(server, trial);
    expect(failure(await addUser(trialToken, uniqueEmail("x"), { "accept-language": "en" }))).toMatchObject({
      message: "Users can be managed only in school and firm profiles",
      extensions: { code: "USERS_ONLY_FOR_ORGANISATIONS" },
    });
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const email = uniqueEmail("teacher");
    ok(await addUser(school.token, email));
    const teacher = await login(server, email);
    expect(failure(await addUser(teacher, uniqueEmail("y"))).extensions?.code).toBe("NOT_PROFILE_ADMIN");
    expect(
      failure(await server.graphql(DELETE_USER, { userId: school.userId }, bearer(teacher))).extensions?.code,
    ).toBe("NOT_PROFILE_ADMIN");
  });

  it("deletes a user: gone from the profile, the token anonymous, the password useless, the address free", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const email = uniqueEmail("leaving");
    const { addUser: user } = ok(await addUser(school.token, email));
    const token = await login(server, email);
    expect(ok(await server.graphql(DELETE_USER, { userId: user.id }, bearer(school.token)))).toEqual({
      deleteUser: true,
    });
    expect(await profileOf(school.token)).toMatchObject({ userCount: 1, users: [{ id: school.userId }] });
    expect(ok(await server.graphql(ME, {}, bearer(token))).me).toBeNull();
    expect(failure(await server.graphql(LOGIN, { email, password: PASSWORD })).extensions?.code).toBe(
      "WRONG_CREDENTIALS",
    );
    ok(await addUser(school.token, email));
  });

  it("refuses to delete the admin himself or a user of another profile", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const other = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const { addUser: stranger } = ok(await addUser(other.token, uniqueEmail("stranger")));
    expect(
      failure(
        await server.graphql(
          DELETE_USER,
          { userId: school.userId },
          { ...bearer(school.token), "accept-language": "en" },
        ),
      ),
    ).toMatchObject({
      message: "You cannot delete yourself",
      extensions: { code: "CANNOT_DELETE_SELF" },
    });
    expect(
      failure(
        await server.graphql(
          DELETE_USER,
          { userId: stranger.id },
          { ...bearer(school.token), "accept-language": "en" },
        ),
      ),
    ).toMatchObject({
      message: "This user does not belong to your profile",
      extensions: { code: "USER_NOT_IN_PROFILE" },
    });
    expect(await profileOf(other.token)).toMatchObject({ userCount: 2 });
  });

  it("hands the admin right over: the new admin manages the users, the former one no longer can", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const email = uniqueEmail("successor");
    const { addUser: successor } = ok(await addUser(school.token, email));
    expect(ok(await server.graphql(PROMOTE, { userId: successor.id }, bearer(school.token)))).toEqual({
      promoteToUserAdmin: true,
    });
    const successorToken = await login(server, email);
    expect((await profileOf(successorToken)).users).toEqual([
      { id: successor.id, email, userRoleId: 1 },
      { id: school.userId, email: school.email, userRoleId: 3 },
    ]);
    expect(failure(await addUser(school.token, uniqueEmail("z"))).extensions?.code).toBe("NOT_PROFILE_ADMIN");
    expect(
      failure(await server.graphql(PROMOTE, { userId: school.userId }, bearer(school.token))).extensions?.code,
    ).toBe("NOT_PROFILE_ADMIN");
    expect(ok(await server.graphql(DELETE_USER, { userId: school.userId }, bearer(successorToken)))).toEqual({
      deleteUser: true,
    });
  });

  it("never lets concurrent addUser calls exceed the seats: 15 at once on a school end with exactly 10 users", async () => {
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const emails = Array.from({ length: 15 }, (_, i) => uniqueEmail(`rush${i}`));
    // A database a few milliseconds away: reading the profile stream takes a while, so the calls
    // really do read the same revision and collide on the append (counted, to prove the race happened).
    const store = server.services.store;
    const { readStream, appendToStream } = store;
    let conflicts = 0;
    store.readStream = async (stream, options) => {
      const events = await readStream.call(store, stream, options);
      if (stream === `profile-${school.profileId}`) await new Promise((resolve) => setTimeout(resolve, 20));
      return events;
    };
    store.appendToStream = async (stream, events, expected) => {
      try {
        return await appendToStream.call(store, stream, events, expected);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && stream === `profile-${school.profileId}`) conflicts++;
        throw error;
      }
    };
    const results = await Promise.all(emails.map((email) => addUser(school.token, email))).finally(() => {
      Object.assign(store, { readStream, appendToStream });
    });
    expect(conflicts).toBeGreaterThan(0);
    const added = results.filter((r) => r.data?.addUser);
    const refused = results.filter((r) => r.errors);
    expect(added).toHaveLength(9);
    expect(refused.map((r) => r.errors![0]!.extensions?.code)).toEqual(Array(6).fill("SEAT_LIMIT_REACHED"));
    const profile = await profileOf(school.token);
    expect(profile.userCount).toBe(10);
    expect(profile.users).toHaveLength(10);
    // the refused ones left nothing behind: no user, and their addresses are free
    const events = await committedEvents(server.services.store, server.services.db);
    const registered = new Set(events.filter((e) => e.type === "UserRegistered").map((e) => e.data.email));
    const refusedEmails = emails.filter((email) => !added.some((r) => r.data.addUser.email === email));
    expect(refusedEmails.filter((email) => registered.has(email))).toEqual([]);
    for (const email of refusedEmails)
      expect(ok(await server.graphql(REGISTER_TRIAL, trialForm(email)))).toEqual({ registerTrial: true });
  });
});
