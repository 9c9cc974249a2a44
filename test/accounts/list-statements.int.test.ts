import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { statementCounter } from "../support/statements.ts";
import { accountWithLogin, bearer, DAY, login, ok, PASSWORD, uniqueEmail } from "./support.ts";

/** The profile page's lists, as the client asks for them (web/src/routes/profile). */
const PROFILE_LISTS = `{ getFullProfile { id
  users { id fullname email userRole { id name } userRoleId }
  subscriptions { id accessLevel startDate expirationDate description }
  orders { orderNumber status amountText } } }`;
const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`;
const LIST_TABLES = ["users", "subscriptions", "payment_orders"] as const;

/**
 * Each list of a profile (its users, its subscriptions, its orders) costs one SQL statement whatever
 * its length: a full school (10 users), a single profile (one), a user who sees only themself, a
 * profile without subscriptions or orders. Never a statement per row.
 */
describe(`a profile's lists read the database once each (${testDatabaseKind})`, () => {
  let server: TestServer;
  const counter = statementCounter(LIST_TABLES);
  let schoolAdmin: string;
  let schoolMember: string;
  let single: string;

  beforeAll(async () => {
    server = await startTestServer({ observeQueries: (node) => counter.observe(node) });
    const now = server.services.clock.now();
    const school = await accountWithLogin(server, {
      profileType: 2,
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "ZŠ Plná",
        street: "Školská 1",
        city: "Trnava",
        country: "Slovensko",
      },
      subscription: { accessLevel: "full", startDate: now, expirationDate: new Date(now.getTime() + 365 * DAY) },
    });
    schoolAdmin = school.token;
    const memberEmail = uniqueEmail("clen");
    ok(
      await server.graphql(
        ADD_USER,
        { email: memberEmail, password: PASSWORD, fullname: "Člen Zboru" },
        bearer(schoolAdmin),
      ),
    );
    for (let n = 2; n < 10; n++)
      ok(
        await server.graphql(
          ADD_USER,
          { email: uniqueEmail("kolega"), password: PASSWORD, fullname: `Kolega ${n}` },
          bearer(schoolAdmin),
        ),
      );
    schoolMember = await login(server, memberEmail);
    single = (
      await accountWithLogin(server, {
        profileType: 1,
        details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      })
    ).token;
  }, 120_000);
  afterAll(() => server?.close());

  const profileLists = (token: string) =>
    counter.during(async () => ok(await server.graphql(PROFILE_LISTS, {}, bearer(token))).getFullProfile);

  it("a full school: 10 users, its subscription, no orders — one statement a list", async () => {
    const { result, tables } = await profileLists(schoolAdmin);
    expect(result.users).toHaveLength(10);
    expect(result.subscriptions).toHaveLength(1);
    expect(result.orders).toEqual([]);
    expect([...tables].sort()).toEqual(["payment_orders", "subscriptions", "users"]);
  });

  it("a single profile: one user, no subscription — one statement a list", async () => {
    const { result, tables } = await profileLists(single);
    expect(result.users).toHaveLength(1);
    expect(result.subscriptions).toEqual([]);
    expect([...tables].sort()).toEqual(["payment_orders", "subscriptions", "users"]);
  });

  it("a school's regular user sees only themself and no orders — still one statement for the users", async () => {
    const { result, tables } = await profileLists(schoolMember);
    expect(result.users).toHaveLength(1);
    expect(result.orders).toEqual([]);
    // orders are the main admin's: nothing is read for anyone else
    expect([...tables].sort()).toEqual(["subscriptions", "users"]);
  });
});
