import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, mailsTo, ok, trialForm, uniqueEmail, REGISTER_TRIAL } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Finding 1 of the security review: with no SMTP_URL (the default) /dev/outbox was open to anyone,
 * so an anonymous visitor asked for a reset of any account, the library admin's included, read the
 * link there, and took the account over. Now the outbox is open only on a developer's machine (not
 * production, listening on loopback only), and otherwise only to library administrators, who never
 * see a reset link.
 */
const REQUEST_RESET = `mutation ($email: String!) { sendResetPasswordRequest(email: $email) }`;
const RESET = `mutation ($linkString: String!, $password: String!) { resetPassword(linkString: $linkString, password: $password) }`;

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe("the outbox of a production server (npm start)", () => {
  let server: TestServer;
  let admin: { email: string; token: string };
  let victimEmail: string;
  let secret: string;

  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
    admin = await accountWithLogin(server, { profileType: 5, userRole: 1 });
    victimEmail = uniqueEmail("victim");
    ok(await server.graphql(REGISTER_TRIAL, trialForm(victimEmail)));
    // the attack: ask for the victim's reset link…
    ok(await server.graphql(REQUEST_RESET, { email: victimEmail }));
    const [mail] = await mailsTo(server, victimEmail);
    secret = /obnova-hesla\/([\w-]{43})/.exec(mail!.text)![1]!;
  });
  afterAll(() => server?.close());

  it("…cannot be read anonymously, as a page or as JSON", async () => {
    for (const path of ["/dev/outbox", "/dev/outbox.json"]) {
      const response = await get(server, path);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain(secret);
    }
  });

  it("…nor by a signed-in member who is not a library administrator", async () => {
    const member = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    for (const headers of [bearer(member.token), { cookie: `session=${member.token}` }]) {
      const response = await get(server, "/dev/outbox.json", headers);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain(secret);
    }
  });

  it("shows a library administrator every mail, but a reset mail without its text", async () => {
    const page = await get(server, "/dev/outbox", { cookie: `session=${admin.token}`, "accept-language": "en" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(victimEmail);
    expect(html).toContain("Text withheld: this mail carries a password-reset link meant only for its addressee.");
    expect(html).not.toContain(secret);
    const json = (await (await get(server, "/dev/outbox.json", bearer(admin.token))).json()) as Array<{
      to: string;
      text: string;
    }>;
    expect(json.find((mail) => mail.to === victimEmail)?.text).not.toContain("obnova-hesla");
    expect(JSON.stringify(json)).not.toContain(secret);
  });

  it("leaves the account to the mailbox's owner: the link still works for them, once", async () => {
    ok(await server.graphql(RESET, { linkString: secret, password: "Nove123heslo" }));
    expect(
      (await server.graphql(RESET, { linkString: secret, password: "Ine123heslo" })).errors?.[0]?.extensions?.code,
    ).toBe("RESET_LINK_INVALID");
  });
});

describe("where the outbox is open", () => {
  it("is open on a developer's machine: not production and listening on loopback only", async () => {
    const server = await startTestServer({ config: { production: false, host: "127.0.0.1" } });
    try {
      expect((await get(server, "/dev/outbox.json")).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("is for administrators outside production too when listening on every interface", async () => {
    const server = await startTestServer({ config: { production: false, host: undefined } });
    try {
      expect((await get(server, "/dev/outbox.json")).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it("does not exist when mail is really sent (SMTP_URL)", async () => {
    const server = await startTestServer({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      // whatever answers (the client's page, when it is built), it is not the outbox
      expect((await get(server, "/dev/outbox.json")).headers.get("content-type")).not.toContain("application/json");
    } finally {
      await server.close();
    }
  });
});
