import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import { profileDecider } from "../decide.ts";
import type { ProfileCreated, ProfileDetails, ProfileEvent, ProfileTypeId } from "../events.ts";
import { noDetails } from "../validation.ts";
import {
  type ExistingSubscription,
  type GrantSubscription,
  type SubscriptionGrant,
  subscriptionChangeFor,
} from "./decide.ts";

/** What a payment bought, granted on the profile's stream: start, extend, upgrade a trial, and never twice. */
const spec = deciderSpec(profileDecider);

const month = { unit: "month", count: 1 } as const;
const year = { unit: "year", count: 1 } as const;
const details: ProfileDetails = {
  ...noDetails(),
  phone: "+421 900 123 456",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};
const created = (profileType: ProfileTypeId): ProfileCreated => ({
  type: "ProfileCreated",
  data: {
    profileId: 7,
    profileType,
    mainAdminUserId: 1,
    details,
    registration: null,
    createdAt: "2026-03-01T10:00:00.000Z",
  },
});
const started = (
  subscriptionId: number,
  accessLevel: "full" | "trial",
  startDate: string,
  expirationDate: string,
  reference: string | null,
): ProfileEvent => ({
  type: "SubscriptionStarted",
  data: { profileId: 7, subscriptionId, accessLevel, startDate, expirationDate, description: null, reference },
});

/** As the payments module asks for it: a card payment of the single plan, or a school's order. */
const grant = (reference: string, paidAt: string, plan: "single" | "school" = "single"): SubscriptionGrant => ({
  profileId: 7,
  reference,
  profileType: plan === "single" ? 1 : 2,
  accessLevel: "full",
  period: plan === "single" ? month : year,
  paidAt,
  description: reference.startsWith("order-") ? `Bankový prevod, objednávka č. ${reference.slice(6)}` : "Platba kartou",
});
const granting = (g: SubscriptionGrant, newSubscriptionId = 50): GrantSubscription => ({
  type: "GrantSubscription",
  data: { grant: g, newSubscriptionId },
});

describe("granting what a payment bought", () => {
  it("starts a subscription when none is running, from the moment the money was confirmed", () => {
    spec
      .given([created(1)])
      .when(granting(grant("payment-pi_1", "2026-03-02T09:00:00.000Z")))
      .then([
        {
          type: "SubscriptionStarted",
          data: {
            profileId: 7,
            subscriptionId: 50,
            accessLevel: "full",
            startDate: "2026-03-02T09:00:00.000Z",
            expirationDate: "2026-04-02T08:00:00.000Z",
            description: "Platba kartou",
            reference: "payment-pi_1",
          },
        },
      ]);
  });

  it("extends a running subscription from its expiration", () => {
    spec
      .given([created(1), started(3, "full", "2026-03-02T09:00:00.000Z", "2026-04-02T08:00:00.000Z", "payment-pi_1")])
      .when(granting(grant("payment-pi_2", "2026-03-20T10:00:00.000Z")))
      .then([
        {
          type: "SubscriptionExtended",
          data: {
            profileId: 7,
            subscriptionId: 3,
            expirationDate: "2026-05-02T08:00:00.000Z",
            reference: "payment-pi_2",
          },
        },
      ]);
  });

  it("grants a reference once: a replay, or the webhook after the client's report, changes nothing", () => {
    spec
      .given([created(1), started(3, "full", "2026-03-02T09:00:00.000Z", "2026-04-02T08:00:00.000Z", "payment-pi_1")])
      .when(granting(grant("payment-pi_1", "2026-03-02T09:00:00.000Z")))
      .then([]);
    spec
      .given([
        created(2),
        started(3, "full", "2026-03-02T09:00:00.000Z", "2027-03-02T09:00:00.000Z", "order-4"),
        {
          type: "SubscriptionExtended",
          data: { profileId: 7, subscriptionId: 3, expirationDate: "2028-03-02T09:00:00.000Z", reference: "order-9" },
        },
      ])
      .when(granting(grant("order-9", "2026-06-01T09:00:00.000Z", "school")))
      .then([]);
  });

  it("upgrades a trial to the plan's type and starts full access beside the running trial", () => {
    spec
      .given([created(4), started(3, "trial", "2026-03-01T10:00:00.000Z", "2026-03-31T10:00:00.000Z", null)])
      .when(granting(grant("order-5", "2026-03-10T09:00:00.000Z", "school")))
      .then([
        { type: "ProfileTypeChanged", data: { profileId: 7, profileType: 2, previousProfileType: 4 } },
        {
          type: "SubscriptionStarted",
          data: {
            profileId: 7,
            subscriptionId: 50,
            accessLevel: "full",
            startDate: "2026-03-10T09:00:00.000Z",
            expirationDate: "2027-03-10T09:00:00.000Z",
            description: "Bankový prevod, objednávka č. 5",
            reference: "order-5",
          },
        },
      ]);
  });

  it("a subscription that was cancelled is not extended: a new one starts", () => {
    spec
      .given([
        created(1),
        started(3, "full", "2026-03-02T09:00:00.000Z", "2026-04-02T08:00:00.000Z", "payment-pi_1"),
        {
          type: "SubscriptionCancelled",
          data: { profileId: 7, subscriptionId: 3, cancelledAt: "2026-03-10T09:00:00.000Z" },
        },
      ])
      .when(granting(grant("payment-pi_2", "2026-03-20T10:00:00.000Z")))
      .then([
        {
          type: "SubscriptionStarted",
          data: {
            profileId: 7,
            subscriptionId: 50,
            accessLevel: "full",
            startDate: "2026-03-20T10:00:00.000Z",
            expirationDate: "2026-04-20T09:00:00.000Z",
            description: "Platba kartou",
            reference: "payment-pi_2",
          },
        },
      ]);
  });

  it("a profile that does not exist, or a subscription id taken already, is refused", () => {
    spec
      .given([])
      .when(granting(grant("payment-pi_1", "2026-03-02T09:00:00.000Z")))
      .thenThrows("PROFILE_NOT_FOUND");
    spec
      .given([created(1), started(50, "full", "2026-01-01T09:00:00.000Z", "2026-02-01T09:00:00.000Z", null)])
      .when(granting(grant("payment-pi_1", "2026-03-02T09:00:00.000Z")))
      .thenThrows("SUBSCRIPTION_ALREADY_EXISTS");
  });
});

describe("start or extend", () => {
  const paidAt = "2026-03-02T09:01:30.000Z";
  const card = grant("payment-pi_1", paidAt);
  const transfer = { ...grant("order-12", paidAt, "school"), profileId: 40 };
  const full = (subscriptionId: number, expirationDate: string): ExistingSubscription => ({
    subscriptionId,
    accessLevel: "full",
    expirationDate,
  });

  it("a profile without a running subscription starts one when the payment was confirmed", () => {
    expect(subscriptionChangeFor(card, [])).toEqual({
      kind: "start",
      accessLevel: "full",
      startDate: paidAt,
      expirationDate: "2026-04-02T08:01:30.000Z", // 10:01:30 in Bratislava both times, after the clock change
      description: "Platba kartou",
    });
    expect(subscriptionChangeFor(transfer, [full(1, "2026-01-01T00:00:00Z")])).toEqual({
      kind: "start",
      accessLevel: "full",
      startDate: paidAt,
      expirationDate: "2027-03-02T09:01:30.000Z",
      description: "Bankový prevod, objednávka č. 12",
    });
  });

  it("a renewal before expiry extends the running subscription from its expiration, not from today", () =>
    expect(subscriptionChangeFor(card, [full(3, "2026-03-20T10:00:00.000Z")])).toEqual({
      kind: "extend",
      subscriptionId: 3,
      expirationDate: "2026-04-20T09:00:00.000Z",
    }));

  it("of several running subscriptions, the one that runs longest is extended", () =>
    expect(
      subscriptionChangeFor(transfer, [
        full(3, "2026-03-20T10:00:00.000Z"),
        full(4, "2026-05-01T10:00:00.000Z"),
        full(5, "2026-04-01T10:00:00.000Z"),
      ]),
    ).toEqual({
      kind: "extend",
      subscriptionId: 4,
      expirationDate: "2027-05-01T10:00:00.000Z",
    }));

  it("a running trial is not extended: paying gives full access at once", () =>
    expect(
      subscriptionChangeFor(card, [
        { subscriptionId: 2, accessLevel: "trial", expirationDate: "2026-03-25T10:00:00.000Z" },
      ]),
    ).toMatchObject({
      kind: "start",
      startDate: paidAt,
    }));
});
