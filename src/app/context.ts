import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { CommandContext, CommandResult } from "../eventstore/command-handler.ts";
import type { Decider, DomainEvent } from "../eventstore/decider.ts";
import type { EventStore, GlobalPosition } from "../eventstore/types.ts";
import type { Viewer } from "../modules/access/policy.ts";
import type { Payments } from "../modules/payments/handlers.ts";
import type { Clock } from "../shared/clock.ts";
import type { Lang } from "../shared/lang.ts";
import type { MailTransport } from "../shared/mail.ts";
import type { Config } from "./config.ts";

/** Waits until every running projector has applied the events up to a position. */
export interface ProjectionWaiter {
  /** `eventTypes`: only wait for projectors handling one of these (default: all of them). */
  waitFor(position: GlobalPosition, options?: { timeoutMs?: number; eventTypes?: readonly string[] }): Promise<void>;
}

/** Everything the process holds once; built in src/app/services.ts. */
export type Services = {
  config: Config;
  db: Kysely<Database>;
  store: EventStore;
  projections: ProjectionWaiter;
  clock: Clock;
  mail: MailTransport;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * The card provider and invoicing settings (src/modules/payments), built by startServices.
   * Optional only so that tests which assemble Services by hand without payments need not build it.
   */
  payments?: Payments;
};

/** Runs a command and answers once the read models show its events (read-your-writes). */
export type RunCommand = <State, Command, Event extends DomainEvent>(
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options?: { commandId?: string },
) => Promise<CommandResult<Event>>;

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
  run: RunCommand;
};
