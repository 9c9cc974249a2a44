import type { AddressInfo } from "node:net";
import { demoAccountLines, readDemoAccounts } from "../modules/demo/index.ts";
import { loadConfig } from "./config.ts";
import { outboxAccess } from "./dev-outbox.ts";
import { createApp } from "./server.ts";
import { startServices } from "./services.ts";

const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60_000;

/** Starts the whole product in one process and says what it runs on. */
async function main() {
  const config = loadConfig();
  const services = await startServices(config);
  const demoAccounts = config.demoData ? await readDemoAccounts(config.dataDir) : [];
  const app = createApp(services);
  const server = app.listen(config.port, config.host, () => {
    const port = (server.address() as AddressInfo).port;
    const url = config.publicUrl.includes(`:${config.port}`)
      ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
      : config.publicUrl;
    services.log(`Database:      ${services.databaseDescription}`);
    services.log(`Event store:   ${services.store.description}`);
    const outbox = outboxAccess(config);
    const outboxNote =
      outbox === "open"
        ? ` (kept mails: ${url}/dev/outbox)`
        : outbox
          ? ` (kept mails, for library administrators: log in as one, then open ${url}/dev/outbox)`
          : "";
    services.log(`Mail:          ${services.mail.description}${outboxNote}`);
    services.log(`Uploads:       ${services.files.description}`);
    services.log(`Payments:      ${config.stripeSecretKey ? "Stripe" : "built-in test provider"}`);
    for (const line of demoAccountLines(demoAccounts)) services.log(line);
    services.log(`Living Library is running at ${url}/`);
  });

  // a request's whole body must arrive within this: Node's 5 minutes would cut off a 128 MB upload
  // below about 3.6 Mbit/s; 30 minutes lets one through at about 0.6 Mbit/s (headers still within 60 s)
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log(`${signal}: stopping`);
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error("Living Library could not start:", error);
  process.exit(1);
});
