import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, LOGIN, REGISTER_TRIAL, trialForm, uniqueEmail } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Finding 8 of the security review: a NUL byte in any string reaching the database, a lone
 * surrogate in a name, "constructor" as a plan, `?variables=notjson` and a malformed cookie all
 * answered INTERNAL_SERVER_ERROR or HTTP 500. Now each is a clear, coded, localised refusal (or is
 * ignored), and changes nothing.
 */
const SEND_CONTACT = `mutation ($name: String!, $email: String!, $phone: String!, $message: String!) {
  sendContactMail(name: $name, email: $email, phone: $phone, message: $message) }`;
const EDIT_PROFILE = `mutation ($city: String) { editProfile(city: $city) { city } }`;
const INTENT = `mutation ($subscriptionType: String!, $email: String!) {
  getSubscriptionIntent(subscriptionType: $subscriptionType, email: $email) { clientSecret } }`;

describe("input hygiene", () => {
  let server: TestServer;
  let member: { token: string };
  const eventCount = async () =>
    Number(
      (
        await server.services.db
          .selectFrom("events")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, config: { production: true } });
    member = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
  });
  afterAll(() => server?.close());

  const unclean = ["Jana\u0000Nováková", "Jana \ud800 Nováková", "\udc00"];

  it("refuses a NUL byte or a lone surrogate anywhere, in variables or written in the query, as INPUT_INVALID_CHARACTERS", async () => {
    const before = await eventCount();
    for (const bad of unclean) {
      // written into the query itself: graphql-js already refuses a lone surrogate's escape as a syntax error
      const literal = await server.graphql(`{ getVideo(slug: ${JSON.stringify(bad)}) { video { id } } }`);
      expect(["INPUT_INVALID_CHARACTERS", "GRAPHQL_PARSE_FAILED"]).toContain(literal.errors?.[0]?.extensions?.code);
      expect(literal.data ?? null).toBeNull();
      const attempts = [
        server.graphql(`query ($slug: String!) { getVideo(slug: $slug) { video { id } } }`, { slug: bad }),
        server.graphql(LOGIN, { email: `jana${bad}@example.sk`, password: "Heslo123" }),
        server.graphql(REGISTER_TRIAL, { ...trialForm(uniqueEmail("nul")), fullname: bad }),
        server.graphql(EDIT_PROFILE, { city: bad }, bearer(member.token)),
        server.graphql(SEND_CONTACT, {
          name: bad,
          email: "jana@example.sk",
          phone: "+421900123456",
          message: "Dobrý deň",
        }),
        server.graphql(
          `query ($s: String) { getVideos(search: $s) { count } }`,
          { s: bad },
          { "accept-language": "en" },
        ),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.data ?? null).toBeNull();
        expect(response.errors?.[0]?.extensions?.code).toBe("INPUT_INVALID_CHARACTERS");
      }
    }
    expect(
      (await server.graphql(`{ getVideo(slug: "a\\u0000b") { video { id } } }`)).errors?.[0]?.extensions?.code,
    ).toBe("INPUT_INVALID_CHARACTERS");
    const english = await server.graphql(
      `query ($s: String) { getVideos(search: $s) { count } }`,
      { s: "\u0000" },
      { "accept-language": "en" },
    );
    expect(english.errors?.[0]?.message).toBe("The text contains invalid characters");
    expect(await eventCount()).toBe(before);
  });

  it("checks enum-like arguments against their values: no prototype lookups", async () => {
    for (const subscriptionType of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const response = await server.graphql(INTENT, { subscriptionType, email: uniqueEmail("proto") });
      expect(response.errors?.[0]?.extensions?.code, subscriptionType).toBe("PLAN_UNKNOWN");
    }
  });

  it("answers 400, not 500, to GET parameters that are not JSON", async () => {
    for (const query of ["variables=notjson", "variables=%5B1%5D", "extensions=%7B", "variables=1"]) {
      const response = await fetch(`${server.url}/graphql?query=%7BserverInfo%7Bname%7D%7D&${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).errors[0].extensions.code).toBe("BAD_REQUEST");
    }
  });

  it("ignores a malformed session cookie instead of failing every call", async () => {
    for (const cookie of ["session=%E0%A4%A", "token=%E0%A4%A", "session=%", "session=a;session=b", "=; ;;"]) {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
      expect(response.status, cookie).toBe(200);
      expect(await response.json()).toEqual({ data: { me: null } });
      expect((await fetch(`${server.url}/invoices/1.pdf`, { headers: { cookie } })).status, cookie).toBe(404);
    }
  });

  it("refuses bodies larger than any form before reading them, and JSON without a length", async () => {
    const huge = JSON.stringify({ query: "{ serverInfo { name } }", variables: { pad: "x".repeat(300 * 1024) } });
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    expect(response.status).toBe(413);
    const chunked = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([JSON.stringify({ query: "{ serverInfo { name } }" })]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });
});
