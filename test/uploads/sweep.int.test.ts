import { mkdirSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../src/app/context.ts";
import { handleCommand, systemContext } from "../../src/eventstore/command-handler.ts";
import {
  ASIDE,
  findUpload,
  stagingDirOf,
  type SweepReport,
  sweepUploads,
  UPLOADS_SWEEP_JOB,
} from "../../src/modules/uploads/index.ts";
import { editVideo } from "../../src/modules/videos/index.ts";
import { type TestClock, testClock } from "../accounts/support.ts";
import { adminWriter, get } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { tinyPng } from "./support/files.ts";
import { sendUpload, UPLOAD_THUMBNAIL } from "./support/http.ts";
import { libraryAdmin } from "./support/setup.ts";

/**
 * The sweep of uploads no item refers to, with a clock the test moves: not before 24 hours, never
 * a referenced file, never a file a save starts referring to while it is being swept, each file
 * once when two sweepers run together, and sweeps left half-way finished by the next run.
 */
const HOUR = 60 * 60 * 1000;

describe(`sweeping unreferenced uploads (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: Record<string, string>;
  let video: number;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ demoData: true, clock });
    admin = await libraryAdmin(server);
    video = (
      await server.services.db.selectFrom("videos").select("id").where("availability", "=", 2).executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(() => server?.close());

  const uploadPng = async (name: string) => {
    const url: string = (await sendUpload(server, UPLOAD_THUMBNAIL, { file: { name, bytes: tinyPng() } }, admin)).data
      .uploadThumbnail;
    return { url, key: url.slice("/uploads/".length), id: Number(/\/(\d+)-/.exec(url)![1]) };
  };
  const sweep = () => server.services.jobs.runNow<SweepReport>(UPLOADS_SWEEP_JOB);
  const exists = async (key: string) => (await server.services.files.stat(key)) !== null;
  const history = async (id: number) =>
    (await server.services.store.readStream(`upload-${id}`)).map((event) => event.type);
  const sweptNow = async (id: number) => (await findUpload(server.services.db, id))?.status;

  it("sweeps a file no item refers to once 24 hours have passed since its upload, not before", async () => {
    const file = await uploadPng("nepouzita.png");
    clock.advance(23 * HOUR);
    expect((await sweep()).swept).not.toContain(file.id);
    expect(await exists(file.key)).toBe(true);
    clock.advance(2 * HOUR);
    expect((await sweep()).swept).toContain(file.id);
    expect(await exists(file.key)).toBe(false);
    expect(await exists(ASIDE + file.key)).toBe(false);
    expect(await history(file.id)).toEqual(["FileUploaded", "FileSweepStarted", "FileSwept"]);
    expect(await sweptNow(file.id)).toBe("swept");
    expect((await get(server, file.url, admin)).status).toBe(404);
  });

  it("never sweeps a file an item refers to", async () => {
    const file = await uploadPng("pouzita.png");
    await editVideo(adminWriter(server), video, { thumbnail: file.url });
    clock.advance(48 * HOUR);
    const report = await sweep();
    expect([...report.swept, ...report.kept]).not.toContain(file.id);
    expect(await exists(file.key)).toBe(true);
    expect(await history(file.id)).toEqual(["FileUploaded"]);
    expect((await get(server, file.url)).status).toBe(200);
  });

  it("keeps a file a save starts referring to while it is being swept (committed before the sweep is recorded, not yet projected)", async () => {
    const file = await uploadPng("zavod.png");
    clock.advance(25 * HOUR);
    // the save appends its event without waiting for any read model: media_files does not show it yet
    const commandContext = systemContext("racing-save");
    const unwaited: RequestContext["run"] = (stream, decider, command) =>
      handleCommand(server.services.store, stream, decider, command, commandContext);
    const racingSave = { services: server.services, commandContext, run: unwaited };
    let movedAside = false;
    const report = await sweepUploads(server.services, stagingDirOf(server.services), {
      afterMovedAside: async (upload) => {
        if (upload.id !== file.id) return;
        movedAside = !(await exists(file.key));
        await editVideo(racingSave, video, { thumbnail: file.url });
      },
    });
    expect(movedAside).toBe(true);
    expect(report.kept).toContain(file.id);
    expect(report.swept).not.toContain(file.id);
    expect(await exists(file.key)).toBe(true);
    expect(await history(file.id)).toEqual(["FileUploaded", "FileSweepStarted", "FileSweepCancelled"]);
    expect(await sweptNow(file.id)).toBe("stored");
    expect((await get(server, file.url)).status).toBe(200);
    // referenced now, so later sweeps leave it alone
    clock.advance(48 * HOUR);
    await sweep();
    expect(await history(file.id)).toEqual(["FileUploaded", "FileSweepStarted", "FileSweepCancelled"]);
  });

  it("sweeps each file once when two sweepers run at the same time (two server processes)", async () => {
    const files = await Promise.all(["a", "b", "c", "d"].map((name) => uploadPng(`${name}.png`)));
    clock.advance(25 * HOUR);
    const staging = stagingDirOf(server.services);
    const reports = await Promise.all([sweepUploads(server.services, staging), sweepUploads(server.services, staging)]);
    const swept = reports.flatMap((report) => report.swept).filter((id) => files.some((file) => file.id === id));
    expect(swept.sort()).toEqual(files.map((file) => file.id).sort());
    for (const file of files) {
      expect(await history(file.id)).toEqual(["FileUploaded", "FileSweepStarted", "FileSwept"]);
      expect(await exists(file.key)).toBe(false);
      expect(await exists(ASIDE + file.key)).toBe(false);
    }
  });

  it("finishes sweeps a stopped process left half-way: a file moved aside is swept if unreferenced, put back if referenced", async () => {
    const [unused, used] = [await uploadPng("odlozena.png"), await uploadPng("odlozena-pouzita.png")];
    for (const file of [unused, used]) await server.services.files.move(file.key, ASIDE + file.key); // stopped right after the move
    await editVideo(adminWriter(server), video, { thumbnail: used.url });
    clock.advance(25 * HOUR);
    const report = await sweep();
    expect(report.swept).toContain(unused.id);
    expect(report.kept).toContain(used.id);
    expect(await exists(ASIDE + unused.key)).toBe(false);
    expect(await exists(used.key)).toBe(true);
    expect((await get(server, used.url)).status).toBe(200);
  });

  it("removes temporary files of requests that never finished, after an hour", async () => {
    const staging = stagingDirOf(server.services);
    mkdirSync(staging, { recursive: true });
    const [old, fresh] = [path.join(staging, "stary.part"), path.join(staging, "novy.part")];
    writeFileSync(old, "x");
    writeFileSync(fresh, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    await sweep();
    expect([existsSync(old), existsSync(fresh)]).toEqual([false, true]);
  });
});
