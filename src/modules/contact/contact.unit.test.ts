import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { contactMailForTeam } from "./contact-mail.ts";
import { contactDecider, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type SendContactMessage } from "./decide.ts";
import type { ContactMessageReceived } from "./events.ts";

const spec = deciderSpec(contactDecider);

const messageId = "6f1c2a9e-3b1d-4a51-9a55-0d7f0c1e2b3a";
const receivedAt = new Date("2025-03-04T09:05:00Z");
const form = {
  name: "Jana Nováková",
  email: "jana@example.sk",
  phone: "+421 900 123 456",
  message: "Dobrý deň,\nmáme záujem o prezentáciu.",
};
const send = (fields: Record<string, unknown>): SendContactMessage => ({
  type: "SendContactMessage",
  messageId,
  form: fields,
  receivedAt,
});
const received: ContactMessageReceived = {
  type: "ContactMessageReceived",
  data: { messageId, ...form, receivedAt: "2025-03-04T09:05:00.000Z" },
};

describe("contact form", () => {
  it("records a valid message with the time it was received", () => spec.given([]).when(send(form)).then([received]));

  it("trims the fields but keeps the message's own line breaks", () =>
    spec
      .given([])
      .when(
        send({
          name: "  Jana Nováková ",
          email: " jana@example.sk ",
          phone: " +421 900 123 456 ",
          message: "\n Dobrý deň,\nmáme záujem o prezentáciu.  ",
        }),
      )
      .then([{ ...received, data: { ...received.data, message: "Dobrý deň,\nmáme záujem o prezentáciu." } }]));

  it("requires every field, each with its own message", () =>
    spec
      .given([])
      .when(send({ name: " ", email: "", phone: "", message: "\n" }))
      .thenFailsValidation({ name: "REQUIRED", email: "EMAIL_REQUIRED", phone: "REQUIRED", message: "REQUIRED" }));

  it("treats missing fields as required", () =>
    spec
      .given([])
      .when(send({}))
      .thenFailsValidation({ name: "REQUIRED", email: "REQUIRED", phone: "REQUIRED", message: "REQUIRED" }));

  it("refuses an e-mail that is not address-shaped", () => {
    for (const email of ["jana", "jana@", "jana@example", "ja na@example.sk"]) {
      spec
        .given([])
        .when(send({ ...form, email }))
        .thenFailsValidation({ email: "EMAIL_INVALID" });
    }
  });

  it("accepts a phone of + and 10 to 12 digits, or 9 to 14 digits, spaces ignored", () => {
    for (const phone of ["+4219001234", "+421 900 123 456", "+421900123456", "900 123 456", "00421900123456"]) {
      spec
        .given([])
        .when(send({ ...form, phone }))
        .then([{ ...received, data: { ...received.data, phone } }]);
    }
  });

  it("refuses any other phone", () => {
    for (const phone of [
      "+421900123",
      "+4219001234567",
      "90012345",
      "004219001234567",
      "0900-123-456",
      "+421 900 12a 456",
    ]) {
      spec
        .given([])
        .when(send({ ...form, phone }))
        .thenFailsValidation({ phone: "PHONE_INVALID" });
    }
  });

  it("refuses a name or message over the maximum length", () => {
    spec
      .given([])
      .when(send({ ...form, name: "J".repeat(NAME_MAX_LENGTH + 1), message: "m".repeat(MESSAGE_MAX_LENGTH + 1) }))
      .thenFailsValidation({ name: "TOO_LONG", message: "TOO_LONG" });
    const longest = { ...form, name: "J".repeat(NAME_MAX_LENGTH), message: "m".repeat(MESSAGE_MAX_LENGTH) };
    spec
      .given([])
      .when(send(longest))
      .then([{ ...received, data: { ...received.data, name: longest.name, message: longest.message } }]);
  });

  it("refuses a value that is not text", () =>
    spec
      .given([])
      .when(send({ ...form, name: 42 }))
      .thenFailsValidation({ name: "INVALID" }));

  it("records a message only once: the same message again adds nothing", () =>
    spec.given([received]).when(send(form)).then([]));

  it("still refuses invalid input for a message already received", () =>
    spec
      .given([received])
      .when(send({ ...form, email: "" }))
      .thenFailsValidation({ email: "EMAIL_REQUIRED" }));
});

describe("the mail to the team", () => {
  it("is addressed to the team, answers go to the visitor, and it carries every field", () => {
    const mail = contactMailForTeam(received.data, "team@example.sk");
    expect(mail.to).toBe("team@example.sk");
    expect(mail.replyTo).toBe("jana@example.sk");
    expect(mail.subject).toBe("Kontaktný formulár: Jana Nováková");
    expect(mail.text).toContain("Meno: Jana Nováková\nE-mail: jana@example.sk\nTelefón: +421 900 123 456\n");
    expect(mail.text).toContain("Správa:\nDobrý deň,\nmáme záujem o prezentáciu.\n");
  });

  it("gives the time in Bratislava as DD.MM.YYYY HH:mm, summer and winter", () => {
    expect(contactMailForTeam(received.data, "t@example.sk").text).toContain("Prijatá: 04.03.2025 10:05");
    expect(
      contactMailForTeam({ ...received.data, receivedAt: "2025-07-31T22:30:00.000Z" }, "t@example.sk").text,
    ).toContain("Prijatá: 01.08.2025 00:30");
  });

  it("keeps a name with line breaks on one subject line", () => {
    expect(contactMailForTeam({ ...received.data, name: "Jana\r\nBcc: x@example.sk" }, "t@example.sk").subject).toBe(
      "Kontaktný formulár: Jana Bcc: x@example.sk",
    );
  });
});
