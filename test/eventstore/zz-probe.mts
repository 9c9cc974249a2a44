import { sql } from "kysely";
import { openDatabase } from "../../src/db/connection.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
for (const opts of [{ kind: "pglite" as const }, { kind: "postgres" as const, url: "postgres://postgres@127.0.0.1:5432/test", schema: "probe_x" }]) {
  const h = await openDatabase(opts);
  await migrateToLatest(h.db);
  const r = await h.db.transaction().execute(async (trx) => {
    return trx.insertInto("events").values({ event_id: crypto.randomUUID(), stream_name: "s", stream_revision: "0", type: "t", schema_version: 1, data: JSON.stringify({a:1}), metadata: JSON.stringify({b:2}) }).returning(["position", "transaction_id", "created_at", "stream_revision"]).execute();
  });
  console.log(opts.kind, r, typeof r[0]!.position);
  const q = await sql<any>`select pg_snapshot_xmin(pg_current_snapshot()) as xmin, version() as v, e.* from events e`.execute(h.db);
  console.log(q.rows);
  await sql`drop table events, streams, projection_checkpoints, kysely_migration, kysely_migration_lock`.execute(h.db);
  await h.close();
}
