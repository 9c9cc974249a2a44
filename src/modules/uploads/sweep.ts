import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Services } from "../../app/context.ts";
import type { Job } from "../../app/module.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { commandRunner } from "../../eventstore/pipeline.ts";
import type { GlobalPosition } from "../../eventstore/types.ts";
import { referencedPaths } from "../media/index.ts";
import { uploadDecider } from "./decide.ts";
import { uploadStream } from "./events.ts";
import { keyOfPath } from "./names.ts";
import { type UploadRow, storedUploadsBefore, unfinishedSweeps, uploadsAt } from "./queries.ts";

/**
 * The sweep: a file no item refers to a day after its upload is deleted (the form that uploaded it
 * was never saved, or the item now refers to another file). What items refer to is the media
 * module's `media_files` read model (asked through its index: `referencedPaths`); the uploads
 * module depends on media, never the other way round.
 *
 * A save may start referring to a file while it is being swept. So a file is first moved aside
 * (".swept/<key>", never served), then `FileSweepStarted` is appended, and the sweeper waits until
 * every projector has reached that event: any save committed before the file was moved aside is
 * then in media_files. Only if the file is still unreferenced is `FileSwept` appended and the file
 * deleted; otherwise it is moved back and `FileSweepCancelled` appended. A save committed after
 * the move refers to a file that was already gone, as a form left open past the sweep would.
 *
 * Several processes may sweep at once: each step is an event appended from one state only, so the
 * revision check lets one sweeper take each step. A sweep left half-way (the process stopped) is
 * finished by a later run: unfinished ones after UNFINISHED_AFTER_MS, files left aside by status.
 */
export const UPLOADS_SWEEP_JOB = "uploads-sweep";
export const UNREFERENCED_FOR_MS = 24 * 60 * 60_000;
const UNFINISHED_AFTER_MS = 10 * 60_000;
const CHECK_WAIT_MS = 30_000;
/** Temporary files of requests that never finished (a process stopped while receiving). */
const STAGED_FOR_MS = 60 * 60_000;
const PAGE = 200;
/** Where a file waits while it is checked once more: a dot folder, which the file route never serves. */
export const ASIDE = ".swept/";

export type SweepServices = Pick<Services, "db" | "store" | "files" | "projections" | "clock" | "log">;
export type SweepReport = { swept: number[]; kept: number[] };
/** For tests: runs after a file is moved aside and before its sweep is recorded (where a save could race it). */
export type SweepOptions = { afterMovedAside?: (upload: UploadRow) => Promise<void> };

export async function sweepUploads(
  services: SweepServices,
  stagingDir: string,
  options: SweepOptions = {},
): Promise<SweepReport> {
  const report: SweepReport = { swept: [], kept: [] };
  const now = services.clock.now().getTime();
  for (const upload of await unfinishedSweeps(services.db, new Date(now - UNFINISHED_AFTER_MS)))
    await resumeSweep(services, upload, report);
  for (let afterId = 0; ;) {
    const page = await storedUploadsBefore(services.db, new Date(now - UNREFERENCED_FOR_MS), afterId, PAGE);
    if (page.length === 0) break;
    afterId = page.at(-1)!.id;
    const referenced = await referencedPaths(
      services.db,
      page.map((upload) => upload.path),
    );
    for (const upload of page) {
      if (referenced.has(upload.path)) continue;
      await services.files.move(keyOfPath(upload.path), ASIDE + keyOfPath(upload.path));
      await options.afterMovedAside?.(upload);
      await startSweep(services, upload, report);
    }
  }
  await takeUpFilesLeftAside(services, report);
  await removeStaleStaging(stagingDir, services.log);
  return report;
}

const runner = (services: SweepServices) =>
  commandRunner(services, systemContext(`${UPLOADS_SWEEP_JOB}-${services.clock.now().getTime()}`));

/** Records the start of the sweep (if no other sweeper has), then finishes it. */
async function startSweep(services: SweepServices, upload: UploadRow, report: SweepReport): Promise<void> {
  const started = await runner(services)(uploadStream(upload.id), uploadDecider, {
    type: "StartSweep",
    at: services.clock.now(),
  });
  if (started.events.length > 0 && started.appendResult)
    await finishSweep(services, upload, started.appendResult.position, report);
}

/**
 * Once every projector has reached the sweep's start: still unreferenced, the file is deleted;
 * referenced (or the wait timed out: no way to be sure), it is put back.
 */
async function finishSweep(
  services: SweepServices,
  upload: UploadRow,
  startedAt: GlobalPosition,
  report: SweepReport,
): Promise<void> {
  const key = keyOfPath(upload.path);
  let referenced = true;
  try {
    await services.projections.waitFor(startedAt, { timeoutMs: CHECK_WAIT_MS });
    referenced = (await referencedPaths(services.db, [upload.path])).has(upload.path);
  } catch (error) {
    services.log("An upload's sweep could not tell whether the file is referenced: it is kept", {
      id: upload.id,
      error: String(error),
    });
  }
  const run = runner(services);
  if (referenced) {
    // back in its place before the record says so: a referenced file is never left aside
    await services.files.move(ASIDE + key, key);
    await run(uploadStream(upload.id), uploadDecider, { type: "CancelSweep", at: services.clock.now() });
    report.kept.push(upload.id);
    return;
  }
  const finished = await run(uploadStream(upload.id), uploadDecider, { type: "FinishSweep", at: services.clock.now() });
  if (finished.events.length === 0) return;
  await services.files.delete(ASIDE + key);
  report.swept.push(upload.id);
}

/** A sweep whose process stopped half-way: put back and not recorded, or still to be decided. */
async function resumeSweep(services: SweepServices, upload: UploadRow, report: SweepReport): Promise<void> {
  const key = keyOfPath(upload.path);
  const last = (await services.store.readStream(uploadStream(upload.id))).at(-1);
  if (!last) return;
  if (!(await services.files.stat(ASIDE + key)) && (await services.files.stat(key))) {
    await runner(services)(uploadStream(upload.id), uploadDecider, { type: "CancelSweep", at: services.clock.now() });
    report.kept.push(upload.id);
    return;
  }
  await finishSweep(services, upload, last.position, report);
}

/** Files aside whose sweep was recorded as done (deleted now), or never recorded as begun (checked now). */
async function takeUpFilesLeftAside(services: SweepServices, report: SweepReport): Promise<void> {
  const aside: string[] = [];
  for await (const { key } of services.files.list(ASIDE)) aside.push(`/uploads/${key.slice(ASIDE.length)}`);
  const uploads = await uploadsAt(services.db, aside);
  for (const uploadPath of aside) {
    const upload = uploads.get(uploadPath);
    if (upload?.status === "swept") await services.files.delete(ASIDE + keyOfPath(uploadPath));
    if (upload?.status === "stored") await startSweep(services, upload, report);
  }
}

async function removeStaleStaging(folder: string, log: SweepServices["log"]): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  // file times are the file system's, not the injected clock's: this one alone compares with the wall clock
  const before = Date.now() - STAGED_FOR_MS;
  for (const name of names.filter((each) => each.endsWith(".part"))) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before)
      await rm(file, { force: true }).catch((error: unknown) =>
        log("A temporary upload file could not be removed", { file, error: String(error) }),
      );
  }
}

export const sweepJob = (services: SweepServices, stagingDir: string): Job => ({
  name: UPLOADS_SWEEP_JOB,
  everyMs: 60 * 60_000,
  run: () => sweepUploads(services, stagingDir),
});
