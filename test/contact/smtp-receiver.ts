import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  mailFrom: string;
  rcptTo: string[];
  /** Header names in lower case; folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  /** The body with its transfer encoding undone. */
  text: string;
};

export type SmtpReceiver = {
  url: string;
  mails: ReceivedMail[];
  /** While true, every RCPT TO is answered with 550, like a server refusing the address. */
  refuseRecipients: boolean;
  close(): Promise<void>;
};

/** A real SMTP server (smtp-server) on 127.0.0.1 and a random port that keeps what it receives. */
export async function startSmtpReceiver(options: { refuseRecipients?: boolean } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let receiver: SmtpReceiver;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (receiver.refuseRecipients) {
        const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        mails.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          rcptTo: envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  receiver = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseRecipients: options.refuseRecipients ?? false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** Enough of RFC 5322/2045/2047 for a single-part text mail as nodemailer writes it. */
function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "text"> {
  const [head, ...bodyParts] = raw.split(/\r\n\r\n/);
  const headers: Record<string, string> = {};
  for (const line of head!.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  const body = bodyParts.join("\r\n\r\n");
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

/** Quoted-printable to the bytes it stands for, as a latin1 string (one char per byte). */
const quotedPrintableBytes = (body: string): string =>
  body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(quotedPrintableBytes(body), "latin1").toString("utf8");

/** RFC 2047 words; decoded to bytes first, since one character's bytes may span two words. */
function decodeEncodedWords(value: string): string {
  const bytes = value
    .replace(/\?=\s+=\?/g, "?==?") // whitespace between encoded words is not part of the text
    .split(/(=\?utf-8\?[QB]\?[^?]*\?=)/i)
    .map((part) => {
      const word = /^=\?utf-8\?([QB])\?([^?]*)\?=$/i.exec(part);
      if (!word) return Buffer.from(part, "utf8").toString("latin1");
      return word[1]!.toUpperCase() === "B"
        ? Buffer.from(word[2]!, "base64").toString("latin1")
        : quotedPrintableBytes(word[2]!.replace(/_/g, " "));
    })
    .join("");
  return Buffer.from(bytes, "latin1").toString("utf8");
}
