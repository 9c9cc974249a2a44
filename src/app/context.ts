import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { CommandContext } from "../eventstore/command-handler.ts";
import type { ProjectionWaiter, RunCommand } from "../eventstore/pipeline.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Viewer } from "../modules/access/index.ts";
import type { Clock } from "../shared/clock.ts";
import type { FileStore } from "../shared/file-store.ts";
import type { Lang } from "../shared/lang.ts";
import type { MailTransport } from "../shared/mail.ts";
import type { Config } from "./config.ts";

export type { ProjectionWaiter, RunCommand };

/** Everything the process holds once; built in src/app/services.ts. */
export type Services = {
  config: Config;
  db: Kysely<Database>;
  store: EventStore;
  projections: ProjectionWaiter;
  clock: Clock;
  mail: MailTransport;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  files: FileStore;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

/** The per-request GraphQL context. */
export type RequestContext = {
  services: Services;
  viewer: Viewer;
  lang: Lang;
  /** The caller's IP address (the first X-Forwarded-For hop when TRUST_PROXY is set), for rate limits. */
  clientIp: string;
  /** The login token the request carried, if any (for logout). */
  token?: string;
  correlationId: string;
  /** The metadata every event of this request gets. */
  commandContext: CommandContext;
  /** Runs a command and answers once the read models show its events (read-your-writes). */
  run: RunCommand;
  /** Starts the browser's session with a new token (login) or ends it (logout): the HttpOnly cookie. */
  session: { start(token: string): void; end(): void };
  /**
   * The request's cookies, and cookies for its response: HttpOnly, SameSite=Strict, Path=/, Secure
   * over HTTPS (the anonymous listener id of the audiobook statistics).
   */
  cookies: { get(name: string): string | undefined; set(name: string, value: string, maxAgeSeconds: number): void };
  /**
   * The files of a multipart request (file uploads), by the handle that stands for each in the
   * operation's variables; empty for any other request.
   */
  uploads: ReadonlyMap<string, ReceivedFile>;
};

/** A file of a multipart request, kept in a temporary file until its operation has answered (src/app/graphql-uploads.ts). */
export type ReceivedFile = {
  /** The name the client gave: a hint, never trusted. */
  clientName: string;
  size: number;
  /** Of the bytes received, hex. */
  sha256: string;
  /** The first bytes (up to 16 KiB), to tell the type by. */
  head: Uint8Array;
  /** The bytes, read from the temporary file. */
  open(): Readable;
  read(): Promise<Buffer>;
};
