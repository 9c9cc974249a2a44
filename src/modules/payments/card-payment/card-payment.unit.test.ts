import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import type { ProviderObservation } from "../provider/provider.ts";
import { type CreatePayment, paymentCommandsDecider, paymentDecider, type RecordPaymentOutcome } from "./decide.ts";
import type {
  PaymentActionRequired,
  PaymentAssigned,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentSucceeded,
} from "./events.ts";

const spec = deciderSpec(paymentDecider);

const paymentId = "pi_3Nv";
const createdAt = new Date("2026-03-02T09:00:00Z");
const observedAt = new Date("2026-03-02T09:01:30Z");

const create = (overrides: Partial<CreatePayment["data"]> = {}): CreatePayment => ({
  type: "CreatePayment",
  data: {
    paymentId,
    provider: "stripe",
    planId: "single",
    profileId: 7,
    intentAmountCents: 890,
    intentCurrency: "eur",
    createdAt,
    ...overrides,
  },
});
const created = (profileId: number | null = 7): PaymentIntentCreated => ({
  type: "PaymentIntentCreated",
  data: {
    paymentId,
    provider: "stripe",
    planId: "single",
    period: { unit: "month", count: 1 },
    amountCents: 890,
    currency: "eur",
    profileId,
    createdAt: createdAt.toISOString(),
  },
});

const seen = (status: ProviderObservation["status"], more: Partial<ProviderObservation> = {}): ProviderObservation => ({
  status,
  amountCents: 890,
  currency: "eur",
  failure: status === "failed" ? { code: "card_declined", message: "Your card was declined." } : null,
  ...more,
});
const report = (
  observation: ProviderObservation,
  source: "client_report" | "webhook" = "client_report",
  providerEventId: string | null = null,
): RecordPaymentOutcome => ({
  type: "RecordPaymentOutcome",
  data: {
    paymentId,
    observation,
    source,
    providerEventId: source === "webhook" ? (providerEventId ?? "evt_1") : null,
    observedAt,
  },
});

const succeeded = (
  profileId: number | null = 7,
  source: "client_report" | "webhook" = "client_report",
): PaymentSucceeded => ({
  type: "PaymentSucceeded",
  data: {
    paymentId,
    profileId,
    planId: "single",
    period: { unit: "month", count: 1 },
    amountCents: 890,
    currency: "eur",
    paidAt: observedAt.toISOString(),
    source,
    providerEventId: source === "webhook" ? "evt_1" : null,
  },
});
const failed: PaymentFailed = {
  type: "PaymentFailed",
  data: {
    paymentId,
    profileId: 7,
    amountCents: 890,
    failure: { code: "card_declined", message: "Your card was declined." },
    observedAt: observedAt.toISOString(),
    source: "client_report",
    providerEventId: null,
  },
};
const actionRequired: PaymentActionRequired = {
  type: "PaymentActionRequired",
  data: {
    paymentId,
    profileId: 7,
    amountCents: 890,
    observedAt: observedAt.toISOString(),
    source: "client_report",
    providerEventId: null,
  },
};

describe("card payment", () => {
  describe("CreatePayment", () => {
    it("records the intent for the plan's price, computed by the server", () =>
      spec.given([]).when(create()).then([created()]));

    it("takes the amount from the plan: an intent for any other amount or currency is refused", () => {
      spec
        .given([])
        .when(create({ intentAmountCents: 100 }))
        .thenThrows("PAYMENT_AMOUNT_MISMATCH");
      spec
        .given([])
        .when(create({ intentCurrency: "usd" }))
        .thenThrows("PAYMENT_AMOUNT_MISMATCH");
      spec
        .given([])
        .when(create({ planId: "school", intentAmountCents: 29900 }))
        .then([
          {
            type: "PaymentIntentCreated",
            data: { ...created().data, planId: "school", period: { unit: "year", count: 1 }, amountCents: 29900 },
          },
        ]);
    });

    it("cannot pay for the trial", () =>
      spec
        .given([])
        .when(create({ planId: "trial", intentAmountCents: 0 }))
        .thenThrows("PLAN_NOT_PURCHASABLE"));

    it("records an intent once", () => spec.given([created()]).when(create()).thenThrows("PAYMENT_ALREADY_EXISTS"));

    it("may have no profile yet (paying before registering)", () =>
      spec
        .given([])
        .when(create({ profileId: null }))
        .then([created(null)]));
  });

  describe("RecordPaymentOutcome", () => {
    it("a success seen by the server is recorded with the payment's profile, plan and period", () =>
      spec
        .given([created()])
        .when(report(seen("succeeded")))
        .then([succeeded()]));

    it("the second confirmation is a no-op, whichever came first", () => {
      spec
        .given([created(), succeeded()])
        .when(report(seen("succeeded"), "webhook"))
        .then([]);
      spec
        .given([created(), succeeded(7, "webhook")])
        .when(report(seen("succeeded")))
        .then([]);
    });

    it("nothing after the success changes it", () => {
      spec
        .given([created(), succeeded()])
        .when(report(seen("failed"), "webhook", "evt_old"))
        .then([]);
      spec
        .given([created(), succeeded()])
        .when(report(seen("requires_action")))
        .then([]);
    });

    it("a declined card is a failure; the customer may try another card, which may succeed", () => {
      spec
        .given([created()])
        .when(report(seen("failed")))
        .then([failed]);
      spec
        .given([created(), failed])
        .when(report(seen("succeeded")))
        .then([succeeded()]);
    });

    it("the same failure reported and pushed is recorded once", () =>
      spec
        .given([created(), failed])
        .when(report(seen("failed"), "webhook"))
        .then([]));

    it("a failure without the provider's reason still says it failed", () =>
      spec
        .given([created()])
        .when(report(seen("failed", { failure: null })))
        .then([{ type: "PaymentFailed", data: { ...failed.data, failure: { code: "payment_failed", message: "" } } }]));

    it("a card that needs 3-D Secure is recorded once as waiting for the customer, and succeeds after it", () => {
      spec
        .given([created()])
        .when(report(seen("requires_action")))
        .then([actionRequired]);
      spec
        .given([created(), actionRequired])
        .when(report(seen("requires_action")))
        .then([]);
      spec
        .given([created(), actionRequired])
        .when(report(seen("succeeded")))
        .then([succeeded()]);
    });

    it("nothing decided yet records nothing", () =>
      spec
        .given([created()])
        .when(report(seen("pending")))
        .then([]));

    it("does not believe a success for another amount or currency", () => {
      spec
        .given([created()])
        .when(report(seen("succeeded", { amountCents: 100 })))
        .thenThrows("PAYMENT_AMOUNT_MISMATCH");
      spec
        .given([created()])
        .when(report(seen("succeeded", { currency: "usd" })))
        .thenThrows("PAYMENT_AMOUNT_MISMATCH");
    });

    it("a client's report of an unknown payment is refused; a webhook about an intent that is not ours is ignored", () => {
      spec
        .given([])
        .when(report(seen("succeeded")))
        .thenThrows("PAYMENT_NOT_FOUND");
      spec
        .given([])
        .when(report(seen("succeeded"), "webhook"))
        .then([]);
    });

    it("a webhook's success names the provider's event", () =>
      spec
        .given([created()])
        .when(report(seen("succeeded"), "webhook"))
        .then([succeeded(7, "webhook")]));
  });

  describe("AssignPayment", () => {
    const assign = (profileId = 12, planId: "single" | "school" = "single") =>
      ({ type: "AssignPayment", data: { paymentId, profileId, planId } }) as const;
    const assigned = (paidAt: string | null): PaymentAssigned => ({
      type: "PaymentAssigned",
      data: {
        paymentId,
        profileId: 12,
        planId: "single",
        period: { unit: "month", count: 1 },
        amountCents: 890,
        paidAt,
      },
    });

    it("gives a payment made before registering to the new profile, with when it was paid", () => {
      spec
        .given([created(null), succeeded(null)])
        .when(assign())
        .then([assigned(observedAt.toISOString())]);
      spec
        .given([created(null)])
        .when(assign())
        .then([assigned(null)]);
    });

    it("a later success carries the assigned profile", () =>
      spec
        .given([created(null), assigned(null)])
        .when(report(seen("succeeded")))
        .then([succeeded(12)]));

    it("is a no-op for the profile that has it, and refused for any other", () => {
      spec
        .given([created(null), assigned(null)])
        .when(assign())
        .then([]);
      spec
        .given([created(null), assigned(null)])
        .when(assign(13))
        .thenThrows("PAYMENT_ALREADY_USED");
      spec
        .given([created(7)])
        .when(assign(12))
        .thenThrows("PAYMENT_ALREADY_USED");
    });

    it("a payment for one plan cannot buy another", () =>
      spec
        .given([created(null)])
        .when(assign(12, "school"))
        .thenThrows("PAYMENT_PLAN_MISMATCH"));

    it("needs the payment", () => spec.given([]).when(assign()).thenThrows("PAYMENT_NOT_FOUND"));

    it("is decided after the outcome when both come together (a renewal's one append), each on the state the other left", () => {
      const inTurn = deciderSpec(paymentCommandsDecider);
      inTurn
        .given([created(null)])
        .when([report(seen("succeeded")), assign()])
        .then([succeeded(null), assigned(observedAt.toISOString())]);
      // the webhook was first: only the claim is left to do
      inTurn
        .given([created(null), succeeded(null, "webhook")])
        .when([report(seen("succeeded")), assign()])
        .then([assigned(observedAt.toISOString())]);
      inTurn
        .given([created(null)])
        .when([report(seen("succeeded")), assign(12, "school")])
        .thenThrows("PAYMENT_PLAN_MISMATCH");
    });
  });
});
