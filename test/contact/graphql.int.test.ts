import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/modules/contact/index.ts";
import type { ErrorCode } from "../../src/shared/errors.ts";
import { LANGUAGES } from "../../src/shared/lang.ts";
import type { KeptMail } from "../../src/shared/mail-transports.ts";
import { commonMessages, localise } from "../../src/shared/messages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";
import { committedEvents } from "../support/events.ts";

const SEND = `mutation Send($name: String!, $email: String!, $phone: String!, $message: String!) {
  sendContactMail(name: $name, email: $email, phone: $phone, message: $message)
}`;
const good = {
  name: "Jana Nováková",
  email: "jana@example.sk",
  phone: "+421 900 123 456",
  message: "Dobrý deň,\nmáme záujem o besedu so živou knihou.",
};
const catalogue = { ...commonMessages, ...contactMessages };

const contactEventsIn = async (server: TestServer) =>
  (await committedEvents(server.services.store, server.services.db)).filter((e) => e.type === "ContactMessageReceived");
const outbox = async (server: TestServer) =>
  (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as KeptMail[];

describe("sendContactMail over GraphQL, mail kept in the outbox", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers true and leaves the mail to the team in the outbox, reply-to the visitor", async () => {
    const response = await server.graphql(SEND, good);
    expect(response).toEqual({ data: { sendContactMail: true } });
    const [mail, ...older] = await outbox(server);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({
      to: server.services.config.contactMailTo,
      replyTo: "jana@example.sk",
      subject: "Kontaktný formulár: Jana Nováková",
    });
    expect(mail!.text).toContain("Telefón: +421 900 123 456");
    expect(mail!.text).toContain("Dobrý deň,\nmáme záujem o besedu so živou knihou.");
    expect(await contactEventsIn(server)).toHaveLength(1);
  });

  const badInputs: Array<[string, Partial<typeof good>, Record<string, ErrorCode>]> = [
    [
      "empty fields",
      { name: " ", email: "", phone: "", message: "" },
      { name: "REQUIRED", email: "EMAIL_REQUIRED", phone: "REQUIRED", message: "REQUIRED" },
    ],
    ["an e-mail that is not address-shaped", { email: "jana@example" }, { email: "EMAIL_INVALID" }],
    ["a phone in the wrong format", { phone: "+421 900 12" }, { phone: "PHONE_INVALID" }],
    [
      "a name and message over the maximum length",
      { name: "N".repeat(201), message: "M".repeat(5001) },
      { name: "TOO_LONG", message: "TOO_LONG" },
    ],
  ];

  for (const [what, change, expected] of badInputs) {
    it(`refuses ${what} with a localised message per field, in every language, and records nothing`, async () => {
      const eventsBefore = (await contactEventsIn(server)).length;
      const mailsBefore = (await outbox(server)).length;
      for (const lang of LANGUAGES) {
        const response = await server.graphql(
          SEND,
          { ...good, ...change },
          { "accept-language": lang === "cz" ? "cs" : lang },
        );
        expect(response.data).toBeNull();
        const [error, ...more] = response.errors!;
        expect(more).toEqual([]);
        expect(error!.extensions!.code).toBe("VALIDATION_FAILED");
        expect(error!.extensions!.fields).toEqual(
          Object.entries(expected).map(([field, code]) => ({ field, code, message: localise(catalogue, code, lang) })),
        );
      }
      expect(await contactEventsIn(server)).toHaveLength(eventsBefore);
      expect(await outbox(server)).toHaveLength(mailsBefore);
    });
  }

  it("says it in the spec's English words", async () => {
    const response = await server.graphql(
      SEND,
      { ...good, name: "", email: "x", phone: "1" },
      { "accept-language": "en" },
    );
    expect(response.errors![0]!.extensions!.fields).toEqual([
      { field: "name", code: "REQUIRED", message: "Required item" },
      { field: "email", code: "EMAIL_INVALID", message: "Incorrect form of email address" },
      { field: "phone", code: "PHONE_INVALID", message: "The number must be in +xxx format" },
    ]);
  });
});

describe("sendContactMail over GraphQL with SMTP_URL", () => {
  it("delivers to the SMTP server, and reports an error (not success) when the server refuses", async () => {
    const smtp = await startSmtpReceiver();
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, CONTACT_MAIL_TO: "tim@example.sk" } });
    try {
      expect(await server.graphql(SEND, good)).toEqual({ data: { sendContactMail: true } });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({
        rcptTo: ["tim@example.sk"],
        headers: expect.objectContaining({ "reply-to": "jana@example.sk" }),
      });

      smtp.refuseRecipients = true;
      const refused = await server.graphql(SEND, { ...good, name: "Peter" }, { "accept-language": "en" });
      expect(refused.data).toBeNull();
      expect(refused.errors![0]).toMatchObject({
        message: "Your message could not be sent. Please try again in a moment.",
        extensions: { code: "CONTACT_MAIL_NOT_SENT" },
      });
      expect(smtp.mails).toHaveLength(1);
      // no outbox page when mail really goes out
      expect((await fetch(`${server.url}/dev/outbox.json`)).headers.get("content-type")).not.toMatch(/json/);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
