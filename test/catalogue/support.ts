import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { loadConfig } from "../../src/app/config.ts";
import type { RequestContext, Services } from "../../src/app/context.ts";
import type { Database } from "../../src/db/database.ts";
import { commandRunner } from "../../src/eventstore/pipeline.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { ProjectionRunner } from "../../src/eventstore/projection-runner.ts";
import type { Projector } from "../../src/eventstore/projector.ts";
import { filtersModule } from "../../src/modules/filters/index.ts";
import { module as languages } from "../../src/modules/languages/index.ts";
import { module as references } from "../../src/modules/references/index.ts";
import { themesModule } from "../../src/modules/themes/index.ts";
import { videoFilterUsers, videoThemeUsers, module as videos } from "../../src/modules/videos/index.ts";
import { module as webinars } from "../../src/modules/webinars/index.ts";
import { systemClock } from "../../src/shared/clock.ts";
import { createTestDatabase } from "../support/database.ts";
import { localFileStore } from "../../src/shared/file-store.ts";

const themes = themesModule([videoThemeUsers]);
const filters = filtersModule([videoFilterUsers]);

/** The webinars' too: the demo packs list webinars their read model shows. */
export const catalogueProjectors: Projector[] = [themes, filters, languages, references, videos, webinars].flatMap(
  (module) => module.projectors ?? [],
);

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
  const store = new PostgresEventStore(db, { description: "test", prepared: database.prepared });
  const runner = new ProjectionRunner(db, store, catalogueProjectors, { pollMs: 20 });
  await runner.start();
  const services: Services = {
    config: loadConfig({ DEMO_DATA: "true" }),
    db,
    store,
    projections: runner,
    clock: systemClock,
    // these tests upload nothing: a folder that stays empty
    files: localFileStore(path.join(tmpdir(), "living-library-no-uploads")),
    mail: { description: "none", send: async () => {} },
    log: () => {},
  };
  const commandContext = { actor: "admin-test", correlationId: "catalogue-test" };
  const run = commandRunner(services, commandContext);
  return {
    services,
    db,
    runner,
    writer: { services, run, commandContext },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      for (const projector of catalogueProjectors) {
        for (const table of projector.tables as (keyof Database & string)[]) {
          // sorted by their whole content: not every table has an id (former slugs are keyed by slug)
          const rows = await db.selectFrom(table).selectAll().execute();
          tables[table] = rows
            .map((row) => [JSON.stringify(row), row] as const)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([, row]) => row);
        }
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
