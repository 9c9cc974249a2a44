import type { Readable } from "node:stream";
import type { FileStore } from "../../shared/file-store.ts";

/**
 * An MP3 file's length in seconds, read from its first frames: an encoder that writes a Xing/Info
 * (LAME) or VBRI header says how many frames follow, which gives the exact length of a VBR or CBR
 * file; without one the file is taken as constant bitrate (its audio bytes over the first frame's
 * bitrate). Only the ID3v2 tag's header and a small window after it are read, never the whole file.
 */

// kbit/s by bitrate index (layer III), for MPEG-1 and for MPEG-2/2.5
const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
// Hz by sample-rate index, for MPEG-1, MPEG-2 and MPEG-2.5
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 25: [11025, 12000, 8000] };

export type Mp3Frame = {
  bitrate: number;
  sampleRate: number;
  samplesPerFrame: number;
  length: number;
  mono: boolean;
  mpeg1: boolean;
};

/** The layer III frame header at `at`, or null when there is none. */
export function frameAt(bytes: Uint8Array, at: number): Mp3Frame | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  const versionBits = (b1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const layerBits = (b1 >> 1) & 3; // 1 layer III
  if (versionBits === 1 || layerBits !== 1) return null;
  const mpeg1 = versionBits === 3;
  const bitrate = BITRATES[mpeg1 ? 1 : 2][(b2 >> 4) & 0xf];
  const sampleRate = SAMPLE_RATES[mpeg1 ? 1 : versionBits === 2 ? 2 : 25][(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrate * 1000) / sampleRate) + padding;
  return { bitrate, sampleRate, samplesPerFrame, length, mono: ((bytes[at + 3]! >> 6) & 3) === 3, mpeg1 };
}

/** The size of an ID3v2 tag at the start (its header included), or 0. */
export function id3Size(head: Uint8Array): number {
  if (head.length < 10 || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0;
  const size = ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
  const footer = (head[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** The first frame at or after `from`, confirmed by a second frame right after it when the window holds one. */
function firstFrame(bytes: Uint8Array, from: number): { at: number; frame: Mp3Frame } | null {
  for (let at = from; at + 4 <= bytes.length; at++) {
    const frame = frameAt(bytes, at);
    if (!frame) continue;
    const next = at + frame.length;
    if (next + 4 > bytes.length || frameAt(bytes, next)) return { at, frame };
  }
  return null;
}

const readUInt32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

/** The frame count a Xing/Info or VBRI header in the first frame gives, or null. */
function framesFromHeader(bytes: Uint8Array, at: number, frame: Mp3Frame): number | null {
  const sideInfo = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = at + 4 + sideInfo;
  const tag = String.fromCharCode(...bytes.subarray(xing, xing + 4));
  if ((tag === "Xing" || tag === "Info") && xing + 12 <= bytes.length && (readUInt32(bytes, xing + 4) & 1) === 1)
    return readUInt32(bytes, xing + 8);
  const vbri = at + 36;
  if (String.fromCharCode(...bytes.subarray(vbri, vbri + 4)) === "VBRI" && vbri + 18 <= bytes.length)
    return readUInt32(bytes, vbri + 14);
  return null;
}

/**
 * The length in seconds of an MP3 given its first bytes (`window`, starting right after any ID3v2
 * tag) and the number of audio bytes from there to the end; null when no MP3 frame is found.
 */
export function mp3Duration(window: Uint8Array, audioBytes: number): number | null {
  const found = firstFrame(window, 0);
  if (!found) return null;
  const { at, frame } = found;
  const frames = framesFromHeader(window, at, frame);
  const seconds =
    frames !== null
      ? (frames * frame.samplesPerFrame) / frame.sampleRate
      : ((audioBytes - at) * 8) / (frame.bitrate * 1000);
  return Math.round(seconds * 1000) / 1000;
}

const WINDOW_BYTES = 64 * 1024;

async function bytesOf(stream: Readable | null): Promise<Uint8Array> {
  if (!stream) return new Uint8Array();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads a stored MP3's length: the tag's header, then a window after the tag (two small ranged
 * reads, whatever the file's size). Null when the file is missing or is no MP3. An ID3v1 tag at
 * the end (128 bytes) is left out of a constant-bitrate estimate.
 */
export async function storedMp3Duration(files: FileStore, key: string): Promise<number | null> {
  const info = await files.stat(key);
  if (!info || info.size < 4) return null;
  const head = await bytesOf(await files.get(key, { start: 0, end: Math.min(info.size, 10) - 1 }));
  const tag = id3Size(head);
  if (tag >= info.size) return null;
  const window = await bytesOf(await files.get(key, { start: tag, end: Math.min(info.size, tag + WINDOW_BYTES) - 1 }));
  const tail =
    info.size >= 128
      ? await bytesOf(await files.get(key, { start: info.size - 128, end: info.size - 1 }))
      : new Uint8Array();
  const id3v1 = tail.length === 128 && tail[0] === 0x54 && tail[1] === 0x41 && tail[2] === 0x47 ? 128 : 0;
  return mp3Duration(window, info.size - tag - id3v1);
}
