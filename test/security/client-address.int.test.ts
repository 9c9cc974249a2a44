import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLimits } from "../../src/shared/limits.ts";
import { REGISTER_TRIAL, trialForm, uniqueEmail } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Every per-address limit used the left-most X-Forwarded-For entry, which the client writes: behind
 * a proxy that appends the real address, a blocked client passed again by naming another address
 * first. Now the address is taken from the right, skipping exactly the trusted proxies, and without
 * TRUST_PROXY the header is not read at all.
 */
const free = writeLimits.registrationPerClient.freeAttempts;
const register = (server: TestServer, headers: Record<string, string>) =>
  server
    .graphql(REGISTER_TRIAL, trialForm(uniqueEmail("proxy")), headers)
    .then((r) => (r.data?.registerTrial === true ? "OK" : r.errors?.[0]?.extensions?.code));

describe("the client's address behind one trusted proxy (TRUST_PROXY=true)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => server?.close());

  it("is the entry the proxy appended: a forged entry in front of it does not get a blocked client through", async () => {
    const blocked = "203.0.113.60";
    const results = [];
    for (let i = 0; i < free; i++) results.push(await register(server, { "x-forwarded-for": blocked }));
    expect(results).toEqual(Array(free).fill("OK"));

    for (const forged of ["198.51.100.200", "198.51.100.201, 198.51.100.202", "127.0.0.1", "garbage"]) {
      expect(await register(server, { "x-forwarded-for": `${forged}, ${blocked}` }), forged).toBe("TOO_MANY_ATTEMPTS");
    }
    // another client behind the same proxy is not affected
    expect(await register(server, { "x-forwarded-for": `${blocked}, 203.0.113.61` })).toBe("OK");
  });
});

describe("the client's address without TRUST_PROXY", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "" } });
  });
  afterAll(() => server?.close());

  it("is the connection's: X-Forwarded-For is ignored, so naming a new address each time changes nothing", async () => {
    const results = [];
    for (let i = 0; i < free + 3; i++)
      results.push(await register(server, { "x-forwarded-for": `198.51.100.${i + 1}` }));
    expect(results).toEqual([...Array(free).fill("OK"), ...Array(3).fill("TOO_MANY_ATTEMPTS")]);
  });
});

describe("the client's address behind proxies named by address (TRUST_PROXY=127.0.0.1, 10.0.0.0/8)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" } });
  });
  afterAll(() => server?.close());

  it("skips every trusted proxy from the right and stops at the first address it does not trust", async () => {
    const client = "203.0.113.70";
    for (let i = 0; i < free; i++)
      expect(await register(server, { "x-forwarded-for": `${client}, 10.1.2.3` })).toBe("OK");
    // the same client through another trusted hop, with a forged address in front
    expect(await register(server, { "x-forwarded-for": `198.51.100.9, ${client}, 10.9.9.9, 10.1.2.3` })).toBe(
      "TOO_MANY_ATTEMPTS",
    );
  });
});
