import { describe, expect, it } from "vitest";
import { orderDecider } from "../bank-transfer/decide.ts";
import { paymentCommandsDecider, paymentDecider, type PaymentCommand } from "../card-payment/decide.ts";
import type { Payment, PaymentEvent } from "../card-payment/events.ts";
import { loadPaymentsConfig } from "../provider/config.ts";
import { type OwedGrant, owedByPayment, owedGrantOf, subscriptionGrantFor } from "./owed.ts";

const paidAt = "2026-03-02T09:01:30.000Z";
const month = { unit: "month", count: 1 } as const;
const year = { unit: "year", count: 1 } as const;

const cardGrant: OwedGrant = {
  profileId: 7,
  planId: "single",
  period: month,
  paidAt,
  source: { method: "card", paymentId: "pi_1" },
  reference: "payment-pi_1",
};
const transferGrant: OwedGrant = {
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

describe("the subscription a payment owes", () => {
  const create = (profileId: number | null): PaymentCommand => ({
    type: "CreatePayment",
    data: {
      paymentId: "pi_1",
      provider: "test",
      planId: "single",
      profileId,
      intentAmountCents: 890,
      intentCurrency: "eur",
      createdAt: new Date("2026-03-02T09:00:00Z"),
    },
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
  const grants = (events: PaymentEvent[]) => events.map(owedGrantOf).filter((g) => g !== null);

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
        observation: {
          status: "failed",
          amountCents: 890,
          currency: "eur",
          failure: { code: "card_declined", message: "" },
        },
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
    const [transfer] = orderDecider.decide(
      {
        type: "RecordBankTransfer",
        data: { orderNumber: 12, amountCents: 29900, receivedOn: "2026-03-01", recordedAt: new Date(paidAt) },
      },
      state,
    );
    expect(events.map(owedGrantOf)).toEqual([null, null]);
    expect(owedGrantOf(transfer!)).toEqual(transferGrant);
  });

  it("a success not yet assigned to a profile grants nothing by itself", () => {
    const unassigned = run([create(null), success("client_report")]);
    expect(unassigned[1]).toMatchObject({ type: "PaymentSucceeded", data: { profileId: null } });
    expect(owedGrantOf(unassigned[1]!)).toBeNull();
  });
});

describe("what a payment owes, from its state", () => {
  const stateAfter = (commands: PaymentCommand[]): Payment | null =>
    paymentCommandsDecider
      .decide(commands, paymentDecider.initialState())
      .reduce(paymentDecider.evolve, paymentDecider.initialState()).payment;
  const create = (profileId: number | null): PaymentCommand => ({
    type: "CreatePayment",
    data: {
      paymentId: "pi_1",
      provider: "test",
      planId: "single",
      profileId,
      intentAmountCents: 890,
      intentCurrency: "eur",
      createdAt: new Date("2026-03-02T09:00:00Z"),
    },
  });
  const success: PaymentCommand = {
    type: "RecordPaymentOutcome",
    data: {
      paymentId: "pi_1",
      observation: { status: "succeeded", amountCents: 890, currency: "eur", failure: null },
      source: "client_report",
      providerEventId: null,
      observedAt: new Date(paidAt),
    },
  };
  const assign: PaymentCommand = { type: "AssignPayment", data: { paymentId: "pi_1", profileId: 7, planId: "single" } };

  it("is what its events owe: a succeeded payment of a profile, once it has both", () => {
    expect(owedByPayment(stateAfter([create(7), success]))).toEqual(cardGrant);
    expect(owedByPayment(stateAfter([create(null), success, assign]))).toEqual(cardGrant);
    expect(owedByPayment(stateAfter([create(null), success]))).toBeNull();
    expect(owedByPayment(stateAfter([create(7)]))).toBeNull();
  });

  it("becomes the accounts' grant: the plan's type, access and period, and what paid for it", () => {
    expect(subscriptionGrantFor(cardGrant)).toEqual({
      profileId: 7,
      reference: "payment-pi_1",
      profileType: 1,
      accessLevel: "full",
      period: month,
      paidAt,
      description: "Platba kartou",
    });
    expect(subscriptionGrantFor(transferGrant)).toMatchObject({
      profileType: 2,
      period: year,
      description: "Bankový prevod, objednávka č. 12",
    });
  });
});
