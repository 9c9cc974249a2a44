import { describe, expect, it } from "vitest";
import { guestOfAddress, guestOfCookie, signedGuestCookie } from "./statistics.ts";

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const morning = new Date("2026-03-02T06:00:00Z");
const evening = new Date("2026-03-02T22:00:00Z");
const nextDay = new Date("2026-03-03T06:00:00Z");

describe("a guest listener's id", () => {
  it("given one address, is the same all through a UTC day and another the next day", () => {
    expect(guestOfAddress(key, "192.0.2.1", morning)).toBe(guestOfAddress(key, "192.0.2.1", evening));
    expect(guestOfAddress(key, "192.0.2.1", nextDay)).not.toBe(guestOfAddress(key, "192.0.2.1", morning));
    expect(guestOfAddress(key, "192.0.2.2", morning)).not.toBe(guestOfAddress(key, "192.0.2.1", morning));
    expect(guestOfAddress(key, "192.0.2.1", morning)).toMatch(/^[\w-]{22}$/);
  });

  it("given a cookie this server signed, reads back the id it carries", () => {
    const id = guestOfAddress(key, "192.0.2.1", morning);
    expect(guestOfCookie(key, signedGuestCookie(key, id))).toBe(id);
  });

  it("given a missing, made-up, tampered or foreign-signed cookie, reads no id", () => {
    const id = guestOfAddress(key, "192.0.2.1", morning);
    const [, signature] = signedGuestCookie(key, id).split(".");
    for (const value of [
      undefined,
      "",
      id,
      `${id}.`,
      `${"B".repeat(22)}.${signature}`,
      `${id}.${"A".repeat(22)}`,
      `${id}.${signature}.x`,
      `${id}.${signature}x`,
      signedGuestCookie(otherKey, id),
    ]) {
      expect(guestOfCookie(key, value), String(value)).toBeUndefined();
    }
  });
});
