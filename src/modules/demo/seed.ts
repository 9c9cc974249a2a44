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
import { type DemoStory, demoFilters, demoHighlightTexts, demoHighlightTimes, demoLanguages, demoReferences, demoStories, demoThemes } from "./catalogue.ts";
import { claimOnce } from "./claim.ts";

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
  const commandContext = systemContext();
  // a few hundred events at once: the read models get a minute to show them, not a request's 10 s
  const patient: ProjectionWaiter = { waitFor: (position, options) => services.projections.waitFor(position, { ...options, timeoutMs: 60_000 }) };
  const session = commandSession({ ...services, projections: patient }, commandContext);
  const ctx = { services, run: session.run, commandContext };

  const claim = await session.run("demo-catalogue", claimOnce("DemoCatalogueStarted"), { type: "Claim" });
  if (claim.events.length === 0) return nothingLoaded;

  const themeIds = await themeList.addAll(ctx, demoThemes);
  const filterIds = await filterList.addAll(ctx, demoFilters);
  await languageList.addAll(ctx, demoLanguages);
  await referenceList.addAll(ctx, demoReferences);

  // Created in order, so a story's chosen related videos (always earlier ones) exist already.
  const videoIds = await allocateIds(services.store, "video", demoStories.length, commandContext.actor, commandContext.correlationId);
  for (const [i, story] of demoStories.entries()) {
    await createVideo(ctx, demoVideo(story, i, { themeIds, filterIds, videoIds }), { videoId: videoIds[i]! });
  }

  await session.settled();
  services.log("Demo catalogue loaded", { videos: demoStories.length, ms: Date.now() - started });
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
  const methodic = (n: number) => ({ url: `/demo/methodics/metodika-${n}.pdf`, name: `metodika-${n}.pdf` });
  const highlightCount = 2 + (i % 3);
  return {
    title: story.title,
    subtitle: story.subtitle,
    htmlDesc: `<p><strong>${story.subtitle}.</strong></p><p>${story.about}</p>`,
    thumbnail: `/demo/thumbnails/thumb-${String((i % 12) + 1).padStart(2, "0")}.jpg`,
    availability: [2, 1, 0][i % 3]!,
    mediaUrl: `/demo/media/story-${(i % 6) + 1}.mp4`,
    length: "0:30",
    visible: !hiddenStories.has(i),
    order: i + 1,
    note: i % 10 === 0 ? "Demo: doplniť titulky v ďalších jazykoch" : null,
    tags: story.tags,
    themes: story.themes.map((n) => themeIds[n - 1]!),
    filters,
    methodics: [
      { ...methodic((i % 4) + 1), order: 1 },
      ...(i % 2 === 0 ? [{ ...methodic(((i + 1) % 4) + 1), order: 2 }] : []),
    ],
    highlights: demoHighlightTimes.slice(0, highlightCount).map((timestamp, h) => ({ timestamp, text: demoHighlightTexts[h]! })),
    related: i >= 10 && i % 5 === 0 ? [videoIds[i - 3]!, videoIds[i - 9]!] : [],
  };
}

