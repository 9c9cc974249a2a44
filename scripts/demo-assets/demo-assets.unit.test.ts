import { readFileSync, statSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { coverSvg } from "./covers.ts";
import { people } from "./people.ts";
import { languages } from "./subtitles.ts";

// The committed demo files (what a fresh installation serves under /demo/), read as they are.
const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root));
const text = (path: string) => read(path).toString("utf8");
const two = (n: number) => String(n).padStart(2, "0");

type Texts = { title: string; subtitle: string; about: string };
const catalogue = JSON.parse(text("src/modules/demo/catalogue.json")) as {
  themes: { name: string }[];
  stories: (Texts & { themes: number[] })[];
};
const translations = JSON.parse(text("src/modules/demo/translations.json")) as {
  stories: Record<"cz" | "en" | "es", Texts>[];
  highlightTexts: Record<"cz" | "en" | "es", string[]>;
};

/** A WebVTT file as its cues; throws on anything that is not WebVTT. */
function parseVtt(source: string): { start: number; end: number; text: string }[] {
  const [header, ...blocks] = source
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/);
  if (!/^WEBVTT( |\t|$)/.test(header!.split("\n")[0]!)) throw new Error(`header is not WEBVTT: ${header}`);
  const seconds = (time: string) => {
    const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(time);
    if (!match) throw new Error(`bad timestamp ${time}`);
    return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
  };
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((line) => line.includes("-->"));
    if (timing < 0 || timing > 1) throw new Error(`cue without timing: ${block}`);
    const [start, end] = lines[timing]!.split(/\s+-->\s+/).map((t) => seconds(t.split(/\s/)[0]!));
    return {
      start: start!,
      end: end!,
      text: lines
        .slice(timing + 1)
        .join("\n")
        .trim(),
    };
  });
}

describe("demo translations", () => {
  it("give every story a Czech, English and Spanish title, subtitle and description, in catalogue order", () => {
    expect(translations.stories).toHaveLength(catalogue.stories.length);
    translations.stories.forEach((story, i) => {
      const slovak = catalogue.stories[i]!;
      for (const language of ["cz", "en", "es"] as const) {
        for (const field of ["title", "subtitle", "about"] as const) {
          expect(story[language][field].trim(), `story ${i} ${language} ${field}`).not.toBe("");
          // Czech titles may equal the Slovak ones ("Živá voda"); descriptions and other languages may not
          if (language !== "cz" || field === "about")
            expect(story[language][field], `story ${i} ${language} ${field}`).not.toBe(slovak[field]);
        }
      }
      if (slovak.title.startsWith("Živá kniha:")) {
        expect([story.cz.title, story.en.title, story.es.title].map((t) => t.split(":")[0])).toEqual([
          "Živá kniha",
          "Living book",
          "Libro viviente",
        ]);
      }
    });
  });

  it("translate the four highlight chapters", () => {
    for (const language of ["cz", "en", "es"] as const) {
      expect(translations.highlightTexts[language]).toHaveLength(4);
      expect(translations.highlightTexts[language].every((t) => t.trim() !== "")).toBe(true);
    }
  });
});

describe("demo subtitles", () => {
  it("are valid WebVTT, 5 to 8 cues in order within each 30-second clip, in four languages", () => {
    for (let clip = 1; clip <= 6; clip++) {
      const byLanguage = languages.map((language) => parseVtt(text(`demo/subtitles/story-${clip}.${language}.vtt`)));
      for (const [l, cues] of byLanguage.entries()) {
        const where = `story-${clip}.${languages[l]}.vtt`;
        expect(cues.length, where).toBeGreaterThanOrEqual(5);
        expect(cues.length, where).toBeLessThanOrEqual(8);
        let previousEnd = 0;
        for (const cue of cues) {
          expect(cue.start, where).toBeGreaterThanOrEqual(previousEnd);
          expect(cue.end, where).toBeGreaterThan(cue.start);
          expect(cue.end, where).toBeLessThanOrEqual(30);
          expect(cue.text, where).not.toBe("");
          previousEnd = cue.end;
        }
      }
      // the same cue times in every language, but each language's own words
      expect(new Set(byLanguage.map((cues) => JSON.stringify(cues.map((c) => [c.start, c.end])))).size).toBe(1);
      expect(new Set(byLanguage.map((cues) => cues[1]!.text)).size).toBe(languages.length);
    }
  });

  it("would catch a broken file", () => {
    expect(() => parseVtt("WEBVTX\n\n00:00:01.000 --> 00:00:02.000\nHi")).toThrow(/WEBVTT/);
    expect(() => parseVtt("WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHi")).toThrow(/timestamp/);
  });
});

describe("demo covers", () => {
  it("are small self-contained 16:9 SVGs with the person's initials as their only text", () => {
    const seen = new Set<string>();
    catalogue.stories.forEach((story, i) => {
      const path = `demo/covers/story-${two(i + 1)}.svg`;
      const svg = text(path);
      expect(statSync(new URL(path, root)).size, path).toBeLessThan(8 * 1024);
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"/);
      expect(svg, path).not.toMatch(/<script|\bon\w+=|href|url\((?!#)|@import|<image|<foreignObject/i);
      expect([...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1])).toEqual(["serif"]);
      expect(
        [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
        path,
      ).toEqual([people[i]!.initials]);
      expect(svg, `${path} is what the generator makes`).toBe(
        coverSvg({ index: i, person: people[i]!, themes: story.themes }),
      );
      seen.add(svg);
    });
    expect(seen.size).toBe(catalogue.stories.length);
  });

  it("name each story's person with initials taken from that name", () => {
    expect(people).toHaveLength(catalogue.stories.length);
    for (const person of people) expect(person.name.startsWith(person.initials[0]!)).toBe(true);
    expect(people[0]!.name).toBe("Samir");
  });
});

describe("demo theme icons", () => {
  it("are titled after their themes and reference nothing outside", () => {
    catalogue.themes.forEach((theme, i) => {
      const svg = text(`demo/themes/theme-${i + 1}.svg`);
      expect(svg).toContain(`<title id="t">${theme.name}</title>`);
      expect(svg).toContain('viewBox="0 0 48 48"');
      expect(svg).not.toMatch(/<script|href|url\(/i);
      expect(svg.length).toBeLessThan(1024);
    });
  });
});

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++)
    pages.push(
      ((await (await pdf.getPage(p)).getTextContent()).items as { str: string }[]).map((item) => item.str).join(" "),
    );
  await pdf.destroy();
  return { pages: pdf.numPages, text: pages.join(" ").replace(/\s+/g, " ") };
}

describe("demo methodologies and worksheets", () => {
  it("belong to their story: its title as the document title and on the page, its subtitle, diacritics intact", async () => {
    for (const [i, story] of catalogue.stories.entries()) {
      for (const [file, prefix, maxPages] of [
        [`demo/methodics/metodika-${two(i + 1)}.pdf`, "Metodika", 2],
        [`demo/methodics/pracovny-list-${two(i + 1)}.pdf`, "Pracovný list", 1],
      ] as const) {
        const bytes = read(file);
        expect(bytes.length, file).toBeLessThan(60 * 1024);
        const title = `${prefix}: ${story.title}`;
        expect((await PDFDocument.load(bytes, { updateMetadata: false })).getTitle(), file).toBe(title);
        const content = await pdfText(bytes);
        expect(content.pages, file).toBeLessThanOrEqual(maxPages);
        expect(content.text, file).toContain(title);
        expect(content.text, file).toContain(story.subtitle);
        if (prefix === "Metodika") expect(content.text, file).toContain(story.about);
      }
    }
  });
});
