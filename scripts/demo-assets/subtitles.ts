/**
 * The demo clips' subtitle tracks: demo/subtitles/story-K.{sk,cz,en,es}.vtt, one WebVTT file a
 * clip and language, from the cues in captions.json.
 */
import { readFileSync } from "node:fs";

export const languages = ["sk", "cz", "en", "es"] as const;
export type Language = (typeof languages)[number];

type Clip = { times: [number, number][] } & Record<Language, string[]>;

export function readCaptions(file: URL): Clip[] {
  const { clips } = JSON.parse(readFileSync(file, "utf8")) as { clips: Clip[] };
  for (const [k, clip] of clips.entries()) {
    for (const language of languages) {
      if (clip[language].length !== clip.times.length)
        throw new Error(`clip ${k + 1} (${language}): ${clip[language].length} texts for ${clip.times.length} cues`);
    }
  }
  return clips;
}

/** 3.2 → "00:00:03.200" */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const part = (value: number, digits: number) => String(value).padStart(digits, "0");
  return `${part(Math.floor(millis / 3_600_000), 2)}:${part(Math.floor(millis / 60_000) % 60, 2)}:${part(Math.floor(millis / 1000) % 60, 2)}.${part(millis % 1000, 3)}`;
}

export function vttFile(clip: Clip, language: Language): string {
  const cues = clip.times.map(
    ([start, end], i) => `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${clip[language][i]}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}
