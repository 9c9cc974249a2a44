/**
 * A story's two PDFs, in Slovak: demo/methodics/metodika-NN.pdf, the methodology sheet for
 * teachers (the story, the lesson's goal, what to do before watching, questions for the
 * discussion, an activity), and demo/methodics/pracovny-list-NN.pdf, a one-page worksheet for
 * pupils. The lesson follows the story's first theme; one question is about the story itself.
 */
import { lessons, storyQuestions } from "./lessons.ts";
import { Sheet } from "./pdf-sheet.ts";
import { themes } from "./themes.ts";

export type MethodicStory = {
  index: number;
  title: string;
  subtitle: string;
  about: string;
  themes: number[];
  tags: string[];
};

const WATCHING =
  "Potom si spolu pozrite video. Požiadajte žiakov, aby si počas pozerania zapísali jednu vetu, ktorá ich zaujala, a jednu otázku, ktorú by položili živej knihe. Video má titulky v slovenčine, češtine, angličtine a španielčine.";
const CARE =
  "Príbeh sa môže dotknúť skúseností niektorých žiakov. Nikoho nenúťte hovoriť o sebe, dovoľte žiakom nezapojiť sa do diskusie a ponúknite rozhovor po hodine. Hovorte o ľuďoch z príbehu menom a s rešpektom, tak ako by ste hovorili o hosťovi v triede.";

const themeNames = (story: MethodicStory) => story.themes.map((n) => themes[n - 1]!.name).join(", ");

export async function methodologyPdf(story: MethodicStory): Promise<Uint8Array> {
  const theme = themes[story.themes[0]! - 1]!;
  const lesson = lessons[story.themes[0]! - 1]!;
  const title = `Metodika: ${story.title}`;
  const sheet = await Sheet.create({ title, subject: story.subtitle, keywords: story.tags }, theme);
  sheet.heading("Živá knižnica · metodika pre učiteľov", title, story.subtitle);
  sheet.facts(
    `Téma: ${themeNames(story)}   ·   Vek: od 12 rokov   ·   Trvanie: 45 minút   ·   Kľúčové slová: ${story.tags.join(", ")}`,
  );

  sheet.section("O príbehu");
  sheet.paragraph(story.about);
  sheet.section("Cieľ hodiny");
  sheet.paragraph(lesson.goal);
  sheet.section("Pred pozeraním (10 minút)");
  sheet.paragraph(lesson.beforeWatching);
  sheet.paragraph(WATCHING);
  sheet.section("Otázky na diskusiu (15 minút)");
  const questions = [
    "Čo vás v príbehu najviac prekvapilo alebo oslovilo?",
    storyQuestions[story.index]!,
    ...lesson.questions,
  ];
  questions.forEach((question, i) => sheet.numbered(i + 1, question));
  sheet.section("Aktivita (15 minút)");
  sheet.paragraph(lesson.activity);
  sheet.section("Poznámka pre učiteľa");
  sheet.paragraph(CARE);
  return sheet.save();
}

export async function worksheetPdf(story: MethodicStory): Promise<Uint8Array> {
  const theme = themes[story.themes[0]! - 1]!;
  const lesson = lessons[story.themes[0]! - 1]!;
  const title = `Pracovný list: ${story.title}`;
  const sheet = await Sheet.create({ title, subject: story.subtitle, keywords: story.tags }, theme);
  sheet.heading("Živá knižnica · pracovný list pre žiakov", title, story.subtitle);
  sheet.blanks([
    ["Meno:", 5],
    ["Trieda:", 2],
    ["Dátum:", 3],
  ]);
  sheet.paragraph(
    "Pozri si príbeh a odpovedz na otázky. Nie sú tu správne ani nesprávne odpovede: zaujíma nás, čo si myslíš ty.",
    { size: 10.5 },
  );
  const questions = [
    "Napíš tri veci, ktoré si sa dozvedel/a o človeku z príbehu.",
    storyQuestions[story.index]!,
    lesson.pupilQuestion,
    "Ktorá veta alebo chvíľa z príbehu ti utkvela v pamäti? Prečo?",
    "Akú otázku by si položil/a živej knihe, keby si ju stretol/stretla osobne?",
  ];
  // the answer lines share what is left of the page
  const linesEach = Math.max(
    2,
    Math.min(5, Math.floor((sheet.remaining - questions.length * 40) / questions.length / 24)),
  );
  questions.forEach((question, i) => {
    sheet.numbered(i + 1, question, "bold");
    sheet.answerLines(linesEach);
  });
  if (sheet.doc.getPageCount() !== 1) throw new Error(`${title}: the worksheet takes more than one page`);
  return sheet.save();
}
