import type { Kysely } from "kysely";
import { filtersProjector } from "../../projections/filters.ts";
import { languagesProjector } from "../../projections/languages.ts";
import type { Projector } from "../../projections/projector.ts";
import { referencesProjector } from "../../projections/references.ts";
import { ProjectionRunner } from "../../projections/runner.ts";
import { themesProjector } from "../../projections/themes.ts";
import { videosProjector } from "../../projections/videos.ts";
import { loadConfig } from "../../src/app/config.ts";
import type { RequestContext, RunCommand, Services } from "../../src/app/context.ts";
import type { Database } from "../../src/db/database.ts";
import { handleCommand } from "../../src/eventstore/command-handler.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { systemClock } from "../../src/shared/clock.ts";
import { createTestDatabase } from "../support/database.ts";

export const catalogueProjectors: Projector[] = [themesProjector, filtersProjector, languagesProjector, referencesProjector, videosProjector];

export type CatalogueTestContext = {
  services: Services;
  db: Kysely<Database>;
  runner: ProjectionRunner;
  /** What the command handlers need, running commands as an admin request would (waiting for the read models). */
  writer: Pick<RequestContext, "services" | "run" | "commandContext">;
  /** Every table of every catalogue projector, each sorted by id: to compare a rebuild with the live tables. */
  snapshot(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
};

/**
 * The catalogue's write and read side on a fresh test database: the PostgreSQL event store and the
 * lead's projection runner with the catalogue projectors, running in the background as in the server.
 */
export async function startCatalogue(): Promise<CatalogueTestContext> {
  const database = await createTestDatabase();
  const { db } = database;
  const store = new PostgresEventStore(db, { description: "test" });
  const runner = new ProjectionRunner(db, store, catalogueProjectors, { pollMs: 20 });
  await runner.start();
  const services: Services = {
    config: loadConfig({ DEMO_DATA: "true" }),
    db,
    store,
    projections: runner,
    clock: systemClock,
    mail: { description: "none", send: async () => {} },
    log: () => {},
  };
  const commandContext = { actor: "admin-test", correlationId: "catalogue-test" };
  const run: RunCommand = async (streamName, decider, command, options) => {
    const result = await handleCommand(store, streamName, decider, command, { ...commandContext, commandId: options?.commandId });
    if (result.appendResult) await runner.waitFor(result.appendResult.position);
    return result;
  };
  return {
    services,
    db,
    runner,
    writer: { services, run, commandContext },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      for (const projector of catalogueProjectors) {
        for (const table of projector.tables) tables[table] = await db.selectFrom(table).selectAll().orderBy("id").execute();
      }
      return tables;
    },
    async close() {
      await runner.stop();
      await store.close();
      await database.close();
    },
  };
}
