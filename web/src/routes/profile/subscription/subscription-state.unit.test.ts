import { describe, expect, it } from "vitest";
import { newestFirst, subscriptionState } from "./subscription-state.ts";

const now = new Date("2025-05-20T12:00:00.000Z");
const trial = {
  accessLevel: "trial",
  startDate: "2025-04-01T10:00:00.000Z",
  expirationDate: "2025-05-01T10:00:00.000Z",
};
const year = { accessLevel: "full", startDate: "2025-05-10T10:00:00.000Z", expirationDate: "2026-05-10T10:00:00.000Z" };
const renewal = {
  accessLevel: "full",
  startDate: "2026-05-10T10:00:00.000Z",
  expirationDate: "2027-05-10T10:00:00.000Z",
};

describe("where a profile's subscription stands", () => {
  it("is active until the latest end while any end lies in the future", () => {
    expect(subscriptionState([trial, year], now)).toEqual({
      status: "active",
      until: year.expirationDate,
      accessLevel: "full",
    });
    // a renewal paid ahead extends the access to its own end
    expect(subscriptionState([renewal, trial, year], now)).toEqual({
      status: "active",
      until: renewal.expirationDate,
      accessLevel: "full",
    });
  });

  it("is expired since the latest end once every end has passed", () => {
    expect(subscriptionState([trial], now)).toEqual({
      status: "expired",
      until: trial.expirationDate,
      accessLevel: "trial",
    });
    expect(subscriptionState([year], new Date("2026-05-10T10:00:00.000Z"))).toMatchObject({ status: "expired" });
  });

  it("is none for a profile that never had one", () => {
    expect(subscriptionState([], now)).toEqual({ status: "none" });
  });

  it("lists the newest period first", () => {
    expect(newestFirst([trial, renewal, year])).toEqual([renewal, year, trial]);
  });
});
