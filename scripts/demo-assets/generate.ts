/**
 * Generates the demo catalogue's files from its texts (src/modules/demo/catalogue.json):
 *
 *   demo/themes/theme-{1..6}.svg               the theme icons (48×48, currentColor)
 *   demo/covers/story-{01..44}.svg             a 640×360 cover for each story
 *   demo/subtitles/story-{1..6}.{sk,cz,en,es}.vtt  subtitles of the six 30-second demo clips
 *   demo/methodics/metodika-{01..44}.pdf       a methodology sheet for teachers for each story
 *   demo/methodics/pracovny-list-{01..44}.pdf  a one-page worksheet for pupils for each story
 *
 * Same input, same bytes. Run: npx tsx scripts/demo-assets/generate.ts
 * (the videos come from scripts/generate-demo-media.sh). The files are checked by
 * scripts/demo-assets/demo-assets.test.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { coverSvg } from "./covers.ts";
import { methodologyPdf, type MethodicStory, worksheetPdf } from "./methodics.ts";
import { people } from "./people.ts";
import { languages, readCaptions, vttFile } from "./subtitles.ts";
import { themeIconSvg, themes } from "./themes.ts";

const root = new URL("../../", import.meta.url);
const demo = (path: string) => new URL(`demo/${path}`, root);
const catalogue = JSON.parse(readFileSync(new URL("src/modules/demo/catalogue.json", root), "utf8")) as { stories: Omit<MethodicStory, "index">[] };
const two = (n: number) => String(n).padStart(2, "0");

for (const dir of ["themes", "covers", "subtitles", "methodics"]) mkdirSync(demo(dir), { recursive: true });

themes.forEach((theme, i) => writeFileSync(demo(`themes/theme-${i + 1}.svg`), themeIconSvg(theme)));

if (people.length !== catalogue.stories.length) throw new Error(`${people.length} people for ${catalogue.stories.length} stories`);
for (const [index, story] of catalogue.stories.entries()) {
  const n = two(index + 1);
  writeFileSync(demo(`covers/story-${n}.svg`), coverSvg({ index, person: people[index]!, themes: story.themes }));
  writeFileSync(demo(`methodics/metodika-${n}.pdf`), await methodologyPdf({ index, ...story }));
  writeFileSync(demo(`methodics/pracovny-list-${n}.pdf`), await worksheetPdf({ index, ...story }));
}

for (const [k, clip] of readCaptions(new URL("captions.json", import.meta.url)).entries()) {
  for (const language of languages) writeFileSync(demo(`subtitles/story-${k + 1}.${language}.vtt`), vttFile(clip, language));
}

console.log(`demo assets: ${themes.length} theme icons, ${catalogue.stories.length} covers, methodologies and worksheets, subtitles of 6 clips`);
