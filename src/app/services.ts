import path from "node:path";
import { ProjectionRunner } from "../eventstore/projection-runner.ts";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { embeddedVacuumJob } from "../db/maintenance.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { EVENTS_CHANNEL, listenToOtherProcesses, newProcessId, notifyOtherProcesses } from "../db/notifications.ts";
import { readOutsideTables, trackingTables } from "../db/table-tracking.ts";
import type { EventStore } from "../eventstore/types.ts";
import { openEventStore } from "../eventstore/open.ts";
import { loadDemoAccounts, loadDemoCatalogue } from "../modules/demo/index.ts";
import { type Clock, systemClock } from "../shared/clock.ts";
import { localFileStore } from "../shared/file-store.ts";
import { s3FileStore } from "../shared/file-store-s3.ts";
import { createMailTransport } from "../shared/mail-transports.ts";
import type { Config } from "./config.ts";
import type { Services } from "./context.ts";
import { type JobScheduler, startJobs } from "./jobs.ts";
import type { AppModule, ModuleRuntime } from "./module.ts";
import { appModules } from "./modules.ts";

/** A module as it runs in this process: its declaration and what its start added. */
export type StartedModule = AppModule & ModuleRuntime;

export type RunningServices = Services & {
  /** Every module with its running parts (resolvers, routes), in the module list's order. */
  modules: StartedModule[];
  /** The modules' background jobs (the accounts' recovery, the payments' sweeps…): `runNow(name)` in tests. */
  jobs: JobScheduler;
  runner: ProjectionRunner;
  databaseDescription: string;
  /** Tells the other server processes on this database that these tables changed (what they answered from may be outdated). */
  notifyOtherProcesses(tables: readonly string[]): Promise<void>;
  /** Calls `listener` with the tables of every write statement once it has run (see table-tracking.ts). */
  onTablesWritten(listener: (tables: ReadonlySet<string>) => void): void;
  demo: { loaded: boolean; videos: number };
  close(): Promise<void>;
};

export type ServiceOptions = {
  /** An already opened database (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  clock?: Clock;
  log?: Services["log"];
  /**
   * Options handed to each module's start, by module name (tests' and scripts' overrides), e.g.
   * `payments`: Stripe on a local stub, invoicing, job timing (src/modules/payments: PaymentsModuleOptions).
   */
  moduleOptions?: Record<string, unknown>;
};

export const defaultLog: Services["log"] = (message, fields) =>
  console.log(fields ? `${message} ${JSON.stringify(fields)}` : message);

/**
 * Opens everything the process needs, in order: database and migrations, event store, mail,
 * projector runner (catching up before the first request), and the demo catalogue on an empty store
 * with its demo accounts.
 */
export async function startServices(config: Config, options: ServiceOptions = {}): Promise<RunningServices> {
  const log = options.log ?? defaultLog;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await migrateToLatest(database.db);
  // every statement's tables are noted: a stored answer goes when a table it was read from changes
  const { db, onTablesWritten } = trackingTables(database.db, EVENT_STORE_TABLES);
  // several processes on one PostgreSQL tell each other when events are appended and read models change
  const shared = database.kind === "postgres" && database.url;
  const processId = newProcessId();
  const eventLog = await openEventStore({
    eventStoreUrl: config.eventStoreUrl,
    db: database.db,
    dbDescription: database.description,
    notify: shared ? { channel: EVENTS_CHANNEL, origin: processId } : undefined,
    prepared: database.prepared,
  });
  const mail = createMailTransport({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.mailFrom,
  });
  const clock = options.clock ?? systemClock;
  const projectors = [
    ...appModules.flatMap((m) => m.projectors ?? []),
    ...appModules.flatMap((m) => m.reactors?.({ config, mail, clock, log }) ?? []),
  ];
  // the runner reads the log and writes its tables unwatched: it says itself which tables a batch changed
  const runner = new ProjectionRunner(database.db, eventLog, projectors, {
    log,
    announce: shared ? (trx, tables) => notifyOtherProcesses(trx, processId, tables) : undefined,
    // appends wake the runner (this process's directly, the others' through the database), so the
    // event log is only looked at unasked now and then; KurrentDB appends by others are not announced
    pollMs: config.eventStoreUrl ? 200 : 5_000,
  });
  await runner.catchUp();
  await runner.start();
  const stopListening = shared
    ? await listenToOtherProcesses(shared, database.schema, processId, {
        onReadModelsMoved: (tables) => runner.readModelsMovedElsewhere(tables),
        onEventsAppended: () => runner.wake(),
      })
    : async () => {};

  const files = config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, "uploads"));
  const store = marksLogReads(eventLog);
  const services = { config, db, store, projections: runner, clock, mail, files, log } satisfies Services;
  const modules: StartedModule[] = [];
  for (const module of appModules)
    modules.push({ ...module, ...(await module.start?.(services, options.moduleOptions?.[module.name])) });
  const demo = config.demoData ? await loadDemoCatalogue(services) : { loaded: false, videos: 0 };
  if (config.demoData) await loadDemoAccounts(services);
  const jobs = startJobs(
    [
      ...modules.flatMap((m) => m.jobs ?? []),
      ...(database.kind === "pglite" ? [embeddedVacuumJob(database.db, log)] : []),
    ],
    log,
  );

  return {
    ...services,
    onTablesWritten,
    modules,
    jobs,
    runner,
    databaseDescription: database.description,
    demo,
    notifyOtherProcesses: async (tables) => {
      if (shared) await notifyOtherProcesses(database.db, processId, tables);
    },
    async close() {
      await stopListening();
      await jobs.stop();
      await runner.stop();
      await store.close();
      await database.close();
    },
  };
}

/** The database the configuration names: a PostgreSQL server, or PGlite in the data folder. */
const openConfiguredDatabase = (config: Config) =>
  openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );

/** The event store's own tables: what is read from them changes by appends, not by table writes. */
const EVENT_STORE_TABLES = new Set(["events", "streams", "projection_checkpoints"]);

/** Reads of the event log (a stream's events, its revision) make the work reading them unstorable. */
const LOG_READS = new Set<PropertyKey>(["readStream", "streamRevisions", "readAll"]);

function marksLogReads(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!LOG_READS.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        readOutsideTables();
        return value.apply(target, args);
      };
    },
  });
}
