import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, DAY, login, ok, type TestClock, testClock, uniqueEmail } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import {
  expectCode,
  FULL_PROFILE,
  individualForm,
  PROFILE_HISTORY,
  RECORD_BANK_TRANSFER,
} from "../payments/graphql-support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  as,
  confirmTestCard,
  MY_WEBINARS,
  newPack,
  newWebinar,
  PACK_INTENT,
  PACK_REGISTER_INTENT,
  PAY_FOR_PACK,
  PAY_FOR_WEBINAR,
  REGISTER_WITH_PACK,
  REGISTER_WITH_WEBINAR,
  WATCH,
  WEBINAR_INTENT,
  WEBINAR_REGISTER_INTENT,
} from "./purchase-support.ts";

/**
 * Buying webinars and packs over GraphQL with the built-in test provider and bank transfers: the
 * server's price, admission at once by card and only once the transfer is recorded by invoice, a
 * pack's one expiry, register-and-buy, and the media gone after the expiry without anything running.
 */
describe(`buying webinars and packs (${testDatabaseKind})`, () => {
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

  it("by card: the server's price, admitted at once, the media refused after the expiry; the trail shows the purchase", async () => {
    const webinar = await newWebinar(server, admin, 12.9, 2);
    const account = await buyer();
    const user = as(server, account.token);
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar).toMatchObject({
      canPlay: false,
      accessDenial: "PURCHASE_REQUIRED",
    });
    const intent = ok(await user(WEBINAR_INTENT, { webinarId: webinar.id })).getWebinarIntent;
    expect(intent).toMatchObject({ amountCents: 1290, amountText: "12,90 €", currency: "eur", provider: "test" });
    expect(await confirmTestCard(server, intent)).toMatchObject({ status: "succeeded" });
    const result = ok(
      await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "test", intent: intent.paymentId }),
    ).payForWebinar;
    expect(result).toEqual({ paid: true, invoiceUrl: null, order: null });
    const watched = ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar;
    expect(watched).toMatchObject({ canPlay: true, accessDenial: null, admission: { webinarPackId: null } });
    expect(watched.mediaUrl).toMatch(/cesta-domov\.mp4\?/);
    // 2 days from 2 March (Bratislava): through 3 March, ends at midnight on 4 March
    expect(watched.admission.expirationDate).toBe("2026-03-03T23:00:00.000Z");

    // paying again with the same payment admits no second time
    ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "test", intent: intent.paymentId }));
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toHaveLength(1);
    const history = ok(await admin.graphql(PROFILE_HISTORY, { profileId: account.profileId })).getProfileHistory;
    expect(history.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(["PaymentIntentCreated", "PaymentSucceeded"]),
    );
    expect(history.find((e: { type: string }) => e.type === "PaymentIntentCreated").description).toContain(
      `webinar ${webinar.id}`,
    );
    const granted = history.find((e: { type: string }) => e.type === "WebinarAdmissionGranted");
    expect(granted).toMatchObject({ actor: String(account.userId), reference: `payment-${intent.paymentId}` });
    expect(granted.description).toContain(`webinar ${webinar.id} 2026-03-02 – 2026-03-03`);

    clock.advance(2 * DAY);
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar).toMatchObject({
      canPlay: false,
      mediaUrl: null,
      admission: null,
    });
    clock.advance(-2 * DAY);
  });

  it("an intent is for one product: the client never sends an amount, and a webinar's payment buys no pack", async () => {
    const webinar = await newWebinar(server, admin, 5);
    const pack = await newPack(admin, [webinar.id], 40);
    const user = as(server, (await buyer()).token);
    const intent = ok(await user(WEBINAR_INTENT, { webinarId: webinar.id })).getWebinarIntent;
    await confirmTestCard(server, intent);
    expectCode(
      await user(PAY_FOR_PACK, { webinarPackId: pack, paymentMethod: "stripe", intent: intent.paymentId }),
      "PAYMENT_PRODUCT_MISMATCH",
    );
    expectCode(await user(WEBINAR_INTENT, { webinarId: 999_999 }), "PRODUCT_NOT_FOUND");
    expectCode(await server.graphql(WEBINAR_INTENT, { webinarId: webinar.id }), "LOGIN_REQUIRED");
  });

  it("a pack without webinars is not sold, by card, invoice or register-and-buy, and nothing is recorded", async () => {
    const empty = await newPack(admin, [], 10);
    const account = await buyer();
    const user = as(server, account.token);
    expectCode(await user(PACK_INTENT, { webinarPackId: empty }), "WEBINAR_PACK_EMPTY");
    expectCode(await user(PAY_FOR_PACK, { webinarPackId: empty, paymentMethod: "invoice" }), "WEBINAR_PACK_EMPTY");
    expectCode(
      await server.graphql(PACK_REGISTER_INTENT, { webinarPackId: empty, email: uniqueEmail("prazdny") }),
      "WEBINAR_PACK_EMPTY",
    );
    expect(ok(await user(FULL_PROFILE)).getFullProfile.orders).toEqual([]);
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toEqual([]);
  });

  it("by invoice: an order at the server's price; admitted when the transfer is recorded, not before", async () => {
    const webinar = await newWebinar(server, admin, 19.99, 30);
    const user = as(server, (await buyer()).token);
    const result = ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "invoice" })).payForWebinar;
    expect(result).toMatchObject({
      paid: false,
      order: { planId: "webinar", amountCents: 1999, amountText: "19,99 €", status: "placed" },
    });
    expect(result.invoiceUrl).toContain(`${result.order.orderNumber}`);
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(false);
    const { orderNumber } = result.order;
    ok(await admin.graphql(RECORD_BANK_TRANSFER, { orderNumber, amountCents: 1999, receivedOn: "2026-03-02" }));
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
    expectCode(
      await admin.graphql(RECORD_BANK_TRANSFER, { orderNumber, amountCents: 1999, receivedOn: "2026-03-02" }),
      "BANK_TRANSFER_ALREADY_RECORDED",
    );
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toHaveLength(1);
  });

  it("a pack admits to each of its webinars with one expiry; buying it again extends from that expiry", async () => {
    const first = await newWebinar(server, admin);
    const second = await newWebinar(server, admin);
    const pack = await newPack(admin, [first.id, second.id], 49, 60);
    const user = as(server, (await buyer()).token);
    const buy = async () => {
      const intent = ok(await user(PACK_INTENT, { webinarPackId: pack })).getWebinarPackIntent;
      expect(intent.amountCents).toBe(4900);
      await confirmTestCard(server, intent);
      return ok(await user(PAY_FOR_PACK, { webinarPackId: pack, paymentMethod: "stripe", intent: intent.paymentId }))
        .payForWebinarPack;
    };
    expect(await buy()).toMatchObject({ paid: true });
    const [admission] = ok(await user(MY_WEBINARS)).getMyWebinars;
    expect(admission).toMatchObject({
      byAdmin: false,
      active: true,
      webinarPackId: pack,
      webinars: [{ webinarId: first.id }, { webinarId: second.id }],
    });
    for (const webinar of [first, second]) {
      expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar).toMatchObject({
        canPlay: true,
        admission: { id: admission.id, expirationDate: admission.expirationDate },
      });
    }
    await buy();
    const [extended, ...others] = ok(await user(MY_WEBINARS)).getMyWebinars;
    expect(others).toEqual([]);
    expect(extended.id).toBe(admission.id);
    expect(new Date(extended.expirationDate).getTime() - new Date(admission.expirationDate).getTime()).toBe(60 * DAY);
  });

  it("register-and-buy a webinar by card: a profile without a subscription, admitted, signed in afterwards", async () => {
    const webinar = await newWebinar(server, admin, 9.5);
    const form = individualForm(uniqueEmail("webinar"));
    const intent = ok(
      await server.graphql(WEBINAR_REGISTER_INTENT, { webinarId: webinar.id, email: form.email }),
    ).getWebinarRegisterIntent;
    expect(intent.amountCents).toBe(950);
    await confirmTestCard(server, intent);
    const result = ok(
      await server.graphql(REGISTER_WITH_WEBINAR, {
        webinarId: webinar.id,
        ...form,
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
    ).registerIndividualWithWebinar;
    expect(result).toMatchObject({ paid: true, order: null });
    const user = as(server, await login(server, form.email));
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
    const me = ok(await user(`{ getFullProfile { profileType { id } subscriptions { id } } }`)).getFullProfile;
    expect(me).toEqual({ profileType: { id: 1 }, subscriptions: [] });
    expectCode(
      await server.graphql(WEBINAR_REGISTER_INTENT, { webinarId: webinar.id, email: form.email }),
      "EMAIL_TAKEN",
    );
  });

  it("register-and-buy a pack by invoice: an order; admitted once the transfer is recorded", async () => {
    const webinar = await newWebinar(server, admin);
    const pack = await newPack(admin, [webinar.id], 30, 10);
    const form = individualForm(uniqueEmail("balik"));
    const result = ok(
      await server.graphql(REGISTER_WITH_PACK, { webinarPackId: pack, ...form, paymentMethod: "invoice" }),
    ).registerIndividualWithWebinarPack;
    expect(result).toMatchObject({
      paid: false,
      order: { planId: "webinar-pack", amountCents: 3000, status: "placed" },
    });
    const user = as(server, await login(server, form.email));
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(false);
    ok(
      await admin.graphql(RECORD_BANK_TRANSFER, {
        orderNumber: result.order.orderNumber,
        amountCents: 3000,
        receivedOn: "2026-03-02",
      }),
    );
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toMatchObject([
      { webinarPackId: pack, webinars: [{ webinarId: webinar.id }] },
    ]);
  });

  it("register-and-buy by card with a pack's payment: the intent's product and the registration's must match", async () => {
    const webinar = await newWebinar(server, admin);
    const pack = await newPack(admin, [webinar.id], 25);
    const form = individualForm(uniqueEmail("zhoda"));
    const intent = ok(
      await server.graphql(PACK_REGISTER_INTENT, { webinarPackId: pack, email: form.email }),
    ).getWebinarPackRegisterIntent;
    await confirmTestCard(server, intent);
    expectCode(
      await server.graphql(REGISTER_WITH_WEBINAR, {
        webinarId: webinar.id,
        ...form,
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
      "PAYMENT_PRODUCT_MISMATCH",
    );
    expect(
      ok(
        await server.graphql(REGISTER_WITH_PACK, {
          webinarPackId: pack,
          ...form,
          paymentMethod: "stripe",
          intent: intent.paymentId,
        }),
      ).registerIndividualWithWebinarPack.paid,
    ).toBe(true);
  });
});
