import { describe, expect, it } from "vitest";
import { bareAddress, clientAddress, noProxy, parseTrustProxy } from "./client-address.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told, one hop for true, a number of hops, or a list of addresses and networks", () => {
    expect(parseTrustProxy(undefined)).toEqual(noProxy);
    expect(parseTrustProxy("")).toEqual(noProxy);
    expect(parseTrustProxy("false")).toEqual(noProxy);
    expect(parseTrustProxy("true")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy(" 2 ")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy("10.0.0.1, 172.16.0.0/12, ::1").kind).toBe("addresses");
  });

  it("stops the start on anything else", () => {
    for (const wrong of ["yes", "10.0.0.300", "10.0.0.0/33", "example.org", "10.0.0.1/8/1", "11", "-1"]) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("the client's address", () => {
  const oneHop = parseTrustProxy("true");

  it("is the connection's without a trusted proxy, whatever the headers say", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", noProxy)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, noProxy)).toBe("203.0.113.9");
  });

  it("is the right-most entry behind one proxy, so a forged left-most entry changes nothing", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.60", oneHop)).toBe("203.0.113.60");
    expect(clientAddress("10.0.0.2", "198.51.100.200, 203.0.113.60", oneHop)).toBe("203.0.113.60");
    expect(clientAddress("10.0.0.2", "198.51.100.200,203.0.113.60", oneHop)).toBe("203.0.113.60");
  });

  it("skips exactly the named number of hops", () => {
    const twoHops = parseTrustProxy("2");
    // the CDN appended the client (203.0.113.7); the load balancer appended the CDN (192.0.2.10)
    expect(clientAddress("10.0.0.2", "1.2.3.4, 203.0.113.7, 192.0.2.10", twoHops)).toBe("203.0.113.7");
    // fewer entries than hops: the furthest address known
    expect(clientAddress("10.0.0.2", "192.0.2.10", twoHops)).toBe("192.0.2.10");
    expect(clientAddress("10.0.0.2", undefined, twoHops)).toBe("10.0.0.2");
  });

  it("skips trusted proxy addresses wherever they stand, and stops at the first it does not trust", () => {
    const proxies = parseTrustProxy("10.0.0.0/8, 2001:db8::1");
    expect(clientAddress("10.0.0.2", "198.51.100.200, 203.0.113.60, 10.1.2.3", proxies)).toBe("203.0.113.60");
    expect(clientAddress("2001:db8::1", "203.0.113.60", proxies)).toBe("203.0.113.60");
    // a connection from outside the list is the client itself, whatever it claims
    expect(clientAddress("203.0.113.99", "198.51.100.1", proxies)).toBe("203.0.113.99");
  });

  it("does not believe an entry that is not an address: the last trusted hop is the client", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.1, not-an-ip", oneHop)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", oneHop)).toBe("10.0.0.2");
  });

  it("reads addresses with ports and brackets as proxies write them", () => {
    expect(bareAddress("203.0.113.5:4711")).toBe("203.0.113.5");
    expect(bareAddress("[2001:DB8::5]:443")).toBe("2001:db8::5");
    expect(bareAddress("2001:db8::5")).toBe("2001:db8::5");
    expect(bareAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(bareAddress("unknown")).toBeUndefined();
  });
});
