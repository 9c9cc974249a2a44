import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { MailTransport, OutgoingMail } from "./mail.ts";

/** A mail kept in the outbox: what would have been sent, plus when and under which file name. */
export type KeptMail = OutgoingMail & {
  /** The file name without .json; names sort in the order the mails were kept. */
  id: string;
  keptAt: string;
  from: string;
};

export type MailTransportOptions = {
  /** smtp://user:password@host:port or smtps://…; unset keeps mails in the outbox. */
  smtpUrl?: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
  /** Sender of every mail, e.g. "Živá knižnica <noreply@zivakniznica.sk>". */
  from: string;
};

/** Delivers over SMTP when SMTP_URL is configured; otherwise keeps each mail as a file for /dev/outbox. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : outboxTransport(options.outboxDir, options.from);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Short timeouts: a mutation waits for its mail (about 10 s), and a mail server that does not
  // answer must become a reported failure within that wait rather than a hanging request.
  // the SMTP client loads with the first mail: the default setup (the outbox) never needs it
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 4_000,
        greetingTimeout: 3_000,
        socketTimeout: 5_000,
      }),
    ));
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return {
    // never the credentials: this goes to the start-up log
    description: `SMTP ${url.hostname}:${port}`,
    async send(mail) {
      await (
        await connect()
      ).sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

let keptInThisMillisecond = 0;
let lastMillisecond = "";

/** 20251121T043312345Z-000000-a1b2c3: time first so names sort chronologically, then a tie-breaker. */
function outboxFileName(now: Date): string {
  const millisecond = now.toISOString().replace(/[-:.]/g, "");
  keptInThisMillisecond = millisecond === lastMillisecond ? keptInThisMillisecond + 1 : 0;
  lastMillisecond = millisecond;
  // the random part keeps two processes writing in the same millisecond from colliding
  return `${millisecond}-${String(keptInThisMillisecond).padStart(6, "0")}-${randomBytes(3).toString("hex")}`;
}

function outboxTransport(outboxDir: string, from: string): MailTransport {
  return {
    description: `outbox ${outboxDir}`,
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const now = new Date();
      const id = outboxFileName(now);
      const kept: KeptMail = { id, keptAt: now.toISOString(), from, ...mail };
      // written under a hidden temporary name, then renamed: a reader never sees half a mail
      const temporary = path.join(outboxDir, `.${id}.tmp`);
      await writeFile(temporary, `${JSON.stringify(kept, null, 2)}\n`, "utf8");
      await rename(temporary, path.join(outboxDir, `${id}.json`));
    },
  };
}

/** The mails kept in the outbox, newest first; none when the folder does not exist yet. */
export async function readOutbox(outboxDir: string): Promise<KeptMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .reverse();
  const mails: KeptMail[] = [];
  for (const file of files) {
    try {
      mails.push(JSON.parse(await readFile(path.join(outboxDir, file), "utf8")) as KeptMail);
    } catch (error) {
      // someone emptied the outbox while we listed it
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return mails;
}
