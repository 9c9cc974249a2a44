import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, login, ok } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { individualForm } from "../payments/graphql-support.ts";
import { StripeApiStub } from "../support/stripe-api-stub.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  as,
  MY_WEBINARS,
  newPack,
  newWebinar,
  PACK_REGISTER_INTENT,
  PAY_FOR_WEBINAR,
  REGISTER_WITH_PACK,
  WATCH,
  WEBINAR_INTENT,
} from "./purchase-support.ts";

const WEBHOOK_SECRET = "whsec_living_library_webinars";

/**
 * Webinars bought through Stripe (the adapter against a local Stripe API), over HTTP: the signed
 * webhook admits without the client, a redelivery and the client's report change nothing.
 */
describe(`webinars bought through Stripe, the webhook delivered twice (${testDatabaseKind})`, () => {
  let stub: StripeApiStub;
  let server: TestServer;
  let admin: Admin;
  let eventNumber = 0;

  beforeAll(async () => {
    stub = await StripeApiStub.start();
    server = await startTestServer({
      payments: {
        config: {
          invoicing: null,
          testCards: false,
          stripe: { secretKey: "sk_test_web", publishableKey: "pk_test_web", webhookSecret: WEBHOOK_SECRET },
        },
        stripeEndpoint: stub.endpoint,
      },
    });
    admin = await libraryAdmin(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stub?.close();
  });

  const stripeSucceeds = (paymentId: string) => {
    const object = stub.update(paymentId, { status: "succeeded" });
    const payload = JSON.stringify({
      id: `evt_web_${++eventNumber}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };
  const deliver = (body: { payload: string; signature: string }) =>
    fetch(`${server.url}/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": body.signature },
      body: body.payload,
    });
  const admissionEvents = async (profileId: number) => {
    const rows = await server.services.db
      .selectFrom("events")
      .select(["type", "stream_name"])
      .where("stream_name", "like", `webinar-admission-${profileId}-%`)
      .execute();
    return rows.map((row) => row.type);
  };

  it("the webhook twice, then the client's report: Stripe charged the webinar's price, one admission", async () => {
    const webinar = await newWebinar(server, admin, 24.5, 30);
    const account = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Trnava", country: "Slovensko" },
    });
    const user = as(server, account.token);
    const intent = ok(await user(WEBINAR_INTENT, { webinarId: webinar.id })).getWebinarIntent;
    expect(intent).toMatchObject({ amountCents: 2450, provider: "stripe" });
    expect(stub.requests.at(-1)!.form.get("amount")).toBe("2450");
    const webhook = stripeSucceeds(intent.paymentId);
    for (let delivery = 0; delivery < 2; delivery++) expect((await deliver(webhook)).status).toBe(200);
    // the customer closed the browser after paying: admitted all the same
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
    expect(
      ok(await user(PAY_FOR_WEBINAR, { webinarId: webinar.id, paymentMethod: "stripe", intent: intent.paymentId }))
        .payForWebinar.paid,
    ).toBe(true);
    expect((await deliver(stripeSucceeds(intent.paymentId))).status).toBe(200);
    expect(await admissionEvents(account.profileId)).toEqual(["WebinarAdmissionGranted"]);
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toHaveLength(1);
  });

  it("register-and-buy a pack by card: the webhook before the registration admits nobody; the registration admits once", async () => {
    const webinar = await newWebinar(server, admin);
    const pack = await newPack(admin, [webinar.id], 35);
    const form = individualForm();
    const intent = ok(
      await server.graphql(PACK_REGISTER_INTENT, { webinarPackId: pack, email: form.email }),
    ).getWebinarPackRegisterIntent;
    const webhook = stripeSucceeds(intent.paymentId);
    expect((await deliver(webhook)).status).toBe(200);
    const result = ok(
      await server.graphql(REGISTER_WITH_PACK, {
        webinarPackId: pack,
        ...form,
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
    ).registerIndividualWithWebinarPack;
    expect(result).toMatchObject({ paid: true });
    expect((await deliver(webhook)).status).toBe(200);
    const user = as(server, await login(server, form.email));
    expect(ok(await user(MY_WEBINARS)).getMyWebinars).toMatchObject([{ webinarPackId: pack, active: true }]);
    expect(ok(await user(WATCH, { slug: webinar.slug })).getWebinar.webinar.canPlay).toBe(true);
  });
});
