/**
 * Generates the demo audiobooks' files from their texts (src/modules/demo/audiobooks.json):
 *
 *   demo/audiobooks/<slug>-<n>.mp3   each chapter read by a speech synthesiser (a few seconds, mono, 24 kbit/s)
 *   demo/audiobooks/<slug>.pdf       the e-book: the title, the description and every chapter's text
 *
 * Needs espeak-ng and lame (Debian: apt-get install -y espeak-ng lame); the results are committed,
 * so a fresh installation needs neither. Run: npx tsx scripts/demo-audiobooks/generate.ts
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { PdfText } from "../../src/shared/pdf-text.ts";

type Chapter = { name: string; text: string };
type DemoAudiobook = {
  slug: string;
  voice: string;
  title: string;
  subtitle: string;
  about: string;
  chapters: Chapter[];
};

const root = new URL("../../", import.meta.url);
const out = new URL("demo/audiobooks/", root);
const { audiobooks } = JSON.parse(readFileSync(new URL("src/modules/demo/audiobooks.json", root), "utf8")) as {
  audiobooks: DemoAudiobook[];
};
/** Demo files carry a fixed date, so the generator gives the same PDF bytes every time. */
const DATE = new Date("2025-09-01T08:00:00Z");

function mp3(text: string, voice: string, target: URL): void {
  const work = mkdtempSync(path.join(tmpdir(), "demo-audio-"));
  try {
    const wav = path.join(work, "speech.wav");
    execFileSync("espeak-ng", ["-v", voice, "-s", "150", "-w", wav, text]);
    // mono, 16 kHz, 24 kbit/s: a few kilobytes a second, with an Info header that gives the exact length
    execFileSync("lame", [
      "--quiet",
      "-m",
      "m",
      "--resample",
      "16",
      "-b",
      "24",
      "--noreplaygain",
      "--tt",
      text.slice(0, 30),
      wav,
      target.pathname,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function ebook(audiobook: DemoAudiobook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const date of [doc.setCreationDate.bind(doc), doc.setModificationDate.bind(doc)]) date(DATE);
  doc.setTitle(audiobook.title);
  doc.setProducer("Living Library demo");
  doc.setCreator("Living Library demo");
  const text = new PdfText(doc);
  const page = doc.addPage([419.53, 595.28]); // A5
  let y = 540;
  const line = (value: string, size: number, weight: "regular" | "bold" = "regular") => {
    for (const part of text.wrap(value, 340, size, weight)) {
      text.draw(page, part, 40, y, { size, weight });
      y -= size * 1.45;
    }
  };
  line(audiobook.title, 20, "bold");
  line(audiobook.subtitle, 12);
  y -= 10;
  line(audiobook.about, 10.5);
  for (const chapter of audiobook.chapters) {
    y -= 12;
    line(chapter.name, 13, "bold");
    line(chapter.text, 10.5);
  }
  return doc.save({ useObjectStreams: false });
}

mkdirSync(out, { recursive: true });
for (const audiobook of audiobooks) {
  audiobook.chapters.forEach((chapter, i) =>
    mp3(chapter.text, audiobook.voice, new URL(`${audiobook.slug}-${i + 1}.mp3`, out)),
  );
  writeFileSync(new URL(`${audiobook.slug}.pdf`, out), await ebook(audiobook));
}
console.log(
  `demo audiobooks: ${audiobooks.length} e-books, ${audiobooks.reduce((n, a) => n + a.chapters.length, 0)} chapters`,
);
