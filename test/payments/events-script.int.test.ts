import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/config.ts";
import { startServices } from "../../src/app/services.ts";
import { dropSchema } from "../../src/db/connection.ts";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { commandRunner } from "../../src/eventstore/pipeline.ts";
import { createProfileWithAdmin, PROFILE_TYPES } from "../../src/modules/accounts/index.ts";
import {
  placeBankTransferOrder,
  recordBankTransferAndGrant,
} from "../../src/modules/payments/bank-transfer/handlers.ts";
import { testDatabaseKind, testDatabaseUrl } from "../support/database.ts";
import { environmentPayments } from "./support.ts";

const run = promisify(execFile);

/**
 * `npm run events -- <stream>` for support staff, run as a child process against the database a
 * server wrote (an embedded PGlite folder, or a PostgreSQL schema with TEST_DATABASE_URL).
 */
describe(`npm run events (${testDatabaseKind})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-events-"));
  const schema = `events_script_${randomBytes(4).toString("hex")}`;
  const databaseUrl =
    testDatabaseUrl &&
    `${testDatabaseUrl}${testDatabaseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", EVENTSTORE_URL: "" };
  let profileId: number;
  let userId: number;
  let orderNumber: number;
  const email = "jana.platitelka@example.sk";

  beforeAll(async () => {
    if (testDatabaseUrl) {
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.end();
    }
    const services = await startServices(
      loadConfig({ DATA_DIR: dataDir, DEMO_DATA: "false", DATABASE_URL: databaseUrl }),
      { log: () => {} },
    );
    try {
      ({ profileId, userId } = await createProfileWithAdmin(
        { services, commandContext: systemContext() },
        {
          profileType: PROFILE_TYPES.single,
          email,
          password: "Tajne123heslo",
          fullname: "Jana Platiteľka",
          details: { street: "Hlavná 1", city: "Poprad", country: "Slovensko" },
        },
      ));
      const as = (actor: string) => {
        const commandContext = { actor, correlationId: `events-script-${actor}` };
        return { services, commandContext, run: commandRunner(services, commandContext) };
      };
      ({ orderNumber } = await placeBankTransferOrder(as(String(userId)), environmentPayments(services), {
        profileId,
        subscriptionType: "single",
        buyer: { name: "Jana Platiteľka", street: "Hlavná 1", city: "Poprad", country: "Slovensko" },
      }));
      await recordBankTransferAndGrant(as("system"), {
        orderNumber,
        amountCents: 890,
        receivedOn: services.clock.now().toISOString().slice(0, 10),
      });
    } finally {
      await services.close();
    }
  }, 120_000);

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (testDatabaseUrl) await dropSchema(testDatabaseUrl, schema);
  });

  const events = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/events.ts", ...args], { env });

  it("prints a stream's events: revision, time, type, actor and data", async () => {
    // through npm itself, as support staff run it
    const { stdout } = await run("npm", ["run", "--silent", "events", "--", `order-${orderNumber}`], { env });
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(new RegExp(`^Stream order-${orderNumber}: 3 events \\(PostgreSQL event store`));
    expect(
      lines.slice(1).map((l) =>
        l
          .trim()
          .split(/\s{2,}/)
          .slice(0, 4),
      ),
    ).toEqual([
      ["0", expect.stringMatching(/^\d{4}-\d\d-\d\dT/), "OrderPlaced", `actor=${userId}`],
      ["1", expect.stringMatching(/^\d{4}-\d\d-\d\dT/), "InvoiceIssued", `actor=${userId}`],
      ["2", expect.stringMatching(/^\d{4}-\d\d-\d\dT/), "BankTransferRecorded", "actor=system"],
    ]);
    expect(JSON.parse(lines[3]!.trim().split(/\s{2,}/)[4]!)).toMatchObject({
      orderNumber,
      profileId,
      amountCents: 890,
      planId: "single",
    });
  }, 60_000);

  it("--profile prints the profile's stream and its audit trail with actors' e-mails and amounts", async () => {
    const { stdout } = await events("--profile", String(profileId));
    const [streamPart, trailPart] = stdout.split("\n\n");
    expect(streamPart!.split("\n")[0]).toMatch(new RegExp(`^Stream profile-${profileId}: 2 events`));
    expect(streamPart).toContain("ProfileCreated");
    const trail = trailPart!.trim().split("\n");
    expect(trail[0]).toBe(`Audit trail of profile ${profileId}: 4 money and access events`);
    expect(trail.slice(1).map((l) => l.split(/\s{2,}/).slice(1, 5))).toEqual([
      ["OrderPlaced", `actor=${userId} <${email}>`, "8,90 €", `order-${orderNumber}`],
      ["InvoiceIssued", `actor=${userId} <${email}>`, "8,90 €", `order-${orderNumber}`],
      ["BankTransferRecorded", "actor=system", "8,90 €", `order-${orderNumber}`],
      [
        "SubscriptionStarted",
        "actor=system",
        `order-${orderNumber}`,
        expect.stringMatching(/^subscription \d+ \(full\)/),
      ],
    ]);
  }, 60_000);

  it("says so when a stream has no events, and explains its usage", async () => {
    await expect(events("payment-pi_unknown")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Stream payment-pi_unknown has no events"),
    });
    await expect(events()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run events") });
    await expect(events("--profile", "x")).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
