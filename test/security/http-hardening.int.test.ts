import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, LOGIN, LOGOUT, ME, PASSWORD } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Findings 4 and 9 of the security review: CORS echoed any Origin with credentials, the token also
 * sat in a script-readable cookie sent cross-site, and the responses carried no CSP, no framing
 * rule, no Permissions-Policy. Now: no cross-origin access unless configured, the session is an
 * HttpOnly SameSite=Strict cookie the server sets, and every response carries the headers.
 */
const EVIL = "http://127.0.0.1:6666";

describe("HTTP hardening", () => {
  let server: TestServer;
  let member: { email: string; token: string };

  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
    member = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
  });
  afterAll(() => server?.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("gives a page of another origin no way to read a member's data", async () => {
    // the browser's preflight for a JSON POST with credentials is not granted…
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    // …and even a request sent anyway carries no permission for that page to read the answer
    const response = await post({ query: ME }, { origin: EVIL, cookie: `session=${member.token}` });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows exactly the configured front-end origins (CORS_ORIGINS), and no other", async () => {
    const configured = await startTestServer({ env: { CORS_ORIGINS: "https://app.example.org" } });
    try {
      const allowed = await fetch(`${configured.url}/graphql`, {
        method: "OPTIONS",
        headers: {
          origin: "https://app.example.org",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type,authorization",
        },
      });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.org");
      const refused = await fetch(`${configured.url}/graphql`, {
        method: "OPTIONS",
        headers: { origin: EVIL, "access-control-request-method": "POST" },
      });
      expect(refused.headers.get("access-control-allow-origin")).not.toBe(EVIL);
    } finally {
      await configured.close();
    }
  });

  it("keeps the session in an HttpOnly, SameSite=Strict cookie set at login and cleared at logout", async () => {
    const login = await post({ query: LOGIN, variables: { email: member.email, password: PASSWORD } });
    const cookie = login.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/);
    const token = /^session=([\w-]{43})/.exec(cookie)![1]!;
    expect((await (await post({ query: ME }, { cookie: `session=${token}` })).json()).data.me.email).toBe(member.email);

    const logout = await post({ query: LOGOUT }, { cookie: `session=${token}` });
    expect(logout.headers.get("set-cookie")).toBe("session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
    expect((await (await post({ query: ME }, { cookie: `session=${token}` })).json()).data.me).toBeNull();
    // the old script-readable cookie is not a way in any more
    expect((await (await post({ query: ME }, { cookie: `token=${member.token}` })).json()).data.me).toBeNull();
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: "https://kniznica.example.org" } });
    try {
      const account = await accountWithLogin(https, {
        profileType: 1,
        details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      });
      const login = await fetch(`${https.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: LOGIN, variables: { email: account.email, password: PASSWORD } }),
      });
      expect(login.headers.get("set-cookie")).toMatch(/; Secure$/);
      expect(login.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await https.close();
    }
  });

  it("sends the security headers on pages, the API and files", async () => {
    for (const path of ["/sk/", "/graphql?query=%7BserverInfo%7Bname%7D%7D", "/demo/covers/story-01.svg"]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("stripe"); // no Stripe key configured: no Stripe hosts
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      // plain HTTP: HSTS would mean nothing
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("allows Stripe's hosts in the CSP only when a Stripe key is configured", async () => {
    const stripe = await startTestServer({ config: { stripePublishableKey: "pk_test_123" } });
    try {
      const csp = (await fetch(`${stripe.url}/sk/`)).headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await stripe.close();
    }
  });
});
