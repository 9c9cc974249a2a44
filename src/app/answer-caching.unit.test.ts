import { describe, expect, it } from "vitest";
import { type AnswerFacts, cacheControlOf, GRAPHQL_VARY, varyWith } from "./answer-caching.ts";

const anonymousQuery: AnswerFacts = { session: false, setsCookie: false, ran: "query" };

describe("how a /graphql answer may be kept", () => {
  describe("given an anonymous request", () => {
    it("when a query (storable or not) ran, then caches may keep it if they revalidate it before each use", () => {
      expect(cacheControlOf(anonymousQuery)).toBe("no-cache");
      expect(cacheControlOf({ ...anonymousQuery, ran: "storable query" })).toBe("no-cache");
    });

    it("when a mutation or a subscription ran, then nothing keeps it", () => {
      expect(cacheControlOf({ ...anonymousQuery, ran: "mutation" })).toBe("private, no-store");
      expect(cacheControlOf({ ...anonymousQuery, ran: "subscription" })).toBe("private, no-store");
    });

    it("when nothing ran (a refusal, a protocol error), then nothing keeps it", () =>
      expect(cacheControlOf({ ...anonymousQuery, ran: undefined })).toBe("private, no-store"));

    it("when the answer sets a cookie, then nothing keeps it", () =>
      expect(cacheControlOf({ ...anonymousQuery, setsCookie: true })).toBe("private, no-store"));
  });

  describe("given a request carrying a session", () => {
    it("when a query ran, then nothing keeps it: it may hold signed URLs, an e-mail address, a profile", () =>
      expect(cacheControlOf({ ...anonymousQuery, session: true })).toBe("private, no-store"));
  });

  describe("what it varies with", () => {
    it("names the session, the language, the origin, the format and the encoding", () =>
      expect(GRAPHQL_VARY.split(", ")).toEqual([
        "Accept",
        "Accept-Encoding",
        "Accept-Language",
        "Origin",
        "Cookie",
        "Authorization",
      ]));

    it("adds what another layer named, each name once whatever its case", () => {
      expect(varyWith(undefined)).toBe(GRAPHQL_VARY);
      expect(varyWith("origin")).toBe(GRAPHQL_VARY);
      expect(varyWith("Origin, X-Custom")).toBe(`${GRAPHQL_VARY}, X-Custom`);
    });
  });
});
