import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  bearer,
  failure,
  LOGIN,
  login,
  mailsTo,
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
import { committedEvents } from "../support/events.ts";

const CHANGE = `mutation ($currentPassword: String!, $password: String!) { changePassword(currentPassword: $currentPassword, password: $password) }`;
const REQUEST = `mutation ($email: String!) { sendResetPasswordRequest(email: $email) }`;
const IS_VALID = `query ($linkString: String!) { isValidResetString(linkString: $linkString) }`;
const RESET = `mutation ($linkString: String!, $password: String!) { resetPassword(linkString: $linkString, password: $password) }`;
const NEW_PASSWORD = "Nove456heslo";
const HOUR = 3600 * SECOND;

describe(`changing and resetting a password (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let lastIp = 0;
  const fromNewClient = () => ({ "x-forwarded-for": `198.51.100.${++lastIp}` });
  const register = async (label: string) => {
    const email = uniqueEmail(label);
    ok(await server.graphql(REGISTER_TRIAL, trialForm(email)));
    return email;
  };
  const me = async (token: string) => ok(await server.graphql(ME, {}, bearer(token))).me;
  const isValid = async (linkString: string) => ok(await server.graphql(IS_VALID, { linkString })).isValidResetString;
  /** Asks for a reset link and returns its secret, read from the mail in the outbox. */
  const resetLinkFor = async (email: string, lang = "sk") => {
    const before = (await mailsTo(server, email, 0)).length;
    expect(ok(await server.graphql(REQUEST, { email }, { ...fromNewClient(), "accept-language": lang }))).toEqual({
      sendResetPasswordRequest: true,
    });
    const [mail] = await mailsTo(server, email, before + 1);
    const link = mail!.text.match(/https?:\/\/\S+\/obnova-hesla\/(\S+)/);
    expect(link, mail!.text).not.toBeNull();
    return { mail: mail!, url: link![0], secret: link![1]! };
  };

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock, env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => server?.close());

  describe("changePassword", () => {
    it("needs the current password and a new one that keeps the rules; changes nothing otherwise", async () => {
      const email = await register("change-invalid");
      const token = await login(server, email);
      const invalid = failure(
        await server.graphql(
          CHANGE,
          { currentPassword: "", password: "kratke" },
          { ...bearer(token), "accept-language": "en" },
        ),
      );
      expect(invalid.extensions?.fields).toEqual([
        { field: "currentPassword", code: "REQUIRED", message: "Required item" },
        { field: "password", code: "PASSWORD_TOO_SHORT", message: "The password must have at least 8 characters" },
      ]);
      const wrong = failure(
        await server.graphql(
          CHANGE,
          { currentPassword: "Zle123heslo", password: NEW_PASSWORD },
          { ...bearer(token), "accept-language": "sk" },
        ),
      );
      expect(wrong.extensions?.fields).toEqual([
        { field: "currentPassword", code: "CURRENT_PASSWORD_WRONG", message: "Súčasné heslo nie je správne" },
      ]);
      expect(await login(server, email, PASSWORD)).toBeTruthy();
    });

    it("is for logged-in users only", async () => {
      const error = failure(
        await server.graphql(
          CHANGE,
          { currentPassword: PASSWORD, password: NEW_PASSWORD },
          { "accept-language": "en" },
        ),
      );
      expect(error).toMatchObject({ message: "Please log in", extensions: { code: "LOGIN_REQUIRED" } });
    });

    it("sets the new password, keeps the request's token and revokes the user's other tokens", async () => {
      const email = await register("change");
      const [mine, other] = [await login(server, email), await login(server, email)];
      expect(
        ok(await server.graphql(CHANGE, { currentPassword: PASSWORD, password: NEW_PASSWORD }, bearer(mine))),
      ).toEqual({ changePassword: true });
      expect(await me(mine)).toMatchObject({ email });
      expect(await me(other)).toBeNull();
      expect(
        failure(await server.graphql(LOGIN, { email, password: PASSWORD }, fromNewClient())).extensions?.code,
      ).toBe("WRONG_CREDENTIALS");
      expect(await login(server, email, NEW_PASSWORD)).toBeTruthy();
      const userId = (await me(mine)).id;
      const changes = (await committedEvents(server.services.store, server.services.db)).filter(
        (e) => e.type === "UserPasswordChanged" && e.data.userId === userId,
      );
      expect(changes.map((e) => Object.keys(e.data).sort())).toEqual([["changedAt", "userId", "via"]]);
    });
  });

  describe("password reset", () => {
    it("mails a single-use link in the request's language to the user, and answers alike for an unknown address", async () => {
      const email = await register("reset-mail");
      const { mail, url, secret } = await resetLinkFor(email, "en");
      expect(mail.subject).toBe("Reset your Living Library password");
      expect(url).toBe(`${server.services.config.publicUrl}/en/obnova-hesla/${secret}`);
      expect(mail.text).toContain("valid for 2 hours");
      expect((await resetLinkFor(email, "sk")).mail.subject).toBe("Obnova hesla do Živej knižnice");

      const nobody = uniqueEmail("nobody");
      expect(await server.graphql(REQUEST, { email: nobody }, fromNewClient())).toEqual({
        data: { sendResetPasswordRequest: true },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailsTo(server, nobody, 0)).toEqual([]);
      // only the secret's hash is stored
      const rows = await server.services.db.selectFrom("password_reset_links").select("secret_hash").execute();
      expect(JSON.stringify(rows)).not.toContain(secret);
    });

    it("checks a link, sets the new password with it, revokes every token, and the link works only once", async () => {
      const email = await register("reset");
      const token = await login(server, email);
      const { secret } = await resetLinkFor(email);
      expect(await isValid(secret)).toBe(true);
      expect(ok(await server.graphql(RESET, { linkString: secret, password: NEW_PASSWORD }))).toEqual({
        resetPassword: true,
      });
      expect(await me(token)).toBeNull();
      expect(await login(server, email, NEW_PASSWORD)).toBeTruthy();
      expect(
        failure(await server.graphql(LOGIN, { email, password: PASSWORD }, fromNewClient())).extensions?.code,
      ).toBe("WRONG_CREDENTIALS");

      expect(await isValid(secret)).toBe(false);
      const reused = failure(
        await server.graphql(RESET, { linkString: secret, password: "Tretie789heslo" }, { "accept-language": "en" }),
      );
      expect(reused).toMatchObject({
        message: "The link is not valid or has already been used",
        extensions: { code: "RESET_LINK_INVALID" },
      });
      expect(await login(server, email, NEW_PASSWORD)).toBeTruthy();
    });

    it("voids the user's other links once one has been used", async () => {
      const email = await register("reset-two");
      const first = await resetLinkFor(email);
      const second = await resetLinkFor(email);
      ok(await server.graphql(RESET, { linkString: second.secret, password: NEW_PASSWORD }));
      expect(await isValid(first.secret)).toBe(false);
    });

    it("lets only one of two simultaneous resets with the same link through", async () => {
      const email = await register("reset-race");
      const { secret } = await resetLinkFor(email);
      const results = await Promise.all(
        ["Prve111heslo", "Druhe222heslo"].map((password) => server.graphql(RESET, { linkString: secret, password })),
      );
      expect(results.filter((r) => r.data?.resetPassword === true)).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "RESET_LINK_INVALID")).toHaveLength(1);
    });

    it("expires a link after two hours", async () => {
      const email = await register("reset-expiry");
      const { secret } = await resetLinkFor(email);
      clock.advance(2 * HOUR - SECOND);
      expect(await isValid(secret)).toBe(true);
      clock.advance(SECOND);
      expect(await isValid(secret)).toBe(false);
      expect(
        failure(
          await server.graphql(RESET, { linkString: secret, password: NEW_PASSWORD }, { "accept-language": "sk" }),
        ),
      ).toMatchObject({
        message: "Odkaz nie je platný alebo už bol použitý",
        extensions: { code: "RESET_LINK_INVALID" },
      });
      expect(await login(server, email, PASSWORD)).toBeTruthy();
    });

    it("refuses a password that breaks the rules and leaves the link usable", async () => {
      const email = await register("reset-weak");
      const { secret } = await resetLinkFor(email);
      const weak = failure(
        await server.graphql(RESET, { linkString: secret, password: "slabeheslo" }, { "accept-language": "cs" }),
      );
      expect(weak.extensions?.fields).toEqual([
        {
          field: "password",
          code: "PASSWORD_TOO_WEAK",
          message: "Heslo musí obsahovat velké písmeno, malé písmeno a číslici",
        },
      ]);
      expect(await isValid(secret)).toBe(true);
    });

    it("says false for made-up links", async () => {
      expect(await isValid("nothing-like-a-link")).toBe(false);
      expect(await isValid("A".repeat(43))).toBe(false);
    });

    it("throttles requests per address (3) and per client (10), for unknown addresses too", async () => {
      const email = await register("reset-throttle");
      for (let i = 0; i < 3; i++) ok(await server.graphql(REQUEST, { email }, fromNewClient()));
      const blocked = failure(
        await server.graphql(REQUEST, { email }, { ...fromNewClient(), "accept-language": "en" }),
      );
      expect(blocked).toMatchObject({
        message: "Too many attempts. Try again in 60 s.",
        extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 60 },
      });
      expect(await mailsTo(server, email, 3)).toHaveLength(3);

      const client = fromNewClient();
      for (let i = 0; i < 10; i++) ok(await server.graphql(REQUEST, { email: uniqueEmail(`unknown${i}`) }, client));
      expect(failure(await server.graphql(REQUEST, { email: uniqueEmail("unknown") }, client)).extensions?.code).toBe(
        "TOO_MANY_ATTEMPTS",
      );
    });

    it("unblocks the account's login from the owner's address when a reset from there succeeds", async () => {
      const email = await register("reset-unblocks");
      const owner = fromNewClient();
      for (let i = 0; i < 5; i++) failure(await server.graphql(LOGIN, { email, password: "Zle0heslo" }, owner));
      expect(failure(await server.graphql(LOGIN, { email, password: PASSWORD }, owner)).extensions?.code).toBe(
        "TOO_MANY_ATTEMPTS",
      );
      const { secret } = await resetLinkFor(email);
      ok(await server.graphql(RESET, { linkString: secret, password: NEW_PASSWORD }, owner));
      expect(await login(server, email, NEW_PASSWORD, owner)).toBeTruthy();
    });
  });
});
