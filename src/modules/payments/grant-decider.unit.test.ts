import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/catalogue/decider-spec.ts";
import type { ProfileCreated, ProfileDetails, ProfileEvent, ProfileTypeId } from "../accounts/events.ts";
import { noDetails } from "../accounts/fields.ts";
import { type GrantSubscription, grantDecider, type SubscriptionGrant } from "./subscription-grant.ts";

/** The grant as a command on the profile's stream: start, extend, upgrade a trial, and never twice. */
const spec = deciderSpec(grantDecider);

const details: ProfileDetails = { ...noDetails(), phone: "+421 900 123 456", street: "Hradná 1", city: "Bratislava", country: "Slovensko" };
const created = (profileType: ProfileTypeId): ProfileCreated => ({
  type: "ProfileCreated",
  data: { profileId: 7, profileType, mainAdminUserId: 1, details, registration: null, createdAt: "2026-03-01T10:00:00.000Z" },
});
const started = (subscriptionId: number, accessLevel: "full" | "trial", startDate: string, expirationDate: string, reference: string | null): ProfileEvent => ({
  type: "SubscriptionStarted",
  data: { profileId: 7, subscriptionId, accessLevel, startDate, expirationDate, description: null, reference },
});

const grant = (reference: string, paidAt: string, planId: SubscriptionGrant["planId"] = "single"): SubscriptionGrant => ({
  profileId: 7,
  planId,
  period: planId === "single" ? { unit: "month", count: 1 } : { unit: "year", count: 1 },
  paidAt,
  source: reference.startsWith("order-") ? { method: "bank_transfer", orderNumber: Number(reference.slice(6)) } : { method: "card", paymentId: reference.slice(8) },
  reference,
});
const granting = (g: SubscriptionGrant, newSubscriptionId = 50): GrantSubscription => ({ type: "GrantSubscription", data: { grant: g, newSubscriptionId } });

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
      .then([{ type: "SubscriptionExtended", data: { profileId: 7, subscriptionId: 3, expirationDate: "2026-05-02T08:00:00.000Z", reference: "payment-pi_2" } }]);
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
        { type: "SubscriptionExtended", data: { profileId: 7, subscriptionId: 3, expirationDate: "2028-03-02T09:00:00.000Z", reference: "order-9" } },
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

  it("a profile that does not exist is refused", () => {
    spec.given([]).when(granting(grant("payment-pi_1", "2026-03-02T09:00:00.000Z"))).thenThrows("PROFILE_NOT_FOUND");
  });
});
