import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, DAY, login, ok, type TestClock, testClock, uniqueEmail } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { expectCode, individualForm, PROFILE_HISTORY } from "../payments/graphql-support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  as,
  MY_WEBINARS,
  newPack,
  newWebinar,
  PAY_FOR_PACK,
  PAY_FOR_WEBINAR,
  REGISTER_WITH_PACK,
  REGISTER_WITH_WEBINAR,
  WATCH,
  WEBINAR_INTENT,
} from "./purchase-support.ts";

/**
 * Free webinars and packs (price 0) over GraphQL: obtained with the method "free" and no payment,
 * admitted at once on the same admission streams as a paid one; a claim while admitted changes
 * nothing, after the expiry it admits afresh from now; the methods must fit the price.
 */
describe(`free webinars and packs (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: Admin;
  const buyer = () =>
    accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", zip: "949 01", city: "Nitra", country: "Slovensko" },
    });

  beforeAll(async () => {
    clock = testClock(new Date("2026-03-02T09:00:00Z"));
    server = await startTestServer({ clock });
    admin = await libraryAdmin(server);
  }, 120_000);
  afterAll(() => server?.close());

  it("a logged-in user gets a free webinar without paying: admitted at once, the media reachable, the trail shows it", async () => {
    const webinar = await newWebinar(server, admin, 0, 3);
    const account = await buyer();
    const user = as(server, account.token);
    const result = ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "free" })).payForWebinar;
    expect(result).toEqual({ paid: true, invoiceUrl: null, order: null });
    const watched = ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar;
    expect(watched).toMatchObject({
      canPlay: true,
      accessDenial: null,
      admission: { webinarPackId: null, expirationDate: "2026-03-04T23:00:00.000Z" },
    });
    expect(watched.mediaUrl).toMatch(/cesta-domov\.mp4\?/);
    const history = ok(await admin.graphql(PROFILE_HISTORY, { profileId: account.profileId })).getProfileHistory;
    const granted = history.find((e: { type: string }) => e.type === "WebinarAdmissionGranted");
    expect(granted).toMatchObject({ actor: String(account.userId) });
    expect(granted.reference).toMatch(/^free-/);
    expect(history.map((e: { type: string }) => e.type)).not.toContain("PaymentIntentCreated");
  });

  it("claimed again while admitted changes nothing; after the expiry it admits afresh from now", async () => {
    const webinar = await newWebinar(server, admin, 0, 2);
    const user = as(server, (await buyer()).token);
    ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "free" }));
    const [first] = ok(await user(MY_WEBINARS)).getMyWebinars;
    for (let i = 0; i < 3; i++)
      expect(ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "free" })).payForWebinar.paid).toBe(
        true,
      );
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toEqual([first]);

    clock.advance(3 * DAY);
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(false);
    ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "free" }));
    const [again] = ok(await user(MY_WEBINARS)).getMyWebinars;
    expect(again).toMatchObject({ id: first.id, active: true });
    expect(new Date(again.expirationDate).getTime() - new Date(first.expirationDate).getTime()).toBe(3 * DAY);
    clock.advance(-3 * DAY);
  });

  it("the method must fit the price: no 'free' for a priced item, no card, invoice or intent for a free one", async () => {
    const free = await newWebinar(server, admin, 0);
    const priced = await newWebinar(server, admin, 7);
    const user = as(server, (await buyer()).token);
    expectCode(await user(PAY_FOR_WEBINAR, { webinarId: priced.id, paymentMethod: "free" }), "PRODUCT_NOT_FREE");
    expectCode(
      await user(PAY_FOR_WEBINAR, { webinarId: free.id, paymentMethod: "stripe", intent: "pi_test_none" }),
      "PRODUCT_NOT_PURCHASABLE",
    );
    expectCode(
      await user(PAY_FOR_WEBINAR, { webinarId: free.id, paymentMethod: "invoice" }),
      "PRODUCT_NOT_PURCHASABLE",
    );
    expectCode(await user(WEBINAR_INTENT, { webinarId: free.id }), "PRODUCT_NOT_PURCHASABLE");
    expectCode(await server.graphql(PAY_FOR_WEBINAR, { webinarId: free.id, paymentMethod: "free" }), "LOGIN_REQUIRED");
    const pricedPack = await newPack(admin, [free.id], 10);
    expectCode(await user(PAY_FOR_PACK, { webinarPackId: pricedPack, paymentMethod: "free" }), "PRODUCT_NOT_FREE");
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toEqual([]);
    expectCode(
      await server.graphql(REGISTER_WITH_WEBINAR, {
        webinarId: priced.id,
        ...individualForm(uniqueEmail("nie-free")),
        paymentMethod: "free",
      }),
      "PRODUCT_NOT_FREE",
    );
  });

  it("a free pack admits to each of its webinars", async () => {
    const first = await newWebinar(server, admin, 4);
    const second = await newWebinar(server, admin, 4);
    const pack = await newPack(admin, [first.id, second.id], 0, 5);
    const user = as(server, (await buyer()).token);
    expect(
      ok(await user(PAY_FOR_PACK, { webinarPackId: pack, paymentMethod: "free" })).payForWebinarPack,
    ).toMatchObject({ paid: true });
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toMatchObject([
      { webinarPackId: pack, active: true, webinars: [{ webinarId: first.id }, { webinarId: second.id }] },
    ]);
    for (const webinar of [first, second])
      expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
  });

  it("register-and-buy a free webinar or pack: registered and admitted without any intent", async () => {
    const webinar = await newWebinar(server, admin, 0);
    const form = individualForm(uniqueEmail("zadarmo"));
    const result = ok(
      await server.graphql(REGISTER_WITH_WEBINAR, { webinarId: webinar.id, ...form, paymentMethod: "free" }),
    ).registerIndividualWithWebinar;
    expect(result).toMatchObject({ paid: true, order: null });
    const user = as(server, await login(server, form.email));
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
    expect(ok(await user(`{ getFullProfile { subscriptions { id } } }`)).getFullProfile).toEqual({ subscriptions: [] });
    expectCode(
      await server.graphql(REGISTER_WITH_WEBINAR, { webinarId: webinar.id, ...form, paymentMethod: "free" }),
      "EMAIL_TAKEN",
    );

    const pack = await newPack(admin, [webinar.id], 0, 10);
    const packForm = individualForm(uniqueEmail("balik-zadarmo"));
    expect(
      ok(await server.graphql(REGISTER_WITH_PACK, { webinarPackId: pack, ...packForm, paymentMethod: "free" }))
        .registerIndividualWithWebinarPack.paid,
    ).toBe(true);
    const packUser = as(server, await login(server, packForm.email));
    expect(ok(await packUser(MY_WEBINARS)).getMyWebinars).toMatchObject([{ webinarPackId: pack, active: true }]);
    // a subscription is never free
    expectCode(
      await server.graphql(
        `mutation ($paymentMethod: String!, $email: String!, $password: String!, $fullname: String!, $street: String!, $zip: String!, $city: String!, $country: String!, $terms: Boolean!, $moreTerms: Boolean!) {
      registerIndividual(paymentMethod: $paymentMethod, email: $email, password: $password, fullname: $fullname, street: $street, zip: $zip, city: $city, country: $country, terms: $terms, moreTerms: $moreTerms) { paid } }`,
        { ...individualForm(uniqueEmail("plan")), paymentMethod: "free" },
      ),
      "VALIDATION_FAILED",
    );
  });
});
