import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailTransport, readOutbox } from "../../src/shared/mail-transports.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

const from = "Živá knižnica <noreply@zivakniznica.sk>";
const mail = {
  to: "kniznica@example.sk",
  replyTo: "jana@example.sk",
  subject: "Kontaktný formulár: Jana Nováková",
  text: "Meno: Jana Nováková\nSpráva:\nDobrý deň, ďakujeme za živé knihy – ľúbia sa nám.",
};

describe("SMTP transport", () => {
  it("delivers the mail to a real SMTP server with its headers and body", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const transport = createMailTransport({ smtpUrl: receiver.url, outboxDir: "/nonexistent", from });
      expect(transport.description).toBe(`SMTP ${receiver.url.replace("smtp://", "")}`);
      await transport.send(mail);

      expect(receiver.mails).toHaveLength(1);
      const [received] = receiver.mails;
      expect(received!.mailFrom).toBe("noreply@zivakniznica.sk");
      expect(received!.rcptTo).toEqual(["kniznica@example.sk"]);
      expect(received!.headers.to).toBe("kniznica@example.sk");
      expect(received!.headers["reply-to"]).toBe("jana@example.sk");
      expect(received!.headers.from).toBe("Živá knižnica <noreply@zivakniznica.sk>");
      expect(received!.headers.subject).toBe(mail.subject);
      expect(received!.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8/i);
      expect(received!.text).toBe(mail.text);
    } finally {
      await receiver.close();
    }
  });

  it("fails when the server refuses the recipient", async () => {
    const receiver = await startSmtpReceiver({ refuseRecipients: true });
    try {
      const transport = createMailTransport({ smtpUrl: receiver.url, outboxDir: "/nonexistent", from });
      await expect(transport.send(mail)).rejects.toThrow(/550|Mailbox unavailable|recipients/i);
      expect(receiver.mails).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it("fails quickly when no server listens", async () => {
    // a port that was free a moment ago
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent", from });
    const started = Date.now();
    await expect(transport.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("does not show the SMTP credentials in its description", () => {
    const transport = createMailTransport({
      smtpUrl: "smtps://user:secret@mail.example.sk",
      outboxDir: "/nonexistent",
      from,
    });
    expect(transport.description).toBe("SMTP mail.example.sk:465");
  });
});

describe("outbox transport", () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-test-")), "outbox");
  });
  afterEach(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

  it("lists nothing before the first mail", async () => {
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("keeps each mail as one JSON file, and readOutbox lists them newest first", async () => {
    const transport = createMailTransport({ outboxDir, from });
    expect(transport.description).toBe(`outbox ${outboxDir}`);
    const subjects = Array.from({ length: 25 }, (_, i) => `Mail ${i + 1}`);
    for (const subject of subjects) await transport.send({ ...mail, subject });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(25);
    expect(files.every((f) => f.endsWith(".json"))).toBe(true); // no temporary files left behind
    // the file names alone give the order in which the mails were kept
    const keptOrder = [...files].sort().map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), "utf8")).subject);
    expect(keptOrder).toEqual(subjects);

    const listed = await readOutbox(outboxDir);
    expect(listed.map((m) => m.subject)).toEqual([...subjects].reverse());
    expect(listed[0]).toMatchObject({ ...mail, subject: "Mail 25", from });
    expect(new Date(listed[0]!.keptAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(`${listed[0]!.id}.json`).toBe([...files].sort().at(-1));
  });

  it("keeps mails sent at the same time apart", async () => {
    const transport = createMailTransport({ outboxDir, from });
    await Promise.all(Array.from({ length: 20 }, (_, i) => transport.send({ ...mail, subject: `Parallel ${i}` })));
    const listed = await readOutbox(outboxDir);
    expect(new Set(listed.map((m) => m.subject)).size).toBe(20);
  });
});
