/**
 * Generates the demo catalogue's files from its texts (src/modules/demo/catalogue.json):
 *
 *   demo/themes/theme-{1..6}.svg               the theme icons (48×48, currentColor)
 *   demo/covers/story-{01..44}.svg             a 640×360 cover for each story
 *   demo/subtitles/story-{1..6}.{sk,cz,en,es}.vtt  subtitles of the six 30-second demo clips
 *   demo/methodics/metodika-{01..44}.pdf       a methodology sheet for teachers for each story
 *   demo/methodics/pracovny-list-{01..44}.pdf  a one-page worksheet for pupils for each story
 *   demo/methodics/metodika-<audiobook>.pdf    each demo audiobook's own methodology sheet
 *   demo/methodics/webinar-1-{metodika,pracovny-list}.pdf  the first webinar's materials
 *   demo/covers/{audiobook-<slug>,webinar-{1..5}}.svg  links to a story's cover (covers are public)
 *
 * Every demo item refers to files of its own: a file is public when any item referring to it is,
 * so a paid item sharing a free item's file would make it public.
 *
 * Same input, same bytes. Run: npx tsx scripts/demo-assets/generate.ts
 * (the videos come from scripts/generate-demo-media.sh). The files are checked by
 * scripts/demo-assets/demo-assets.test.ts.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { coverSvg } from "./covers.ts";
import { methodologyPdf, type MethodicStory, worksheetPdf } from "./methodics.ts";
import { people } from "./people.ts";
import { languages, readCaptions, vttFile } from "./subtitles.ts";
import { themeIconSvg, themes } from "./themes.ts";

const root = new URL("../../", import.meta.url);
const demo = (path: string) => new URL(`demo/${path}`, root);
const catalogue = JSON.parse(readFileSync(new URL("src/modules/demo/catalogue.json", root), "utf8")) as {
  stories: Omit<MethodicStory, "index">[];
};
type DemoAudiobook = {
  slug: string;
  cover: number;
  methodic: string;
  title: string;
  subtitle: string;
  about: string;
  tags: string[];
};
const { audiobooks } = JSON.parse(readFileSync(new URL("src/modules/demo/audiobooks.json", root), "utf8")) as {
  audiobooks: DemoAudiobook[];
};
/** The same picture under another item's path (relative, so the link holds in any checkout). */
const link = (target: string, path: string) => {
  rmSync(demo(path), { force: true });
  symlinkSync(target, demo(path));
};
const two = (n: number) => String(n).padStart(2, "0");

for (const dir of ["themes", "covers", "subtitles", "methodics"]) mkdirSync(demo(dir), { recursive: true });

themes.forEach((theme, i) => writeFileSync(demo(`themes/theme-${i + 1}.svg`), themeIconSvg(theme)));

if (people.length !== catalogue.stories.length)
  throw new Error(`${people.length} people for ${catalogue.stories.length} stories`);
for (const [index, story] of catalogue.stories.entries()) {
  const n = two(index + 1);
  writeFileSync(demo(`covers/story-${n}.svg`), coverSvg({ index, person: people[index]!, themes: story.themes }));
  writeFileSync(demo(`methodics/metodika-${n}.pdf`), await methodologyPdf({ index, ...story }));
  writeFileSync(demo(`methodics/pracovny-list-${n}.pdf`), await worksheetPdf({ index, ...story }));
}

for (const book of audiobooks) {
  if (book.methodic !== `metodika-${book.slug}.pdf`)
    throw new Error(`${book.slug}: its methodology must be metodika-${book.slug}.pdf, its own`);
  const story = catalogue.stories[book.cover - 1]!;
  writeFileSync(
    demo(`methodics/${book.methodic}`),
    await methodologyPdf({ index: book.cover - 1, ...book, themes: story.themes }),
  );
  link(`story-${two(book.cover)}.svg`, `covers/audiobook-${book.slug}.svg`);
}
// the first webinar's materials: its own, on the theme of its lesson (listening to living books in class)
const webinar = {
  index: 0,
  title: "Ako počúvať živé knihy v triede",
  subtitle: "Metodický webinár pre učiteľov",
  themes: [1],
  tags: ["metodika", "rozhovor"],
};
const webinarAbout = "Ako pripraviť žiakov na rozhovor so živou knihou, ako viesť otázky a ako hodinu uzavrieť.";
writeFileSync(demo("methodics/webinar-1-metodika.pdf"), await methodologyPdf({ ...webinar, about: webinarAbout }));
writeFileSync(demo("methodics/webinar-1-pracovny-list.pdf"), await worksheetPdf({ ...webinar, about: webinarAbout }));
for (let n = 1; n <= 5; n++) link(`story-${two(39 + n)}.svg`, `covers/webinar-${n}.svg`);

for (const [k, clip] of readCaptions(new URL("captions.json", import.meta.url)).entries()) {
  for (const language of languages)
    writeFileSync(demo(`subtitles/story-${k + 1}.${language}.vtt`), vttFile(clip, language));
}

console.log(
  `demo assets: ${themes.length} theme icons, ${catalogue.stories.length} covers, methodologies and worksheets, subtitles of 6 clips`,
);
