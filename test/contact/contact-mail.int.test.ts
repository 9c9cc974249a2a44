import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProjectionRunner } from "../../src/eventstore/projection-runner.ts";
import { loadConfig } from "../../src/app/config.ts";
import type { RequestContext, RunCommand, Services } from "../../src/app/context.ts";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { handleCommand } from "../../src/eventstore/command-handler.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { contactDecider } from "../../src/modules/contact/decide.ts";
import { contactStream } from "../../src/modules/contact/events.ts";
import {
  CONTACT_MAIL_SEND_WINDOW_MS,
  type ContactFormInput,
  createContactMailReactor,
  sendContactMail,
} from "../../src/modules/contact/index.ts";
import type { Clock } from "../../src/shared/clock.ts";
import { DomainError, ValidationError } from "../../src/shared/errors.ts";
import type { MailTransport } from "../../src/shared/mail.ts";
import { createMailTransport, readOutbox } from "../../src/shared/mail-transports.ts";
import { createTestDatabase, testDatabaseKind } from "../support/database.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";
import { committedEvents } from "../support/events.ts";
import { localFileStore } from "../../src/shared/file-store.ts";

const form: ContactFormInput = {
  name: "Jana Nováková",
  email: "jana@example.sk",
  phone: "+421 900 123 456",
  message: "Dobrý deň, máme záujem o besedu.",
};
const teamAddress = "kniznica@example.sk";

/**
 * The contact module end to end below GraphQL: the real event store and projector runner on the
 * test database, the contact-mail reactor, and a real SMTP server or the outbox as the transport.
 * `run` does what the GraphQL context's run does: handle the command, wait for the projectors.
 */
describe(`contact mail (${testDatabaseKind})`, () => {
  let handle: DatabaseHandle;
  let store: PostgresEventStore;
  let smtp: SmtpReceiver;
  let runner: ProjectionRunner | undefined;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    handle = await createTestDatabase();
    store = new PostgresEventStore(handle.db);
    dataDir = mkdtempSync(path.join(tmpdir(), "contact-test-"));
    smtp.mails.length = 0;
    smtp.refuseRecipients = false;
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await store.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const realClock: Clock = { now: () => new Date() };

  async function startProcess(mail: MailTransport, clock: Clock = realClock) {
    const log: Services["log"] = () => {};
    runner = new ProjectionRunner(handle.db, store, [createContactMailReactor({ mail, teamAddress, clock, log })], {
      pollMs: 50,
    });
    await runner.start();
    const services: Services = {
      config: { ...loadConfig({ DATA_DIR: dataDir }), contactMailTo: teamAddress },
      db: handle.db,
      store,
      projections: runner,
      clock,
      mail,
      // these tests upload nothing: a folder that stays empty
      files: localFileStore(path.join(tmpdir(), "living-library-no-uploads")),
      log,
    };
    const run: RunCommand = async (streamName, decider, command, options) => {
      const result = await handleCommand(store, streamName, decider, command, {
        actor: "anonymous",
        correlationId: randomUUID(),
        commandId: options?.commandId,
      });
      if (result.appendResult) await services.projections.waitFor(result.appendResult.position, { timeoutMs: 5_000 });
      return result;
    };
    const ctx: Pick<RequestContext, "services" | "run"> = { services, run };
    return ctx;
  }

  const smtpTransport = () =>
    createMailTransport({
      smtpUrl: smtp.url,
      outboxDir: path.join(dataDir, "unused"),
      from: "Živá knižnica <noreply@zivakniznica.sk>",
    });
  const contactEvents = async () =>
    (await committedEvents(store, handle.db)).filter((e) => e.type === "ContactMessageReceived");
  const ledger = () => handle.db.selectFrom("contact_messages").selectAll().orderBy("received_at").execute();

  it("records the message and mails the team once, reply-to the visitor", async () => {
    const ctx = await startProcess(smtpTransport());
    await expect(sendContactMail(ctx, form)).resolves.toBe(true);

    const [event, ...others] = await contactEvents();
    expect(others).toEqual([]);
    expect(event!.streamName).toBe(`contact-${event!.data.messageId}`);
    expect(event!.data).toMatchObject(form);
    expect(event!.metadata.actor).toBe("anonymous");

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.rcptTo).toEqual([teamAddress]);
    expect(smtp.mails[0]!.headers["reply-to"]).toBe("jana@example.sk");
    expect(smtp.mails[0]!.headers.subject).toBe("Kontaktný formulár: Jana Nováková");
    expect(smtp.mails[0]!.text).toContain("Telefón: +421 900 123 456");
    expect(smtp.mails[0]!.text).toContain("Dobrý deň, máme záujem o besedu.");

    expect(await ledger()).toMatchObject([
      {
        event_id: event!.eventId,
        message_id: event!.data.messageId,
        recipient: teamAddress,
        delivery_status: "sent",
        delivery_error: null,
      },
    ]);
  });

  it("keeps the mail in the outbox when no SMTP server is configured", async () => {
    const outboxDir = path.join(dataDir, "outbox");
    const ctx = await startProcess(createMailTransport({ outboxDir, from: "noreply@example.sk" }));
    await sendContactMail(ctx, form);
    const kept = await readOutbox(outboxDir);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      to: teamAddress,
      replyTo: "jana@example.sk",
      subject: "Kontaktný formulár: Jana Nováková",
    });
  });

  it("records nothing and sends nothing for invalid input", async () => {
    const ctx = await startProcess(smtpTransport());
    const error = await sendContactMail(ctx, { name: "", email: "jana@", phone: "12", message: " " }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { field: "name", code: "REQUIRED" },
      { field: "email", code: "EMAIL_INVALID" },
      { field: "phone", code: "PHONE_INVALID" },
      { field: "message", code: "REQUIRED" },
    ]);
    expect(await contactEvents()).toEqual([]);
    expect(await ledger()).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it("tells the visitor when the mail server refuses, records the failure, and does not hold up later messages", async () => {
    const ctx = await startProcess(smtpTransport());
    smtp.refuseRecipients = true;
    const error = await sendContactMail(ctx, form).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("CONTACT_MAIL_NOT_SENT");
    const [failed] = await ledger();
    expect(failed).toMatchObject({ delivery_status: "failed" });
    expect(failed!.delivery_error).toMatch(/550|Mailbox unavailable/);

    smtp.refuseRecipients = false;
    await expect(sendContactMail(ctx, { ...form, name: "Peter" })).resolves.toBe(true);
    // the refused message is not retried behind the visitor's back: only the second one went out
    expect(smtp.mails.map((m) => m.headers.subject)).toEqual(["Kontaktný formulár: Peter"]);
    expect((await ledger()).map((row) => row.delivery_status)).toEqual(["failed", "sent"]);
  });

  it("sends nothing again when the events are replayed (rebuild from position 0)", async () => {
    const ctx = await startProcess(smtpTransport());
    await sendContactMail(ctx, form);
    smtp.refuseRecipients = true;
    await sendContactMail(ctx, { ...form, name: "Peter" }).catch(() => {});
    smtp.refuseRecipients = false;
    const before = await ledger();

    await runner!.rebuild("contact-mail");

    expect(smtp.mails).toHaveLength(1);
    expect(await ledger()).toEqual(before);
  });

  it("does not mail messages older than the send window, e.g. when replayed into a new database", async () => {
    const recordedAt = new Date();
    const messageId = randomUUID();
    // recorded while no runner was up
    const recorded = await handleCommand(
      store,
      contactStream(messageId),
      contactDecider,
      { type: "SendContactMessage", messageId, form, receivedAt: recordedAt },
      {
        actor: "anonymous",
        correlationId: randomUUID(),
      },
    );
    const muchLater: Clock = { now: () => new Date(recordedAt.getTime() + CONTACT_MAIL_SEND_WINDOW_MS + 60_000) };
    runner = new ProjectionRunner(
      handle.db,
      store,
      [createContactMailReactor({ mail: smtpTransport(), teamAddress, clock: muchLater, log: () => {} })],
      { pollMs: 50 },
    );
    // on a shared PostgreSQL one catch-up may stop short of the event while other transactions are open
    await runner.start();
    await runner.waitFor(recorded.appendResult!.position);

    expect(smtp.mails).toEqual([]);
    expect(await ledger()).toMatchObject([{ message_id: messageId, delivery_status: "skipped" }]);
  });
});
