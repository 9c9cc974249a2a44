import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import { admissionDecider, admits, bratislavaDaysAfter, type GrantAdmission } from "./decide.ts";
import type { WebinarAdmissionGranted } from "./events.ts";

const spec = deciderSpec(admissionDecider);

const grant = (overrides: Partial<GrantAdmission["data"]> = {}): GrantAdmission => ({
  type: "GrantAdmission",
  data: {
    admissionId: 5,
    profileId: 7,
    target: { kind: "webinar", webinarId: 3 },
    webinarIds: [3],
    availableFor: 30,
    byAdmin: false,
    reference: "payment-pi_1",
    amountCents: 1290,
    // 10 March, 10:00 in Bratislava (winter time, +1 h)
    at: new Date("2026-03-10T09:00:00Z"),
    ...overrides,
  },
});
const granted = (overrides: Partial<WebinarAdmissionGranted["data"]> = {}): WebinarAdmissionGranted => ({
  type: "WebinarAdmissionGranted",
  data: {
    admissionId: 5,
    profileId: 7,
    target: { kind: "webinar", webinarId: 3 },
    webinarIds: [3],
    byAdmin: false,
    availableFor: 30,
    startsAt: "2026-03-10T09:00:00.000Z",
    // through 8 April; ends at midnight Bratislava (summer time, +2 h) after it
    expiresAt: "2026-04-08T22:00:00.000Z",
    reference: "payment-pi_1",
    amountCents: 1290,
    ...overrides,
  },
});

describe("a webinar admission", () => {
  it("starts when the money is confirmed and lasts availableFor days, counted in Bratislava time", () => {
    spec.given([]).when(grant()).then([granted()]);
  });

  it("bought again while it runs, extends from its expiry, not from now", () => {
    spec
      .given([granted()])
      .when(grant({ reference: "order-12", at: new Date("2026-04-01T08:00:00Z") }))
      .then([
        {
          type: "WebinarAdmissionExtended",
          data: {
            admissionId: 5,
            profileId: 7,
            webinarIds: [3],
            availableFor: 30,
            expiresAt: "2026-05-08T22:00:00.000Z",
            reference: "order-12",
            amountCents: 1290,
          },
        },
      ]);
  });

  it("admits until its expiry and not at it: a purchase at the boundary starts afresh", () => {
    const expiry = new Date("2026-04-08T22:00:00.000Z");
    expect(admits(expiry, new Date(expiry.getTime() - 1))).toBe(true);
    expect(admits(expiry, expiry)).toBe(false);
    spec
      .given([granted()])
      .when(grant({ reference: "payment-pi_2", at: expiry }))
      .then([
        granted({ reference: "payment-pi_2", startsAt: expiry.toISOString(), expiresAt: "2026-05-08T22:00:00.000Z" }),
      ]);
  });

  it("a pack admits to each of its webinars with one expiry", () => {
    const pack = { target: { kind: "pack" as const, webinarPackId: 2 }, webinarIds: [3, 4, 9], availableFor: 60 };
    spec
      .given([])
      .when(grant(pack))
      .then([granted({ ...pack, expiresAt: "2026-05-08T22:00:00.000Z" })]);
  });

  it("a free item claimed again while admitted changes nothing; after the expiry it starts afresh from the claim", () => {
    const free = { free: true, reference: "free-1", amountCents: 0 };
    spec
      .given([granted({ reference: "free-0", amountCents: 0 })])
      .when(grant({ ...free, at: new Date("2026-03-20T09:00:00Z") }))
      .then([]);
    const later = new Date("2026-04-20T09:00:00Z");
    spec
      .given([granted({ reference: "free-0", amountCents: 0 })])
      .when(grant({ ...free, at: later }))
      .then([
        granted({
          reference: "free-1",
          amountCents: 0,
          startsAt: later.toISOString(),
          expiresAt: bratislavaDaysAfter(later, 30).toISOString(),
        }),
      ]);
  });

  it("a payment delivered twice (webhook and the client's report) admits once", () => {
    spec.given([granted()]).when(grant()).then([]);
    spec
      .given([granted(), { type: "WebinarAdmissionRevoked", data: { admissionId: 5, profileId: 7 } }])
      .when(grant())
      .then([]);
  });

  it("revoked, stops at once; a later purchase starts a new period under the same id", () => {
    spec
      .given([granted()])
      .when({ type: "RevokeAdmission", data: { admissionId: 5 } })
      .then([{ type: "WebinarAdmissionRevoked", data: { admissionId: 5, profileId: 7 } }]);
    spec
      .given([granted(), { type: "WebinarAdmissionRevoked", data: { admissionId: 5, profileId: 7 } }])
      .when({ type: "RevokeAdmission", data: { admissionId: 5 } })
      .thenThrows("WEBINAR_ADMISSION_NOT_FOUND");
    spec
      .given([granted(), { type: "WebinarAdmissionRevoked", data: { admissionId: 5, profileId: 7 } }])
      .when(grant({ admissionId: 99, reference: "payment-pi_3", at: new Date("2026-03-20T09:00:00Z") }))
      .then([
        granted({
          reference: "payment-pi_3",
          startsAt: "2026-03-20T09:00:00.000Z",
          expiresAt: "2026-04-18T22:00:00.000Z",
        }),
      ]);
  });

  it("counts whole Bratislava days across the clock change", () => {
    // 23:30 UTC on 28 March is already 00:30 on the 29th in Bratislava: one day ends at midnight of the 30th (summer time, +2 h)
    expect(bratislavaDaysAfter(new Date("2026-03-28T23:30:00Z"), 1).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // the 28th itself: ends at midnight of the 29th, still winter time (+1 h)
    expect(bratislavaDaysAfter(new Date("2026-03-28T10:00:00Z"), 1).toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
});
