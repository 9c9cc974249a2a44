import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type UploadCommand, uploadDecider } from "./decide.ts";
import type { FileSweepCancelled, FileSweepStarted, FileSwept, FileUploaded, UploadEvent } from "./events.ts";

const spec = deciderSpec(uploadDecider);
const path = "/uploads/thumbnails/12-cover.png";
const at = new Date("2026-03-10T09:00:00Z");

const upload: FileUploaded["data"] = {
  id: 12,
  kind: "thumbnail",
  path,
  name: "cover.png",
  size: 2048,
  contentType: "image/png",
  sha256: "ab".repeat(32),
  uploadedAt: "2026-03-09T08:00:00.000Z",
};
const uploaded: FileUploaded = { type: "FileUploaded", data: upload };
const sweepStarted: FileSweepStarted = {
  type: "FileSweepStarted",
  data: { id: 12, path, startedAt: at.toISOString() },
};
const swept: FileSwept = { type: "FileSwept", data: { id: 12, path, sweptAt: at.toISOString() } };
const cancelled: FileSweepCancelled = {
  type: "FileSweepCancelled",
  data: { id: 12, path, cancelledAt: at.toISOString() },
};

const record: UploadCommand = { type: "RecordUpload", upload };
const start: UploadCommand = { type: "StartSweep", at };
const finish: UploadCommand = { type: "FinishSweep", at };
const cancel: UploadCommand = { type: "CancelSweep", at };

describe("an upload's stream", () => {
  it("records the upload once", () => {
    spec.given([]).when(record).then([uploaded]);
  });

  it("recorded again, records nothing more", () => {
    spec.given([uploaded]).when(record).then([]);
  });

  it("starts a sweep of a stored file, at the time given", () => {
    spec.given([uploaded]).when(start).then([sweepStarted]);
  });

  it("finishes a sweep that has started", () => {
    spec.given([uploaded, sweepStarted]).when(finish).then([swept]);
  });

  it("cancels a sweep that has started: the file is stored again and may be swept later", () => {
    spec.given([uploaded, sweepStarted]).when(cancel).then([cancelled]);
    spec.given([uploaded, sweepStarted, cancelled]).when(start).then([sweepStarted]);
  });

  // two sweepers racing: each step happens from one state only, so the second sees nothing to do
  const nothingToDo: [string, UploadEvent[], UploadCommand][] = [
    ["starts no sweep of a file never recorded", [], start],
    ["starts no second sweep while one runs", [uploaded, sweepStarted], start],
    ["starts no sweep of a file already swept", [uploaded, sweepStarted, swept], start],
    ["finishes no sweep that has not started", [uploaded], finish],
    ["finishes no sweep twice", [uploaded, sweepStarted, swept], finish],
    ["finishes no sweep that was cancelled", [uploaded, sweepStarted, cancelled], finish],
    ["cancels no sweep that has not started", [uploaded], cancel],
    ["cancels no sweep once the file is deleted", [uploaded, sweepStarted, swept], cancel],
    ["records no upload over a swept file", [uploaded, sweepStarted, swept], record],
  ];
  it.each(nothingToDo)("%s", (_rule, given, command) => {
    spec.given(given).when(command).then([]);
  });
});
