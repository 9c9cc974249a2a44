import type { Page } from "playwright-core";

/**
 * What the audiobook browser tests share: MP3 files an admin uploads, and reading the one <audio>
 * element of the player.
 */

/** One MPEG-1 layer III frame, 128 kbit/s, 44.1 kHz, stereo (417 bytes, 1152 samples) of silence. */
const silentFrame = () => {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  return frame;
};

/** An MP3 of about `seconds` of silence (a decoder plays it; the server reads its length from the frames). */
export const mp3Bytes = (seconds: number): Buffer =>
  Buffer.concat(Array.from({ length: Math.ceil((seconds * 44100) / 1152) }, silentFrame));

/** A second of silent 8 kHz mono 16-bit WAV: what a renamed ".mp3" that is no MP3 looks like. */
export function wavBytes(): Buffer {
  const data = Buffer.alloc(16000);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface AudioState {
  paused: boolean;
  currentTime: number;
  duration: number;
  playbackRate: number;
  src: string;
}

/** The player's <audio> element as the page sees it now. */
export const audioState = (page: Page): Promise<AudioState> =>
  page.locator("audio").evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    currentTime: element.currentTime,
    duration: element.duration,
    playbackRate: element.playbackRate,
    src: element.currentSrc,
  }));

/** Waits until the player's file has loaded its metadata. */
export const audioReady = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => (document.querySelector("audio")?.readyState ?? 0) >= 1);
