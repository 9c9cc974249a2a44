import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountWithLogin,
  bearer,
  LOGIN,
  login,
  mailsTo,
  ME,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  trialForm,
} from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { codeOf, newClient, RESET_REQUEST } from "./login-limits-support.ts";

const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`;
const EDIT_ME = `mutation ($email: String!, $fullname: String!) { editMe(email: $email, fullname: $fullname) { id email } }`;
const schoolDetails = {
  phone: "+421 2 1234 5678",
  organizationName: "ZŠ Hradná",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};

/** NFD: every letter with a diacritic written as the letter and a combining mark. */
const decomposed = (text: string) => text.normalize("NFD");

/**
 * Finding 4 of issue 21: `admin@demo.zivakniznica.sk.` (a trailing dot) was accepted as a new,
 * different address. Addresses are now compared in one normal form: the domain's trailing dot,
 * Unicode composition and the `xn--` spelling of an international domain make no difference, at
 * registration, login, reset requests, adding a user and changing one's address alike.
 */
describe(`one address, however it is spelled (${testDatabaseKind})`, () => {
  let server: TestServer;
  let suffix = 0;
  const unique = () => `${Date.now().toString(36)}${suffix++}`;
  const register = (email: string) => server.graphql(REGISTER_TRIAL, trialForm(email));
  const userIdOf = async (token: string) => ok(await server.graphql(ME, {}, bearer(token))).me.id as number;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("takes admin@demo.zivakniznica.sk. for admin@demo.zivakniznica.sk: refused at registration, the same account at login and reset", async () => {
    ok(await register("admin@demo.zivakniznica.sk"));
    const owner = await userIdOf(await login(server, "admin@demo.zivakniznica.sk"));
    for (const spelling of [
      "admin@demo.zivakniznica.sk.",
      " Admin@Demo.ZivaKniznica.SK. ",
      "admin@demo.zivakniznica.sk..",
    ]) {
      expect(codeOf(await register(spelling)), spelling).toBe("EMAIL_TAKEN");
      expect(await userIdOf(await login(server, spelling, PASSWORD, newClient())), spelling).toBe(owner);
    }
    ok(await server.graphql(RESET_REQUEST, { email: "admin@demo.zivakniznica.sk." }, newClient()));
    expect(await mailsTo(server, "admin@demo.zivakniznica.sk")).toHaveLength(1);
  });

  it("takes the decomposed (NFD) and the xn-- spellings of an international address for the address itself", async () => {
    const email = `jána.${unique()}@škola.sk`;
    ok(await register(email));
    const owner = await userIdOf(await login(server, email));
    const local = email.split("@")[0]!;
    for (const spelling of [
      decomposed(email),
      `${local}@xn--kola-f6a.sk`,
      `${local.toUpperCase()}@XN--KOLA-F6A.SK.`,
      `${decomposed(local)}@xn--kola-f6a.sk`,
    ]) {
      expect(codeOf(await register(spelling)), spelling).toBe("EMAIL_TAKEN");
      expect(await userIdOf(await login(server, spelling, PASSWORD, newClient())), spelling).toBe(owner);
    }
  });

  it("takes the Unicode spelling of an address registered as xn--", async () => {
    const local = `peter.${unique()}`;
    ok(await register(`${local}@xn--kola-f6a.sk`));
    expect(codeOf(await register(`${local}@škola.sk`))).toBe("EMAIL_TAKEN");
    expect(await login(server, decomposed(`${local}@škola.sk`), PASSWORD, newClient())).toMatch(/^[\w-]{43}$/);
  });

  it("refuses another spelling of a taken address when a school adds a user or a user changes address", async () => {
    const taken = `ucitelka.${unique()}@škola.sk`;
    ok(await register(taken));
    const school = await accountWithLogin(server, { profileType: 2, details: schoolDetails });
    const added = await server.graphql(
      ADD_USER,
      { email: `${decomposed(taken)}.`, password: PASSWORD, fullname: "Učiteľka Mária" },
      bearer(school.token),
    );
    expect(codeOf(added)).toBe("EMAIL_TAKEN");
    const edited = await server.graphql(
      EDIT_ME,
      { email: taken.replace("škola.sk", "xn--kola-f6a.sk."), fullname: "Mária Správcová" },
      bearer(school.token),
    );
    expect(codeOf(edited)).toBe("EMAIL_TAKEN");
    expect(ok(await server.graphql(ME, {}, bearer(school.token))).me.email).toBe(school.email);
  });

  it("refuses an address whose domain is no domain name with EMAIL_INVALID, everywhere, and writes nothing", async () => {
    const events = async () =>
      Number(
        (
          await server.services.db
            .selectFrom("events")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    for (const email of [`jana.${unique()}@xn--zz.sk`, `jana.${unique()}@skola%.sk`, `jana.${unique()}@10.0.0.1`]) {
      const refusals = [
        await register(email),
        await server.graphql(LOGIN, { email, password: PASSWORD }, newClient()),
        await server.graphql(RESET_REQUEST, { email }, newClient()),
      ];
      for (const refusal of refusals)
        expect(refusal.errors?.[0]?.extensions, email).toMatchObject({
          code: "VALIDATION_FAILED",
          fields: [{ field: "email", code: "EMAIL_INVALID" }],
        });
    }
    expect(await events()).toBe(before);
  });
});
