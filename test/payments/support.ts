import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { paymentsProjector } from "../../src/modules/payments/projections/payments.ts";
import { ProjectionRunner } from "../../src/eventstore/projection-runner.ts";
import { loadConfig } from "../../src/app/config.ts";
import type { RequestContext, RunCommand, Services } from "../../src/app/context.ts";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { handleCommand } from "../../src/eventstore/command-handler.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import type { Clock } from "../../src/shared/clock.ts";
import { createPayments, type Payments } from "../../src/modules/payments/provider/setup.ts";
import { loadPaymentsConfig } from "../../src/modules/payments/provider/config.ts";
import { createTestDatabase } from "../support/database.ts";
import { committedEvents } from "../support/events.ts";
import { localFileStore } from "../../src/shared/file-store.ts";

/**
 * The payments as a server started without payment options has them (the environment's: the
 * built-in test provider, whose intents are in the database, and the demo seller): for calling
 * the handlers directly beside a running test server.
 */
export const environmentPayments = (services: Pick<Services, "db" | "clock">): Payments =>
  createPayments(loadPaymentsConfig(process.env), services);

export type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** A clock the test moves by hand. */
export type TestClock = Clock & { set(iso: string): void };

export const testClock = (iso: string): TestClock => {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
};

export type PaymentsTestContext = {
  database: DatabaseHandle;
  services: Services;
  clock: TestClock;
  runner: ProjectionRunner;
  /** What the handlers need, acting as this user ("anonymous", a user id, "admin-1"…), waiting for the read models. */
  as(actor: string): WriteContext;
  /** Every event of a stream, by type. */
  eventTypes(stream: string): Promise<string[]>;
  eventCount(): Promise<number>;
  /** Waits until the read models have every event so far (the webhook handler does not wait itself). */
  settle(): Promise<void>;
  /** The payments read models' rows, in a stable order: to compare a rebuild with the live tables. */
  readModels(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
};

/** The payments' write and read side on a fresh test database (PGlite, or TEST_DATABASE_URL's server). */
export async function startPayments(
  clock: TestClock = testClock("2026-03-02T09:00:00Z"),
): Promise<PaymentsTestContext> {
  const database = await createTestDatabase();
  const { db } = database;
  const store = new PostgresEventStore(db, { description: "test", prepared: database.prepared });
  const runner = new ProjectionRunner(db, store, [paymentsProjector], { pollMs: 20 });
  await runner.start();
  const services: Services = {
    config: loadConfig({}),
    db,
    store,
    projections: runner,
    // these tests upload nothing: a folder that stays empty
    files: localFileStore(path.join(tmpdir(), "living-library-no-uploads")),
    clock,
    mail: { description: "none", send: async () => {} },
    log: () => {},
  };
  return {
    database,
    services,
    clock,
    runner,
    as(actor) {
      const commandContext = { actor, correlationId: `payments-test-${actor}` };
      const run: RunCommand = async (streamName, decider, command, options) => {
        const result = await handleCommand(store, streamName, decider, command, {
          ...commandContext,
          commandId: options?.commandId,
        });
        if (result.appendResult) await runner.waitFor(result.appendResult.position);
        return result;
      };
      return { services, run, commandContext };
    },
    async eventTypes(stream) {
      return (await store.readStream(stream)).map((e) => e.type);
    },
    async eventCount() {
      return (await committedEvents(store, db)).length;
    },
    async settle() {
      const events = await committedEvents(store, db);
      if (events.length > 0) await runner.waitFor(events[events.length - 1]!.position);
    },
    async readModels() {
      const rows: Record<string, unknown[]> = {};
      for (const table of paymentsProjector.tables) {
        const { rows: found } = await sql`SELECT * FROM ${sql.table(table)}`.execute(db);
        rows[table] = found.map((r) => JSON.stringify(r)).sort();
      }
      return rows;
    },
    async close() {
      await runner.stop();
      await store.close();
      await database.close();
    },
  };
}
