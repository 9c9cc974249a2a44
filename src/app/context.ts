import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { CommandContext } from "../eventstore/command-handler.ts";
import type { ProjectionWaiter, RunCommand } from "../eventstore/pipeline.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Viewer } from "../modules/access/index.ts";
import type { Clock } from "../shared/clock.ts";
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
};
