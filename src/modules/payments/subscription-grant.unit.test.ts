import { describe, expect, it } from "vitest";
import { loadPaymentsConfig } from "./config.ts";
import { orderDecider, paymentDecider, type PaymentCommand } from "./decide.ts";
import type { BankTransferRecorded, PaymentEvent, PaymentSucceeded } from "./events.ts";
import { type ExistingSubscription, type SubscriptionGrant, subscriptionChangeFor, subscriptionGrantOf } from "./subscription-grant.ts";

const paidAt = "2026-03-02T09:01:30.000Z";
const month = { unit: "month", count: 1 } as const;
const year = { unit: "year", count: 1 } as const;

const cardGrant: SubscriptionGrant = {
  profileId: 7,
  planId: "single",
  period: month,
  paidAt,
  source: { method: "card", paymentId: "pi_1" },
  reference: "payment-pi_1",
};
const transferGrant: SubscriptionGrant = {
  profileId: 40,
  planId: "school",
  period: year,
  paidAt,
  source: { method: "bank_transfer", orderNumber: 12 },
  reference: "order-12",
};

/** Runs commands through the decider as the command handler would, collecting every event. */
function run(commands: PaymentCommand[]): PaymentEvent[] {
  let state = paymentDecider.initialState();
  const all: PaymentEvent[] = [];
  for (const command of commands) {
    for (const event of paymentDecider.decide(command, state)) {
      state = paymentDecider.evolve(state, event);
      all.push(event);
    }
  }
  return all;
}

describe("the subscription a payment grants", () => {
  const create = (profileId: number | null): PaymentCommand => ({
    type: "CreatePayment",
    data: { paymentId: "pi_1", provider: "test", planId: "single", profileId, intentAmountCents: 890, intentCurrency: "eur", createdAt: new Date("2026-03-02T09:00:00Z") },
  });
  const success = (source: "client_report" | "webhook"): PaymentCommand => ({
    type: "RecordPaymentOutcome",
    data: {
      paymentId: "pi_1",
      observation: { status: "succeeded", amountCents: 890, currency: "eur", failure: null },
      source,
      providerEventId: source === "webhook" ? "evt_1" : null,
      observedAt: new Date(paidAt),
    },
  });
  const assign: PaymentCommand = { type: "AssignPayment", data: { paymentId: "pi_1", profileId: 7, planId: "single" } };
  const grants = (events: PaymentEvent[]) => events.map(subscriptionGrantOf).filter((g) => g !== null);

  it("a logged-in profile's card payment grants once, on its success, however many confirmations arrive", () => {
    const events = run([create(7), success("webhook"), success("client_report"), success("webhook")]);
    expect(grants(events)).toEqual([cardGrant]);
  });

  it("a payment made before registering grants once, when it is both paid and assigned, in either order", () => {
    expect(grants(run([create(null), success("client_report"), assign, assign]))).toEqual([cardGrant]);
    expect(grants(run([create(null), assign, success("webhook"), success("client_report")]))).toEqual([cardGrant]);
  });

  it("a payment that did not succeed grants nothing", () => {
    const decline: PaymentCommand = {
      type: "RecordPaymentOutcome",
      data: {
        paymentId: "pi_1",
        observation: { status: "failed", amountCents: 890, currency: "eur", failure: { code: "card_declined", message: "" } },
        source: "client_report",
        providerEventId: null,
        observedAt: new Date(paidAt),
      },
    };
    expect(grants(run([create(7), decline]))).toEqual([]);
    expect(grants(run([create(null), assign]))).toEqual([]);
  });

  it("a recorded bank transfer grants the order's plan from the moment it was recorded", () => {
    let state = orderDecider.initialState();
    const events = [
      ...orderDecider.decide(
        {
          type: "PlaceOrder",
          data: {
            orderNumber: 12,
            profileId: 40,
            planId: "school",
            buyer: { name: "ZŠ", street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
            invoicing: loadPaymentsConfig({}).invoicing!,
            placedAt: new Date("2026-02-20T10:00:00Z"),
          },
        },
        state,
      ),
    ];
    state = events.reduce(orderDecider.evolve, state);
    const [transfer] = orderDecider.decide({ type: "RecordBankTransfer", data: { orderNumber: 12, amountCents: 29900, receivedOn: "2026-03-01", recordedAt: new Date(paidAt) } }, state);
    expect(events.map(subscriptionGrantOf)).toEqual([null, null]);
    expect(subscriptionGrantOf(transfer as BankTransferRecorded)).toEqual(transferGrant);
  });

  it("a success not yet assigned to a profile grants nothing by itself", () => {
    const unassigned = run([create(null), success("client_report")]);
    expect((unassigned[1] as PaymentSucceeded).data.profileId).toBeNull();
    expect(subscriptionGrantOf(unassigned[1]!)).toBeNull();
  });
});

describe("start or extend", () => {
  const full = (subscriptionId: number, expirationDate: string): ExistingSubscription => ({ subscriptionId, accessLevel: "full", expirationDate });

  it("a profile without a running subscription starts one when the payment was confirmed", () => {
    expect(subscriptionChangeFor(cardGrant, [])).toEqual({
      kind: "start",
      accessLevel: "full",
      startDate: paidAt,
      expirationDate: "2026-04-02T08:01:30.000Z", // 10:01:30 in Bratislava both times, after the clock change
      description: "Platba kartou",
    });
    expect(subscriptionChangeFor(transferGrant, [full(1, "2026-01-01T00:00:00Z")])).toEqual({
      kind: "start",
      accessLevel: "full",
      startDate: paidAt,
      expirationDate: "2027-03-02T09:01:30.000Z",
      description: "Bankový prevod, objednávka č. 12",
    });
  });

  it("a renewal before expiry extends the running subscription from its expiration, not from today", () =>
    expect(subscriptionChangeFor(cardGrant, [full(3, "2026-03-20T10:00:00.000Z")])).toEqual({
      kind: "extend",
      subscriptionId: 3,
      expirationDate: "2026-04-20T09:00:00.000Z",
    }));

  it("of several running subscriptions, the one that runs longest is extended", () =>
    expect(subscriptionChangeFor(transferGrant, [full(3, "2026-03-20T10:00:00.000Z"), full(4, "2026-05-01T10:00:00.000Z"), full(5, "2026-04-01T10:00:00.000Z")])).toEqual({
      kind: "extend",
      subscriptionId: 4,
      expirationDate: "2027-05-01T10:00:00.000Z",
    }));

  it("a running trial is not extended: paying gives full access at once", () =>
    expect(subscriptionChangeFor(cardGrant, [{ subscriptionId: 2, accessLevel: "trial", expirationDate: "2026-03-25T10:00:00.000Z" }])).toMatchObject({
      kind: "start",
      startDate: paidAt,
    }));
});
