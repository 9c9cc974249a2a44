import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/events.ts";
import { statementCounter } from "../support/statements.ts";
import { accountWithLogin, bearer, login, ok, testClock } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  ADD_INDIVIDUAL_SUBSCRIPTION,
  individualForm,
  paidTestIntent,
  PROFILE_HISTORY,
  RECORD_BANK_TRANSFER,
  REGISTER_INDIVIDUAL,
} from "./graphql-support.ts";

const ORDERS = `{ getFullProfile { orders { orderNumber status amountText } } }`;
/** The read models the history and the orders read, and the event log (the profile's access events). */
const TABLES = ["money_events", "users", "payment_orders", "events"] as const;

/**
 * A profile's payment history (getProfileHistory: its money events and access events, with each
 * actor's e-mail) costs one statement of the read models and one read of the profile's stream,
 * whatever its length; its orders one statement. A long history, a short one and an empty one.
 */
describe(`payment history and orders read the database once (${testDatabaseKind})`, () => {
  let server: TestServer;
  const counter = statementCounter(TABLES);
  const clock = testClock(new Date("2026-03-02T09:00:00Z"));
  let admin: Awaited<ReturnType<typeof accountWithLogin>>;
  let long: { profileId: number; token: string };
  let short: { profileId: number; token: string };
  let empty: { profileId: number; token: string };

  const profileIdOf = async (token: string) =>
    ok(await server.graphql(`{ getFullProfile { id } }`, {}, bearer(token))).getFullProfile.id as number;
  /** An individual registered by invoice: an order placed, an invoice issued. */
  async function registeredByInvoice() {
    const form = individualForm();
    const { order } = ok(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "invoice" }),
    ).registerIndividual;
    const token = await login(server, form.email);
    return { token, profileId: await profileIdOf(token), orderNumber: order.orderNumber as number };
  }

  beforeAll(async () => {
    server = await startTestServer({ clock, observeQueries: (node) => counter.observe(node) });
    admin = await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin });
    const paid = await registeredByInvoice();
    const today = clock.now().toISOString().slice(0, 10);
    ok(
      await server.graphql(
        RECORD_BANK_TRANSFER,
        { orderNumber: paid.orderNumber, amountCents: 890, receivedOn: today },
        bearer(admin.token),
      ),
    );
    for (let renewal = 0; renewal < 3; renewal++) {
      const intent = await paidTestIntent(server, "single", undefined, bearer(paid.token));
      ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: intent.paymentId }, bearer(paid.token)));
    }
    long = paid;
    short = await registeredByInvoice();
    const bare = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    empty = { profileId: bare.profileId, token: bare.token };
  }, 120_000);
  afterAll(() => server?.close());

  const history = (profileId: number) =>
    counter.during(
      async () =>
        ok(await server.graphql(PROFILE_HISTORY, { profileId }, bearer(admin.token))).getProfileHistory as {
          actor: string;
          actorEmail: string | null;
        }[],
    );

  it("a long history (13 entries by three actors), a short one and an empty one: one statement and one stream read each", async () => {
    const longHistory = await history(long.profileId);
    expect(longHistory.result).toHaveLength(13);
    expect(
      longHistory.result
        .filter((entry) => entry.actor === String(admin.userId))
        .every((entry) => entry.actorEmail === admin.email),
    ).toBe(true);
    expect(new Set(longHistory.result.map((entry) => entry.actorEmail)).size).toBe(3); // anonymous (null), the admin, the member
    expect(longHistory.tables.sort()).toEqual(["events", "money_events"]);

    const shortHistory = await history(short.profileId);
    expect(shortHistory.result.map((entry) => entry.actorEmail)).toEqual([null, null]);
    expect(shortHistory.tables.sort()).toEqual(["events", "money_events"]);

    for (const profileId of [empty.profileId, 999_999]) {
      const nothing = await history(profileId);
      expect(nothing.result).toEqual([]);
      expect(nothing.tables.sort()).toEqual(["events", "money_events"]);
    }
  });

  it("a profile's orders, one or none, in one statement", async () => {
    for (const [who, count] of [
      [long, 1],
      [short, 1],
      [empty, 0],
    ] as const) {
      const { result, tables } = await counter.during(
        async () => ok(await server.graphql(ORDERS, {}, bearer(who.token))).getFullProfile.orders,
      );
      expect(result).toHaveLength(count);
      expect(tables).toEqual(["payment_orders"]);
    }
  });
});
