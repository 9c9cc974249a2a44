import { describe, expect, it } from "vitest";
import { localFileStore } from "../../shared/file-store.ts";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { frameAt, id3Size, mp3Duration, storedMp3Duration } from "./mp3-duration.ts";

/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz, stereo: 417-byte frames of 1152 samples. */
const frame = () => {
  const bytes = Buffer.alloc(417);
  bytes.set([0xff, 0xfb, 0x90, 0x44]);
  return bytes;
};
/** The same stream with a LAME "Info" header in its first frame saying how many frames there are. */
function withInfoHeader(frames: number): Buffer {
  const first = frame();
  first.write("Info", 4 + 32, "latin1");
  first.writeUInt32BE(1, 4 + 32 + 4); // flags: frame count present
  first.writeUInt32BE(frames, 4 + 32 + 8);
  return Buffer.concat([first, ...Array.from({ length: frames }, frame)]);
}
const id3 = (size: number) =>
  Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, (size >> 7) & 0x7f, size & 0x7f]), Buffer.alloc(size)]);

describe("an MP3's length", () => {
  it("reads frame headers", () => {
    expect(frameAt(frame(), 0)).toMatchObject({ bitrate: 128, sampleRate: 44100, samplesPerFrame: 1152, length: 417 });
    expect(frameAt(Buffer.from("not an mp3"), 0)).toBeNull();
  });

  it("takes a file without an Info header as constant bitrate", () => {
    const bytes = Buffer.concat(Array.from({ length: 100 }, frame));
    // the bitrate says how long the bytes play (real files pad some frames to keep to it exactly)
    expect(mp3Duration(bytes, bytes.length)).toBeCloseTo((100 * 417 * 8) / 128_000, 3);
  });

  it("counts the frames an Info (or Xing) header gives", () => {
    const bytes = withInfoHeader(383); // 10.004 s
    expect(mp3Duration(bytes, bytes.length)).toBe(Math.round(((383 * 1152) / 44100) * 1000) / 1000);
  });

  it("skips an ID3v2 tag, reading only the start of the file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mp3-"));
    writeFileSync(path.join(dir, "a.mp3"), Buffer.concat([id3(3000), withInfoHeader(383)]));
    writeFileSync(path.join(dir, "b.mp3"), Buffer.from("%PDF-1.4 not audio at all"));
    expect(id3Size(id3(3000))).toBe(3010);
    const store = localFileStore(dir);
    expect(await storedMp3Duration(store, "a.mp3")).toBeCloseTo(10.004, 2);
    expect(await storedMp3Duration(store, "b.mp3")).toBeNull();
    expect(await storedMp3Duration(store, "missing.mp3")).toBeNull();
  });
});
