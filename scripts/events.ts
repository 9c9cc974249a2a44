/**
 * Prints the events of one stream, for support staff: `npm run events -- <stream>`, e.g.
 * `payment-pi_3Nx…`, `order-12`, `profile-7`, `user-15`. One line per event: revision, time, type,
 * actor and the data as JSON. `npm run events -- --profile <id>` prints the profile's stream and
 * then its audit trail: every money and access event in order, with actor (e-mail) and amount.
 * Uses the configured DATABASE_URL / EVENTSTORE_URL / DATA_DIR and only reads; with the embedded
 * PGlite database, stop the server first (one process at a time can open it).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../src/app/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { openEventStore } from "../src/eventstore/open.ts";
import type { RecordedEvent } from "../src/eventstore/types.ts";
import { profileStream } from "../src/modules/accounts/index.ts";
import { profileHistory } from "../src/modules/payments/index.ts";
import { webinarPackProduct, webinarProduct } from "../src/modules/webinars/index.ts";
import { formatEuro } from "../src/shared/money.ts";

const usage = "Usage: npm run events -- <stream name> | --profile <profile id>";
const args = process.argv.slice(2).filter((arg) => arg !== "--");
const profileFlag = args.indexOf("--profile");
const profileId = profileFlag >= 0 ? Number(args[profileFlag + 1]) : undefined;
const streamName = profileId !== undefined ? profileStream(profileId) : args[0];
if (
  !streamName ||
  args.length > 2 ||
  (profileId !== undefined && !(Number.isSafeInteger(profileId) && profileId > 0))
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const pgliteDir = path.join(config.dataDir, "pglite");
if (!config.databaseUrl && !existsSync(pgliteDir)) {
  console.error(`No database in ${pgliteDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: pgliteDir },
);
const store = await openEventStore({
  eventStoreUrl: config.eventStoreUrl,
  db: database.db,
  dbDescription: database.description,
  prepared: database.prepared,
});

const line = (event: RecordedEvent) =>
  [
    String(event.revision).padStart(4),
    event.createdAt.toISOString(),
    event.type.padEnd(24),
    `actor=${event.metadata.actor}`,
    JSON.stringify(event.data),
  ].join("  ");

let exitCode = 0;
try {
  const events = await store.readStream(streamName);
  if (events.length === 0) {
    console.error(`Stream ${streamName} has no events (in ${store.description}).`);
    exitCode = 1;
  } else {
    console.log(`Stream ${streamName}: ${events.length} event${events.length === 1 ? "" : "s"} (${store.description})`);
    for (const event of events) console.log(line(event));
  }
  if (profileId !== undefined && events.length > 0) {
    const trail = await profileHistory({ db: database.db, store }, profileId, [webinarProduct, webinarPackProduct]);
    console.log("");
    console.log(
      `Audit trail of profile ${profileId}: ${trail.length} money and access event${trail.length === 1 ? "" : "s"}`,
    );
    for (const entry of trail) {
      const actor = entry.actorEmail ? `${entry.actor} <${entry.actorEmail}>` : entry.actor;
      const amount = entry.amountCents === null ? "" : formatEuro(entry.amountCents);
      console.log(
        [
          entry.occurredAt.toISOString(),
          entry.type.padEnd(24),
          `actor=${actor}`,
          amount,
          entry.reference ?? "",
          entry.description,
        ]
          .filter(Boolean)
          .join("  "),
      );
    }
  }
} finally {
  await store.close();
  await database.close();
}
process.exit(exitCode);
