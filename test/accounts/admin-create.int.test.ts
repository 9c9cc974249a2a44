import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/config.ts";
import { createApp } from "../../src/app/server.ts";
import { startServices } from "../../src/app/services.ts";
import { dropSchema } from "../../src/db/connection.ts";
import { testDatabaseKind, testDatabaseUrl } from "../support/database.ts";

const run = promisify(execFile);

/**
 * `npm run admin:create -- <email>` as a child process, against the database the environment
 * configures: a PGlite folder in DATA_DIR, or a private schema on TEST_DATABASE_URL.
 */
describe(`npm run admin:create (${testDatabaseKind})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-admin-"));
  const schema = `test_admin_${randomBytes(4).toString("hex")}`;
  // search_path through the connection string: the script's database lives in its own schema
  const databaseUrl = testDatabaseUrl
    ? `${testDatabaseUrl}${testDatabaseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`
    : "";
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, EVENTSTORE_URL: "" };
  const adminCreate = (...args: string[]) => run("npm", ["run", "--silent", "admin:create", "--", ...args], { env });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (testDatabaseUrl) await dropSchema(testDatabaseUrl, schema);
  });

  it("creates an administrator with a printed password, who then logs in; a taken address fails clearly", async () => {
    if (testDatabaseUrl) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.end();
    }
    const { stdout } = await adminCreate("Spravca@Example.sk", "Ján", "Správca");
    const password = stdout.match(/password: (\S+)/)?.[1];
    expect(stdout).toContain("e-mail:   Spravca@Example.sk");
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{16}$/);

    const again = await adminCreate("spravca@example.sk").catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("The address spravca@example.sk is already taken"),
    });
    const invalid = await adminCreate("spravca").catch((error: { code: number; stderr: string }) => error);
    expect(invalid).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("email: Incorrect form of email address"),
    });

    const services = await startServices(
      { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: "false" }) },
      { log: () => {} },
    );
    const server: Server = await new Promise((resolve) => {
      const s = createApp(services).listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      const graphql = async (query: string, variables: Record<string, unknown>, token?: string) =>
        (
          await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
          })
        ).json();
      const { data } = await graphql(
        `
          mutation ($email: String!, $password: String!) {
            login(email: $email, password: $password)
          }
        `,
        {
          email: "spravca@example.sk",
          password,
        },
      );
      const me = await graphql(
        `
          {
            me {
              fullname
              userRole {
                id
                name
              }
              userRoleId
            }
            getFullProfile {
              profileType {
                id
                name
              }
              userCount
            }
          }
        `,
        {},
        data.login,
      );
      expect(me.data).toEqual({
        me: { fullname: "Ján Správca", userRole: { id: 1, name: "admin" }, userRoleId: 1 },
        getFullProfile: { profileType: { id: 5, name: "admin" }, userCount: 1 },
      });
      const users = await services.db.selectFrom("users").select("email").execute();
      expect(users).toEqual([{ email: "Spravca@Example.sk" }]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
    }
  }, 120_000);
});
