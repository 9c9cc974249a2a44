import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/events.ts";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { PAYMENT_JOBS } from "../../src/modules/payments/index.ts";
import {
  accountWithLogin,
  bearer,
  DAY,
  login,
  ok,
  PASSWORD,
  type TestClock,
  testClock,
  uniqueEmail,
} from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  ADD_INDIVIDUAL_SUBSCRIPTION,
  ADD_ORGANISATION_SUBSCRIPTION,
  expectCode,
  FULL_PROFILE,
  GET_PROFILE_SUBSCRIPTION_INTENT,
  individualForm,
  paidTestIntent,
  PROFILE_HISTORY,
  RECORD_BANK_TRANSFER,
  REGISTER_INDIVIDUAL,
  REGISTER_ORGANISATION,
  runningSubscriptions,
  schoolForm,
  UPGRADE_TRIAL,
} from "./graphql-support.ts";
import { pdfPagesText } from "../support/pdf-pages-text.ts";

const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`;

/**
 * Paying for profiles over GraphQL with the built-in test provider and bank transfers: an invoice
 * issued at registration and paid later, the invoice PDF, an order expiring unpaid, renewals, trial
 * upgrades, and the audit trail support staff read.
 */
describe(`bank transfers, renewals, upgrades and the audit trail (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: Awaited<ReturnType<typeof accountWithLogin>>;

  beforeAll(async () => {
    clock = testClock(new Date("2026-03-02T09:00:00Z"));
    server = await startTestServer({ clock });
    admin = await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin });
  }, 120_000);
  afterAll(() => server?.close());

  /** The test clock's day (it runs at 09:00 UTC, the same day in Bratislava). */
  const today = () => clock.now().toISOString().slice(0, 10);
  const profileOf = async (token: string) => ok(await server.graphql(FULL_PROFILE, {}, bearer(token))).getFullProfile;
  const download = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const trialAccount = () =>
    accountWithLogin(server, {
      profileType: 4,
      details: {
        phone: "+421 900 123 456",
        organizationName: "ZŠ Hradná",
        street: "Hradná 1",
        city: "Bratislava",
        country: "Slovensko",
      },
      subscription: {
        accessLevel: "trial",
        startDate: clock.now(),
        expirationDate: new Date(clock.now().getTime() + 30 * DAY),
      },
    });

  describe("a school registered by invoice", () => {
    const form = schoolForm();
    let token: string;
    let orderNumber: number;

    it("gets an order and its invoice, and no access until the money is recorded", async () => {
      const result = ok(
        await server.graphql(REGISTER_ORGANISATION, { ...form, paymentMethod: "invoice" }),
      ).registerOrganisation;
      orderNumber = result.order.orderNumber;
      expect(result).toEqual({
        paid: false,
        invoiceUrl: `/invoices/${orderNumber}.pdf`,
        order: {
          orderNumber,
          variableSymbol: `2026${String(orderNumber).padStart(6, "0")}`,
          planId: "school",
          amountCents: 29900,
          amountText: "299,00 €",
          status: "placed",
          dueDate: "2026-03-16",
          issuedAt: "2026-03-02T09:00:00.000Z",
          invoiceUrl: `/invoices/${orderNumber}.pdf`,
        },
      });
      token = await login(server, form.email);
      const profile = await profileOf(token);
      expect(profile).toMatchObject({ profileType: { name: "school" }, subscriptions: [], orders: [result.order] });
    });

    it("the invoice PDF downloads for the profile's main admin and library admins only", async () => {
      const path = `/invoices/${orderNumber}.pdf`;
      const owner = await download(path, bearer(token));
      expect(owner.status).toBe(200);
      expect(owner.headers.get("content-type")).toBe("application/pdf");
      expect(owner.headers.get("content-disposition")).toBe(
        `attachment; filename="faktura-2026${String(orderNumber).padStart(6, "0")}.pdf"`,
      );
      const [page] = await pdfPagesText(new Uint8Array(await owner.arrayBuffer()));
      for (const text of ["Gymnázium Ľudovíta Štúra", "IČO: 37812345", "299,00 €", "16.03.2026"])
        expect(page).toContain(text);

      expect((await download(path, { cookie: `lang=sk; session=${token}` })).status).toBe(200);
      expect((await download(path, bearer(admin.token))).status).toBe(200);
      const stranger = await accountWithLogin(server, {
        profileType: 1,
        details: { street: "Iná 1", city: "Nitra", country: "Slovensko" },
      });
      // someone else's invoice and a missing one look the same: order numbers cannot be probed
      expect((await download(path, bearer(stranger.token))).status).toBe(404);
      expect((await download(path)).status).toBe(404);
      expect((await download("/invoices/999999.pdf", bearer(admin.token))).status).toBe(404);
    });

    it("a teacher of the school (not its main admin) sees no orders and cannot download", async () => {
      const teacher = uniqueEmail("ucitel");
      ok(await server.graphql(ADD_USER, { email: teacher, password: PASSWORD, fullname: "Učiteľ" }, bearer(token)));
      const teacherToken = await login(server, teacher);
      expect((await profileOf(teacherToken)).orders).toEqual([]);
      expect((await download(`/invoices/${orderNumber}.pdf`, bearer(teacherToken))).status).toBe(404);
      expectCode(await server.graphql(ADD_ORGANISATION_SUBSCRIPTION, {}, bearer(teacherToken)), "NOT_PROFILE_ADMIN");
    });

    it("only library admins record the transfer; then the school has a year of access", async () => {
      clock.advance(4 * DAY); // 6 March
      const transfer = { orderNumber, amountCents: 29900, receivedOn: "2026-03-05" };
      expectCode(await server.graphql(RECORD_BANK_TRANSFER, transfer, bearer(token)), "FORBIDDEN");
      expectCode(await server.graphql(RECORD_BANK_TRANSFER, transfer), "LOGIN_REQUIRED");
      expectCode(
        await server.graphql(RECORD_BANK_TRANSFER, { ...transfer, amountCents: 890 }, bearer(admin.token)),
        "BANK_TRANSFER_AMOUNT_MISMATCH",
      );

      const recorded = ok(await server.graphql(RECORD_BANK_TRANSFER, transfer, bearer(admin.token))).recordBankTransfer;
      expect(recorded).toMatchObject({ orderNumber, status: "paid" });
      const profile = await profileOf(token);
      expect(runningSubscriptions(profile, clock.now())).toEqual([
        expect.objectContaining({
          accessLevel: "full",
          startDate: "2026-03-06T09:00:00.000Z",
          expirationDate: "2027-03-06T09:00:00.000Z",
        }),
      ]);
      expect(profile.orders[0].status).toBe("paid");
      expectCode(
        await server.graphql(RECORD_BANK_TRANSFER, transfer, bearer(admin.token)),
        "BANK_TRANSFER_ALREADY_RECORDED",
      );
      expect(runningSubscriptions(await profileOf(token), clock.now())).toHaveLength(1);
    });

    it("the school renews by invoice before its year ends: recorded, it extends from the current expiration", async () => {
      const renewal = ok(
        await server.graphql(ADD_ORGANISATION_SUBSCRIPTION, { intent: null }, bearer(token)),
      ).addOrganisationSubscription;
      expect(renewal).toMatchObject({ paid: false, order: { planId: "school", status: "placed" } });
      ok(
        await server.graphql(
          RECORD_BANK_TRANSFER,
          { orderNumber: renewal.order.orderNumber, amountCents: 29900, receivedOn: "2026-03-06" },
          bearer(admin.token),
        ),
      );
      const profile = await profileOf(token);
      expect(profile.subscriptions).toHaveLength(1);
      expect(profile.subscriptions[0].expirationDate).toBe("2028-03-06T09:00:00.000Z");
    });
  });

  it("an order left unpaid expires after its due date (the process's job), and stays in the list as expired", async () => {
    const form = individualForm();
    const { order } = ok(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "invoice" }),
    ).registerIndividual;
    expect(order).toMatchObject({ planId: "single", amountCents: 890, status: "placed" });
    const token = await login(server, form.email);

    clock.advance(14 * DAY); // the due date itself: still in time
    expect(await server.services.jobs.runNow<number[]>(PAYMENT_JOBS.expireOrders)).not.toContain(order.orderNumber);
    clock.advance(1 * DAY);
    expect(await server.services.jobs.runNow<number[]>(PAYMENT_JOBS.expireOrders)).toContain(order.orderNumber);
    const profile = await profileOf(token);
    expect(profile.orders).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, status: "expired" })]);
    expect(profile.subscriptions).toEqual([]);
  });

  it("renewing before expiry extends from the current expiration, not from the day of payment", async () => {
    const form = individualForm();
    const first = await paidTestIntent(server, "single");
    ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: first.paymentId }));
    const token = await login(server, form.email);
    const [started] = (await profileOf(token)).subscriptions;
    const paidAt = clock.now().toISOString();
    expect(started).toMatchObject({ startDate: paidAt });

    clock.advance(10 * DAY);
    const renewal = await paidTestIntent(server, "individual", undefined, bearer(token));
    expect(
      ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: renewal.paymentId }, bearer(token)))
        .addIndividualSubscription.paid,
    ).toBe(true);
    const [renewed] = (await profileOf(token)).subscriptions;
    expect(renewed.id).toBe(started.id);
    const expected = new Date(started.expirationDate);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(renewed.expirationDate).toBe(expected.toISOString());
    // the report again (a retry) grants nothing more
    ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: renewal.paymentId }, bearer(token)));
    expect((await profileOf(token)).subscriptions[0].expirationDate).toBe(renewed.expirationDate);
    // a single profile renews its own plan only
    expectCode(
      await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "school" }, bearer(token)),
      "PLAN_NOT_FOR_PROFILE",
    );
    expectCode(await server.graphql(ADD_ORGANISATION_SUBSCRIPTION, {}, bearer(token)), "PLAN_NOT_FOR_PROFILE");
    expectCode(await server.graphql(UPGRADE_TRIAL, { profileType: 2 }, bearer(token)), "PROFILE_NOT_TRIAL");
    expectCode(await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "single" }), "LOGIN_REQUIRED");
  });

  it("a trial upgraded by card becomes a single profile with full access at once", async () => {
    const trial = await trialAccount();
    const intent = await paidTestIntent(server, "individual", undefined, bearer(trial.token));
    expect(intent.amountCents).toBe(890);
    expectCode(
      await server.graphql(UPGRADE_TRIAL, { profileType: 2, intent: intent.paymentId }, bearer(trial.token)),
      "PAYMENT_PLAN_MISMATCH",
    );
    expectCode(await server.graphql(UPGRADE_TRIAL, { profileType: 1 }, bearer(trial.token)), "PAYMENT_INTENT_REQUIRED");
    expectCode(
      await server.graphql(UPGRADE_TRIAL, { profileType: 4, intent: intent.paymentId }, bearer(trial.token)),
      "PROFILE_TYPE_INVALID",
    );
    expect(
      ok(await server.graphql(UPGRADE_TRIAL, { profileType: 1, intent: intent.paymentId }, bearer(trial.token)))
        .upgradeTrial.paid,
    ).toBe(true);
    const running = runningSubscriptions(await profileOf(trial.token), clock.now());
    expect(running.map((s) => s.accessLevel).sort()).toEqual(["full", "trial"]);
    const types = (await server.services.store.readStream(`profile-${trial.profileId}`)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(["ProfileTypeChanged", "ProfileDetailsEdited", "SubscriptionStarted"]);
  });

  it("a trial upgraded to a school by invoice stays a trial until the money is recorded, then has ten seats", async () => {
    const trial = await trialAccount();
    const { order, paid } = ok(
      await server.graphql(UPGRADE_TRIAL, { profileType: 2, intent: null }, bearer(trial.token)),
    ).upgradeTrial;
    expect(paid).toBe(false);
    expect(order).toMatchObject({ planId: "school", amountCents: 29900 });
    // still one seat
    expectCode(
      await server.graphql(
        ADD_USER,
        { email: uniqueEmail("kolega"), password: PASSWORD, fullname: "Kolega" },
        bearer(trial.token),
      ),
      "USERS_ONLY_FOR_ORGANISATIONS",
    );

    ok(
      await server.graphql(
        RECORD_BANK_TRANSFER,
        { orderNumber: order.orderNumber, amountCents: 29900, receivedOn: today() },
        bearer(admin.token),
      ),
    );
    for (let n = 0; n < 9; n++)
      ok(
        await server.graphql(
          ADD_USER,
          { email: uniqueEmail("kolega"), password: PASSWORD, fullname: `Kolega ${n}` },
          bearer(trial.token),
        ),
      );
    expectCode(
      await server.graphql(
        ADD_USER,
        { email: uniqueEmail("kolega"), password: PASSWORD, fullname: "Jedenásty" },
        bearer(trial.token),
      ),
      "SEAT_LIMIT_REACHED",
    );
    expect(runningSubscriptions(await profileOf(trial.token), clock.now()).some((s) => s.accessLevel === "full")).toBe(
      true,
    );
  });

  it("after an upgrade the profile page shows the new type and seat limit", async () => {
    // needs projections/accounts-profiles.ts to project ProfileTypeChanged (see the report)
    const trial = await trialAccount();
    const intent = await paidTestIntent(server, "firm", undefined, bearer(trial.token));
    ok(await server.graphql(UPGRADE_TRIAL, { profileType: 3, intent: intent.paymentId }, bearer(trial.token)));
    expect(await profileOf(trial.token)).toMatchObject({ profileType: { id: 3, name: "firm" }, userLimit: 3 });
  });

  it("getProfileHistory: every money and access event of a profile in order, with time, actor, e-mail and amount — for library admins", async () => {
    const form = individualForm();
    const { order } = ok(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "invoice" }),
    ).registerIndividual;
    const token = await login(server, form.email);
    const profileId = (await profileOf(token)).id;
    clock.advance(DAY);
    ok(
      await server.graphql(
        RECORD_BANK_TRANSFER,
        { orderNumber: order.orderNumber, amountCents: 890, receivedOn: today() },
        bearer(admin.token),
      ),
    );
    const renewal = await paidTestIntent(server, "single", undefined, bearer(token));
    ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: renewal.paymentId }, bearer(token)));

    expectCode(await server.graphql(PROFILE_HISTORY, { profileId }, bearer(token)), "FORBIDDEN");
    expectCode(await server.graphql(PROFILE_HISTORY, { profileId }), "LOGIN_REQUIRED");
    const history = ok(await server.graphql(PROFILE_HISTORY, { profileId }, bearer(admin.token))).getProfileHistory;
    const userId = String(
      (
        await server.services.db
          .selectFrom("users")
          .select("id")
          .where("email", "=", form.email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(history.map((e: any) => [e.type, e.actor, e.actorEmail, e.amountText])).toEqual([
      ["OrderPlaced", "anonymous", null, "8,90 €"],
      ["InvoiceIssued", "anonymous", null, "8,90 €"],
      ["BankTransferRecorded", String(admin.userId), admin.email, "8,90 €"],
      ["SubscriptionStarted", String(admin.userId), admin.email, null],
      ["PaymentIntentCreated", userId, form.email, "8,90 €"],
      ["PaymentSucceeded", userId, form.email, "8,90 €"],
      ["SubscriptionExtended", userId, form.email, null],
    ]);
    const times = history.map((e: any) => Date.parse(e.occurredAt));
    expect(times.every((t: number, i: number) => i === 0 || t >= times[i - 1]!)).toBe(true);
    expect(history[3]).toMatchObject({ reference: `order-${order.orderNumber}`, amountCents: null });
    expect(history[3].description).toMatch(/^subscription \d+ \(full\) /);
    expect(history[6]).toMatchObject({ reference: paymentStream(renewal.paymentId) });
  });
});
