import type { FilterInput } from "../filters/index.ts";
import type { LanguageInput } from "../languages/index.ts";
import type { ReferenceInput } from "../references/index.ts";
import type { ThemeInput } from "../themes/index.ts";
import content from "./catalogue.json" with { type: "json" };
import translations from "./translations.json" with { type: "json" };

/**
 * The demo catalogue: invented but realistic content for a fresh installation and the browser
 * tests. The texts are data (catalogue.json); media files live in demo/ at the repository root
 * (served under /demo/).
 */

/** Six themes, each with its icon. */
export const demoThemes: ThemeInput[] = content.themes.map((names, i) => ({ ...names, svgPath: `/demo/themes/theme-${i + 1}.svg` }));

/** Subtitle languages (preselected for visitors of that language) and school levels. */
export const demoFilters: FilterInput[] = content.filters;

export const demoLanguages: LanguageInput[] = content.languages;

/** At least four a language, so the carousel needs its arrows at three columns. */
export const demoReferences: ReferenceInput[] = content.references;

export type DemoStory = {
  title: string;
  subtitle: string;
  about: string;
  /** 1-based positions in demoThemes. */
  themes: number[];
  tags: string[];
};

export const demoStories: DemoStory[] = content.stories;

/** A story's texts in one of the other languages. */
export type DemoStoryTexts = { title: string; subtitle: string; about: string };
export type DemoTranslationLang = "cz" | "en" | "es";
export const demoTranslationLangs: DemoTranslationLang[] = ["cz", "en", "es"];

/** The stories' texts in cz, en and es, in the order of demoStories (translations.json). */
export const demoStoryTranslations: Record<DemoTranslationLang, DemoStoryTexts>[] = translations.stories;

/** demoHighlightTexts in cz, en and es. */
export const demoHighlightTranslations: Record<DemoTranslationLang, string[]> = translations.highlightTexts;

/** Chapter titles for the highlights; each story gets 2 to 4 of them within its 30-second clip. */
export const demoHighlightTexts = ["Úvod a predstavenie", "Detstvo a rodina", "Zlomový okamih", "Čo by odkázal/a mladým"];
export const demoHighlightTimes = ["00:00:03", "00:00:11", "00:00:19", "00:00:26"];
