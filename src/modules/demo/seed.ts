import type { Services } from "../../app/context.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { commandSession, type ProjectionWaiter } from "../../eventstore/pipeline.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { START } from "../../eventstore/types.ts";
import { filterList } from "../filters/index.ts";
import { languageList } from "../languages/index.ts";
import { referenceList } from "../references/index.ts";
import { themeList } from "../themes/index.ts";
import { createVideo, type VideoInput } from "../videos/index.ts";
import {
  type DemoStory,
  demoFilters,
  demoHighlightTexts,
  demoHighlightTimes,
  demoHighlightTranslations,
  demoLanguages,
  demoReferences,
  demoStories,
  demoStoryTranslations,
  demoThemes,
  demoTranslationLangs,
} from "./catalogue.ts";
import { loadDemoAudiobooks } from "./audiobooks.ts";
import { claimOnce } from "./claim.ts";
import { loadDemoWebinars } from "./webinars.ts";

/** Stories 6, 14, 22, 30 and 38 are hidden: reachable by link, never listed or found. */
const hiddenStories = new Set([5, 13, 21, 29, 37]);

/**
 * Fills an empty installation with the demo catalogue, through the same commands the admin screens
 * use. Does nothing when the event store holds any event, or when another process has started
 * loading it (the `demo-catalogue` stream is claimed first). The commands run in one session:
 * nothing waits for the read models until the end, and the answer comes once they show it all.
 */
export async function loadDemoCatalogue(services: Services): Promise<{ loaded: boolean; videos: number }> {
  const nothingLoaded = { loaded: false, videos: 0 };
  if ((await services.store.readAll(START, 1)).length > 0) return nothingLoaded;

  const started = Date.now();
  // the library made these itself: its content's history names "demo"
  const commandContext = { ...systemContext(), actor: "demo" };
  // a few hundred events at once: the read models get a minute to show them, not a request's 10 s
  const patient: ProjectionWaiter = { waitFor: (position, options) => services.projections.waitFor(position, { ...options, timeoutMs: 60_000 }) };
  const session = commandSession({ ...services, projections: patient }, commandContext);
  const ctx = { services, run: session.run, commandContext };

  const claim = await session.run("demo-catalogue", claimOnce("DemoCatalogueStarted"), { type: "Claim" });
  if (claim.events.length === 0) return nothingLoaded;

  const themeIds = await themeList.addAll(ctx, demoThemes);
  const filterIds = await filterList.addAll(ctx, demoFilters);
  const languageIds = await languageList.addAll(ctx, demoLanguages);
  await referenceList.addAll(ctx, demoReferences);

  // Created in order, so a story's chosen related videos (always earlier ones) exist already.
  const videoIds = await allocateIds(services.store, "video", demoStories.length, commandContext.actor, commandContext.correlationId);
  for (const [i, story] of demoStories.entries()) {
    await createVideo(ctx, demoVideo(story, i, { themeIds, filterIds, videoIds }), { videoId: videoIds[i]!, position: i + 1 });
  }

  const audiobooks = await loadDemoAudiobooks(ctx, new Map(demoLanguages.map((language, i) => [language.abbreviation, languageIds[i]!])));

  const webinars = await loadDemoWebinars(ctx, () => session.settled());

  await session.settled();
  services.log("Demo catalogue loaded", { videos: demoStories.length, audiobooks, ...webinars, ms: Date.now() - started });
  return { loaded: true, videos: demoStories.length };
}

type AllocatedIds = { themeIds: number[]; filterIds: number[]; videoIds: number[] };

/** The i-th story as a video: availability, filters, media and the rest vary with its position. */
function demoVideo(story: DemoStory, i: number, { themeIds, filterIds, videoIds }: AllocatedIds): VideoInput {
  const [sk, cz, en, es, primarySchools, secondarySchools] = filterIds;
  const filters = [
    i % 7 !== 6 && sk,
    i % 2 === 0 && cz,
    i % 3 !== 2 && en,
    i % 4 === 0 && es,
    i % 3 === 0 && primarySchools,
    i % 2 === 1 && secondarySchools,
  ].filter((id): id is number => typeof id === "number");
  // every story has its own cover, clip, subtitles and methodology sheet (even ones a pupils' worksheet
  // too): a file is public when any item refers to it publicly, so no two items share one
  const number = String(i + 1).padStart(2, "0");
  const methodic = (name: string) => ({ url: `/demo/methodics/${name}`, name });
  const highlightCount = 2 + (i % 3);
  const translated = demoStoryTranslations[i]!;
  const inLang = (pick: (lang: (typeof demoTranslationLangs)[number]) => string) => Object.fromEntries(demoTranslationLangs.map((lang) => [lang, pick(lang)]));
  return {
    title: story.title,
    subtitle: story.subtitle,
    htmlDesc: descriptionHtml(story),
    translations: Object.fromEntries(
      demoTranslationLangs.map((lang) => [lang, { title: translated[lang].title, subtitle: translated[lang].subtitle, htmlDesc: descriptionHtml(translated[lang]) }]),
    ),
    thumbnail: `/demo/covers/story-${number}.svg`,
    availability: [2, 1, 0][i % 3]!,
    mediaUrl: `/demo/media/story-${i + 1}.mp4`,
    subtitles: (["sk", "cz", "en", "es"] as const).map((lang) => ({ lang, url: `/demo/subtitles/story-${i + 1}.${lang}.vtt` })),
    length: "0:30",
    visible: !hiddenStories.has(i),
    note: i % 10 === 0 ? "Demo: doplniť titulky v ďalších jazykoch" : null,
    tags: story.tags,
    themes: story.themes.map((n) => themeIds[n - 1]!),
    filters,
    methodics: [
      { ...methodic(`metodika-${number}.pdf`), order: 1 },
      ...(i % 2 === 0 ? [{ ...methodic(`pracovny-list-${number}.pdf`), order: 2 }] : []),
    ],
    highlights: demoHighlightTimes.slice(0, highlightCount).map((timestamp, h) => ({
      timestamp,
      text: demoHighlightTexts[h]!,
      translations: inLang((lang) => demoHighlightTranslations[lang][h]!),
    })),
    related: i >= 10 && i % 5 === 0 ? [videoIds[i - 3]!, videoIds[i - 9]!] : [],
  };
}


const descriptionHtml = (texts: { subtitle: string; about: string }) => `<p><strong>${texts.subtitle}.</strong></p><p>${texts.about}</p>`;
