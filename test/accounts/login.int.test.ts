import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { setProfileEnabled } from "../../src/modules/accounts/index.ts";
import { sha256 } from "../../src/modules/accounts/sessions.ts";
import { loginLimits } from "../../src/shared/limits.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  bearer,
  failure,
  LOGIN,
  LOGOUT,
  login,
  ME,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  SECOND,
  type TestClock,
  testClock,
  trialForm,
  uniqueEmail,
} from "./support.ts";

describe(`login, logout and the rate limit (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  const system = () => ({ services: server.services, commandContext: systemContext() });
  /** Each test logs in from an address of its own, so the per-client counters stay apart. */
  let lastIp = 0;
  const fromNewClient = () => ({ "x-forwarded-for": `203.0.113.${++lastIp}` });
  const register = async (label: string) => {
    const email = uniqueEmail(label);
    ok(await server.graphql(REGISTER_TRIAL, trialForm(email)));
    return email;
  };
  const me = async (headers: Record<string, string>) => ok(await server.graphql(ME, {}, headers)).me;
  /** The hashed key of the account's own counter (all addresses): its address and its password's hash. */
  const keysOf = async (email: string) => {
    const { password_hash } = await server.services.db
      .selectFrom("credentials")
      .innerJoin("users", "users.id", "credentials.user_id")
      .select("credentials.password_hash")
      .where("users.email", "=", email)
      .executeTakeFirstOrThrow();
    return [sha256(`login-account:${email}|${password_hash}`)];
  };

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock, env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => server?.close());

  it("returns an opaque token that works as a bearer header and as the token cookie; the address's case does not matter", async () => {
    const email = await register("login");
    const token = await login(server, email.toUpperCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await me(bearer(token))).toMatchObject({
      email,
      fullname: "Jana Skúšková",
      userRoleId: 1,
      profile: { profileType: { name: "trial" } },
    });
    expect(await me({ cookie: `lang=sk; session=${token}` })).toMatchObject({ email });
    // the server keeps only the token's hash
    const sessions = await server.services.db.selectFrom("sessions").select("token_hash").execute();
    expect(sessions.map((s) => s.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it("is anonymous without a token, or with a made-up one", async () => {
    expect(await me({})).toBeNull();
    expect(await me(bearer("x".repeat(43)))).toBeNull();
    expect(await me(bearer("not-a-token"))).toBeNull();
  });

  it("answers a wrong password and an unknown address alike: WRONG_CREDENTIALS, localised", async () => {
    const email = await register("wrong");
    const wrongPassword = failure(
      await server.graphql(LOGIN, { email, password: "Nespravne1" }, { ...fromNewClient(), "accept-language": "en" }),
    );
    const unknownAddress = failure(
      await server.graphql(
        LOGIN,
        { email: uniqueEmail("nobody"), password: PASSWORD },
        { ...fromNewClient(), "accept-language": "en" },
      ),
    );
    expect(wrongPassword).toMatchObject({
      message: "You entered incorrect login details",
      extensions: { code: "WRONG_CREDENTIALS" },
    });
    expect(unknownAddress).toEqual(wrongPassword);
    const sk = failure(
      await server.graphql(LOGIN, { email, password: "Nespravne1" }, { ...fromNewClient(), "accept-language": "sk" }),
    );
    expect(sk).toMatchObject({
      message: "Zadali ste nesprávne prihlasovacie údaje",
      extensions: { code: "WRONG_CREDENTIALS" },
    });
  });

  it("refuses malformed input with field messages", async () => {
    const error = failure(await server.graphql(LOGIN, { email: "jana", password: "" }, { "accept-language": "en" }));
    expect(error.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [
        { field: "email", code: "EMAIL_INVALID", message: "Incorrect form of email address" },
        { field: "password", code: "REQUIRED", message: "Required item" },
      ],
    });
  });

  it("revokes the request's own token on logout, and only that one", async () => {
    const email = await register("logout");
    const [first, second] = [await login(server, email), await login(server, email)];
    expect(ok(await server.graphql(LOGOUT, {}, bearer(first)))).toEqual({ logout: true });
    expect(await me(bearer(first))).toBeNull();
    expect(await me(bearer(second))).toMatchObject({ email });
    // logging out anonymously changes nothing
    expect(ok(await server.graphql(LOGOUT, {}))).toEqual({ logout: true });
  });

  it("slows down repeated failures for one account from one address: after 5 the 6th attempt waits there, even with the right password", async () => {
    const email = await register("throttled");
    const guesser = fromNewClient();
    for (let i = 0; i < 5; i++) {
      expect(failure(await server.graphql(LOGIN, { email, password: `Zle${i}heslo` }, guesser)).extensions?.code).toBe(
        "WRONG_CREDENTIALS",
      );
    }
    const blocked = failure(
      await server.graphql(LOGIN, { email, password: PASSWORD }, { ...guesser, "accept-language": "en" }),
    );
    expect(blocked).toEqual({
      message: "Too many attempts. Try again in 30 s.",
      locations: expect.any(Array),
      path: ["login"],
      // "account": its owner gets in from elsewhere, or at once with a password reset
      extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 30, limitedBy: "account" },
    });
    expect(
      failure(await server.graphql(LOGIN, { email, password: PASSWORD }, { ...guesser, "accept-language": "sk" }))
        .message,
    ).toBe("Príliš veľa pokusov. Skúste to znova o 30 s.");
    // the owner, from any other address, is not locked out
    expect(await login(server, email, PASSWORD, fromNewClient())).toMatch(/^[\w-]{43}$/);

    clock.advance(20 * SECOND);
    expect(failure(await server.graphql(LOGIN, { email, password: PASSWORD }, guesser)).extensions).toEqual({
      code: "TOO_MANY_ATTEMPTS",
      retryAfterSeconds: 10,
      limitedBy: "account",
    });
    clock.advance(10 * SECOND);
    // one more failure doubles the wait
    expect(failure(await server.graphql(LOGIN, { email, password: "Zle9heslo" }, guesser)).extensions?.code).toBe(
      "WRONG_CREDENTIALS",
    );
    expect(
      failure(await server.graphql(LOGIN, { email, password: PASSWORD }, guesser)).extensions?.retryAfterSeconds,
    ).toBe(60);
    clock.advance(60 * SECOND);
    expect(await login(server, email, PASSWORD, guesser)).toMatch(/^[\w-]{43}$/);
    // a successful login forgets the failures from that address
    for (let i = 0; i < 4; i++) failure(await server.graphql(LOGIN, { email, password: "Zle0heslo" }, guesser));
    expect(await login(server, email, PASSWORD, guesser)).toMatch(/^[\w-]{43}$/);
  });

  it("slows down one client guessing many accounts: after the address's budget of failures, it waits", async () => {
    const client = fromNewClient();
    const email = await register("victim");
    for (let i = 0; i < loginLimits.perClient.freeAttempts; i++) {
      expect(
        failure(await server.graphql(LOGIN, { email: uniqueEmail(`guess${i}`), password: PASSWORD }, client)).extensions
          ?.code,
      ).toBe("WRONG_CREDENTIALS");
    }
    expect(failure(await server.graphql(LOGIN, { email, password: PASSWORD }, client)).extensions).toEqual({
      code: "TOO_MANY_ATTEMPTS",
      retryAfterSeconds: 30,
      limitedBy: "client",
    });
    // the account itself is not blocked: its user logs in from elsewhere
    expect(await login(server, email, PASSWORD, fromNewClient())).toMatch(/^[\w-]{43}$/);
  });

  it("limits failures on one account from all addresses together: ten, then the account waits, right password or not", async () => {
    const email = await register("everywhere");
    for (let i = 0; i < loginLimits.perAccount.freeAttempts; i++) {
      expect(
        failure(await server.graphql(LOGIN, { email, password: `Zle${i}heslo` }, fromNewClient())).extensions?.code,
      ).toBe("WRONG_CREDENTIALS");
    }
    const refused = failure(
      await server.graphql(LOGIN, { email, password: PASSWORD }, { ...fromNewClient(), "accept-language": "en" }),
    );
    expect(refused).toMatchObject({
      message: "Too many attempts. Try again in 60 s.",
      extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 60, limitedBy: "account" },
    });
    clock.advance(60 * SECOND);
    // one more failure doubles the wait
    expect(
      failure(await server.graphql(LOGIN, { email, password: "Zle99heslo" }, fromNewClient())).extensions?.code,
    ).toBe("WRONG_CREDENTIALS");
    expect(
      failure(await server.graphql(LOGIN, { email, password: PASSWORD }, fromNewClient())).extensions
        ?.retryAfterSeconds,
    ).toBe(120);
    clock.advance(120 * SECOND);
    expect(await login(server, email, PASSWORD, fromNewClient())).toMatch(/^[\w-]{43}$/);
  });

  it("gives a success's attempt back, and forgives the failures of that account from that address", async () => {
    const email = await register("forgiven");
    const home = fromNewClient();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect(failure(await server.graphql(LOGIN, { email, password: "Zle0heslo" }, home)).extensions?.code).toBe(
          "WRONG_CREDENTIALS",
        );
      expect(await login(server, email, PASSWORD, home)).toMatch(/^[\w-]{43}$/);
    }
    // twelve failures in all, more than the account's ten, none left counted
    expect(
      await server.services.db
        .selectFrom("rate_limits")
        .select("attempts")
        .where("attempts", ">", 0)
        .where("key", "in", await keysOf(email))
        .execute(),
    ).toEqual([]);
  });

  it("keeps the counts in the database, where every server process sees them, as hashes", async () => {
    const email = await register("shared");
    for (let i = 0; i < 5; i++) failure(await server.graphql(LOGIN, { email, password: "Zle0heslo" }, fromNewClient()));
    const rows = await server.services.db
      .selectFrom("rate_limits")
      .select(["key", "attempts"])
      .where("key", "in", await keysOf(email))
      .execute();
    expect(rows.map((r) => r.attempts)).toEqual([5]);
    const all = JSON.stringify(await server.services.db.selectFrom("rate_limits").selectAll().execute());
    expect(all).not.toContain(email);
  });

  it("refuses a disabled profile's login with PROFILE_DISABLED and treats its tokens as anonymous until it is enabled again", async () => {
    const email = await register("disabled");
    const token = await login(server, email);
    const { me: user } = ok(await server.graphql(ME, {}, bearer(token)));

    await setProfileEnabled(system(), user.profile.id, false);
    expect(await me(bearer(token))).toBeNull();
    const refused = failure(
      await server.graphql(LOGIN, { email, password: PASSWORD }, { ...fromNewClient(), "accept-language": "en" }),
    );
    expect(refused).toMatchObject({
      message: "Your account has been deactivated. Please contact the Living Library.",
      extensions: { code: "PROFILE_DISABLED" },
    });
    // the wrong password still gets the usual answer: a disabled profile is told only to its owner
    expect(
      failure(await server.graphql(LOGIN, { email, password: "Zle0heslo" }, fromNewClient())).extensions?.code,
    ).toBe("WRONG_CREDENTIALS");

    await setProfileEnabled(system(), user.profile.id, true);
    expect(await me(bearer(token))).toMatchObject({ email });
  });
});
