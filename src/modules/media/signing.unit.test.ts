import { describe, expect, it } from "vitest";
import { fixedClock } from "../../shared/clock.ts";
import { checkConfiguredSecret } from "./signing-secret.ts";
import {
  SIGNED_URL_LIFETIME_SECONDS,
  SIGNED_URL_WINDOW_SECONDS,
  signedMediaUrl,
  signedUrlExpiry,
  verifyMediaSignature,
} from "./signing.ts";

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const path = "/demo/media/story-3.mp4";
const now = fixedClock("2025-03-01T10:17:00Z").now();
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The query of a signed URL as Koa hands it to the route. */
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

describe("signed media URLs", () => {
  it("signs path, viewer and an expiry at least the lifetime away, rounded up to the window", () => {
    const url = signedMediaUrl(key, path, "42", now);
    expect(url).toMatch(/^\/demo\/media\/story-3\.mp4\?exp=\d+&v=42&sig=[A-Za-z0-9_-]{43}$/);
    const expiry = Number(queryOf(url).exp);
    const nowSeconds = now.getTime() / 1000;
    expect(expiry % SIGNED_URL_WINDOW_SECONDS).toBe(0);
    expect(expiry - nowSeconds).toBeGreaterThanOrEqual(SIGNED_URL_LIFETIME_SECONDS);
    expect(expiry - nowSeconds).toBeLessThan(SIGNED_URL_LIFETIME_SECONDS + SIGNED_URL_WINDOW_SECONDS);
  });

  it("gives the same viewer the same URL within a window (the browser cache keeps working), a new one after", () => {
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 1000); // just after a window starts
    const first = signedMediaUrl(key, path, "42", start);
    expect(signedMediaUrl(key, path, "42", new Date(start.getTime() + 58 * 60_000))).toBe(first);
    expect(signedMediaUrl(key, path, "42", new Date(start.getTime() + 60 * 60_000))).not.toBe(first);
    expect(signedUrlExpiry(start)).toBeLessThan(signedUrlExpiry(new Date(start.getTime() + 60 * 60_000)));
    expect(signedMediaUrl(key, path, "43", start)).not.toBe(first);
  });

  it("accepts its own URL until it expires, and tells how long the browser may keep the file", () => {
    const query = queryOf(signedMediaUrl(key, path, "42", now));
    const expiry = Number(query.exp);
    expect(verifyMediaSignature(key, path, query, now)).toEqual({
      valid: true,
      viewer: "42",
      secondsLeft: expiry - now.getTime() / 1000,
    });
    expect(verifyMediaSignature(key, path, query, later(expiry - now.getTime() / 1000 - 1))).toMatchObject({
      valid: true,
      secondsLeft: 1,
    });
    expect(verifyMediaSignature(key, path, query, later(expiry - now.getTime() / 1000))).toEqual({
      valid: false,
      reason: "expired",
    });
  });

  it("refuses a changed path, viewer, expiry or signature, and another key's signature", () => {
    const query = queryOf(signedMediaUrl(key, path, "42", now));
    const forged = { valid: false, reason: "forged" };
    expect(verifyMediaSignature(key, "/demo/media/story-6.mp4", query, now)).toEqual(forged);
    expect(verifyMediaSignature(key, path, { ...query, v: "43" }, now)).toEqual(forged);
    expect(verifyMediaSignature(key, path, { ...query, v: "anonymous" }, now)).toEqual(forged);
    expect(verifyMediaSignature(key, path, { ...query, exp: String(Number(query.exp) + 3600) }, now)).toEqual(forged);
    for (const position of [0, 21, 42]) {
      const sig = query.sig!;
      const flipped = `${sig.slice(0, position)}${sig[position] === "A" ? "B" : "A"}${sig.slice(position + 1)}`;
      expect(verifyMediaSignature(key, path, { ...query, sig: flipped }, now)).toEqual(forged);
    }
    expect(verifyMediaSignature(otherKey, path, query, now)).toEqual(forged);
  });

  it("refuses missing, malformed and repeated parameters without comparing anything", () => {
    const query = queryOf(signedMediaUrl(key, path, "42", now));
    expect(verifyMediaSignature(key, path, {}, now)).toEqual({ valid: false, reason: "missing" });
    for (const broken of [
      { ...query, sig: undefined },
      { ...query, sig: `${query.sig}A` },
      { ...query, sig: "a".repeat(43).replace("a", "+") },
      { ...query, exp: "-1" },
      { ...query, exp: "1e9" },
      { ...query, v: "" },
      { ...query, v: "a/b" },
      { ...query, v: [query.v!, "43"] },
    ]) {
      expect(verifyMediaSignature(key, path, broken, now), JSON.stringify(broken)).toEqual({
        valid: false,
        reason: "malformed",
      });
    }
  });

  it("refuses an expiry further ahead than any URL signed now (it was not made by these rules)", () => {
    const farFuture = later(10 * 24 * 3600);
    const query = queryOf(signedMediaUrl(key, path, "42", farFuture));
    expect(verifyMediaSignature(key, path, query, now)).toEqual({ valid: false, reason: "expired" });
  });

  it("encodes the path in the URL and signs its decoded form", () => {
    const url = signedMediaUrl(key, "/uploads/metodika 100%.pdf", "anonymous", now);
    expect(url.startsWith("/uploads/metodika%20100%25.pdf?")).toBe(true);
    expect(
      verifyMediaSignature(key, decodeURIComponent(new URL(url, "http://x").pathname), queryOf(url), now),
    ).toMatchObject({ valid: true });
  });

  it("refuses to sign for a viewer that could not be verified", () => {
    expect(() => signedMediaUrl(key, path, "a&b=c", now)).toThrow();
  });

  it("refuses a configured URL_SIGNING_SECRET shorter than 32 characters (the app then does not start)", () => {
    expect(() => checkConfiguredSecret("too-short")).toThrow(/at least 32 characters/);
    expect(() => checkConfiguredSecret("x".repeat(32))).not.toThrow();
    expect(() => checkConfiguredSecret(undefined)).not.toThrow();
  });
});
