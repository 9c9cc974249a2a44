import type { RequestContext, RunCommand, Services } from "../../app/context.ts";
import { handleCommand, systemContext } from "../../eventstore/command-handler.ts";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { type GlobalPosition, START } from "../../eventstore/types.ts";
import { filterDecider } from "../filters/decide.ts";
import { filterStream } from "../filters/events.ts";
import { languageDecider } from "../languages/decide.ts";
import { languageStream } from "../languages/events.ts";
import { referenceDecider } from "../references/decide.ts";
import { referenceStream } from "../references/events.ts";
import { themeDecider } from "../themes/decide.ts";
import { themeStream } from "../themes/events.ts";
import { createVideo, type VideoInput } from "../videos/handlers.ts";
import {
  type DemoStory,
  demoFilters,
  demoHighlightTexts,
  demoHighlightTimes,
  demoLanguages,
  demoReferences,
  demoStories,
  demoThemes,
} from "./catalogue.ts";

/** Stories 6, 14, 22, 30 and 38 are hidden: reachable by link, never listed or found. */
const hiddenStories = new Set([5, 13, 21, 29, 37]);

/**
 * Fills an empty installation with the demo catalogue, through the same commands the admin screens
 * use. Does nothing when the event store holds any event, or when another process has started
 * loading it (the `demo-catalogue` stream is claimed first). Answers once the read models show it.
 */
export async function loadDemoCatalogue(services: Services): Promise<{ loaded: boolean; videos: number }> {
  const nothingLoaded = { loaded: false, videos: 0 };
  if ((await services.store.readAll(START, 1)).length > 0) return nothingLoaded;

  const started = Date.now();
  const commandContext = systemContext();
  let lastPosition: GlobalPosition | undefined;
  const run: RunCommand = async (streamName, decider, command, options) => {
    const result = await handleCommand(services.store, streamName, decider, command, { ...commandContext, commandId: options?.commandId });
    if (result.appendResult) lastPosition = result.appendResult.position;
    return result;
  };
  const ctx: Pick<RequestContext, "services" | "run" | "commandContext"> = { services, run, commandContext };

  const claim = await run("demo-catalogue", demoCatalogueClaim, { type: "StartDemoCatalogue" });
  if (claim.events.length === 0) return nothingLoaded;

  const ids = async (kind: string, count: number) => allocateIds(services.store, kind, count, commandContext.actor, commandContext.correlationId);

  const themeIds = await ids("theme", demoThemes.length);
  for (const [i, theme] of demoThemes.entries()) {
    await run(themeStream(themeIds[i]!), themeDecider, { type: "AddTheme", data: { ...theme, themeId: themeIds[i]!, order: i + 1 } });
  }
  const filterIds = await ids("filter", demoFilters.length);
  for (const [i, filter] of demoFilters.entries()) {
    await run(filterStream(filterIds[i]!), filterDecider, { type: "AddFilter", data: { ...filter, filterId: filterIds[i]!, order: i + 1 } });
  }
  const languageIds = await ids("language", demoLanguages.length);
  for (const [i, language] of demoLanguages.entries()) {
    await run(languageStream(languageIds[i]!), languageDecider, { type: "AddLanguage", data: { ...language, languageId: languageIds[i]!, order: i + 1 } });
  }
  const referenceIds = await ids("reference", demoReferences.length);
  for (const [i, reference] of demoReferences.entries()) {
    await run(referenceStream(referenceIds[i]!), referenceDecider, { type: "CreateReference", data: { ...reference, referenceId: referenceIds[i]! } });
  }

  // Created in order, so a story's chosen related videos (always earlier ones) exist already.
  const videoIds = await ids("video", demoStories.length);
  for (const [i, story] of demoStories.entries()) {
    await createVideo(ctx, demoVideo(story, i, { themeIds, filterIds, videoIds }), { videoId: videoIds[i]! });
  }

  if (lastPosition) await services.projections.waitFor(lastPosition, { timeoutMs: 60_000 });
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

// A claim on the demo catalogue, so two processes starting on an empty store never both load it.
type DemoCatalogueStarted = DomainEvent<"DemoCatalogueStarted", Record<string, never>>;
const demoCatalogueClaim: Decider<{ started: boolean }, { type: "StartDemoCatalogue" }, DemoCatalogueStarted> = {
  initialState: () => ({ started: false }),
  evolve: () => ({ started: true }),
  decide: (_command, state) => (state.started ? [] : [{ type: "DemoCatalogueStarted", data: {} }]),
};
