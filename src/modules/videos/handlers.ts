import type { RequestContext } from "../../app/context.ts";
import { handleCommand } from "../../eventstore/command-handler.ts";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { DomainError, type FieldIssue, isDomainError, ValidationError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import type { Availability } from "../access/policy.ts";
import { filterExists } from "../filters/handlers.ts";
import { validateReorder } from "../languages/fields.ts";
import { themeExists } from "../themes/handlers.ts";
import { tagDecider, videoDecider, videoSlugDecider } from "./decide.ts";
import { tagStream, type VideoContent, type VideoState, type VideoTag, videoSlugStream, videoStream } from "./events.ts";
import { nextVideoOrder } from "./queries.ts";

/**
 * The steps around the video decider that need I/O: ids for the video and its new methodics,
 * highlights and tags, the slug reservation, and checks that the themes, filters and related videos
 * it names exist. Bad input is refused by a dry run of the decider before anything is written.
 */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** A methodic or highlight whose id is missing or not one of the video's is new. */
export type MethodicInput = { id?: number | null; url: string; name: string; order: number };
export type HighlightInput = { id?: number | null; timestamp: string; text: string };

/**
 * The fields of the admin's video form (editVideo), plus mediaUrl and the chosen related videos.
 * When editing, an absent field keeps its value; null clears the optional texts.
 */
export type VideoInput = {
  title: string;
  subtitle?: string | null;
  thumbnail: string;
  htmlDesc?: string | null;
  /** Default 0 (subscription). */
  availability?: number | null;
  dacastId?: string | null;
  mediaUrl?: string | null;
  length?: string | null;
  /** Default true. */
  visible?: boolean | null;
  /** Default: after the last video. */
  order?: number | null;
  note?: string | null;
  /** Free tag names. */
  tags?: readonly string[] | null;
  themes: readonly number[];
  filters?: readonly number[] | null;
  methodics?: readonly MethodicInput[] | null;
  highlights?: readonly HighlightInput[] | null;
  related?: readonly number[] | null;
};

/** Stands in for ids not allocated yet while the dry run checks the input. */
const PROVISIONAL_ID = Number.MAX_SAFE_INTEGER;

const newVideoDefaults = (order: number): VideoContent => ({
  title: "",
  subtitle: "",
  thumbnail: "",
  htmlDesc: "",
  availability: 0,
  dacastId: null,
  mediaUrl: null,
  length: null,
  visible: true,
  order,
  note: null,
  tags: [],
  themeIds: [],
  filterIds: [],
  methodics: [],
  highlights: [],
  relatedVideoIds: [],
});

export async function createVideo(ctx: WriteContext, input: VideoInput, options: { videoId?: number } = {}): Promise<{ videoId: number; slug: string }> {
  const order = input.order ?? (await nextVideoOrder(ctx.services.db));
  const draft: VideoContent = { ...newVideoDefaults(order), ...changesOf(input, null) };
  await inApiTerms(async () => {
    videoDecider.decide({ type: "CreateVideo", data: { videoId: options.videoId ?? PROVISIONAL_ID, slug: "-", content: draft } }, videoDecider.initialState());
    await ensureNamedItemsExist(ctx.services.store, draft);
  });

  const videoId = options.videoId ?? (await allocate(ctx, "video", 1))[0]!;
  const content: VideoContent = { ...draft, ...(await withAllocatedIds(ctx, draft, null)) };
  const slug = await reserveSlug(ctx, slugify(content.title), videoId);
  try {
    await ctx.run(videoStream(videoId), videoDecider, { type: "CreateVideo", data: { videoId, slug, content } });
  } catch (error) {
    await releaseSlug(ctx, slug, videoId);
    throw error;
  }
  return { videoId, slug };
}

/** Applies the fields given; returns the slug, which follows a changed title. */
export async function editVideo(ctx: WriteContext, videoId: number, input: Partial<VideoInput>): Promise<{ slug: string }> {
  const state = await loadState(ctx.services.store, videoStream(videoId), videoDecider);
  if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
  const { video } = state;
  const changes = changesOf(input, video.content);
  await inApiTerms(async () => {
    videoDecider.decide({ type: "EditVideo", data: { videoId, changes } }, state);
    await ensureNamedItemsExist(ctx.services.store, changes);
  });

  const allocated = await withAllocatedIds(ctx, changes, video.content);
  const slug = input.title != null && !slugFitsTitle(video.slug, input.title) ? await reserveSlug(ctx, slugify(input.title), videoId) : video.slug;
  try {
    await ctx.run(videoStream(videoId), videoDecider, { type: "EditVideo", data: { videoId, slug, changes: { ...changes, ...allocated } } });
  } catch (error) {
    if (slug !== video.slug) await releaseSlug(ctx, slug, videoId);
    throw error;
  }
  if (slug !== video.slug) await releaseSlug(ctx, video.slug, videoId);
  return { slug };
}

export async function deleteVideo(ctx: WriteContext, videoId: number): Promise<void> {
  const { events } = await ctx.run(videoStream(videoId), videoDecider, { type: "DeleteVideo", data: { videoId } });
  for (const event of events) if (event.type === "VideoDeleted") await releaseSlug(ctx, event.data.slug, videoId);
}

/** Applies the positions of a drag-and-drop reorder (patchVideoOrder), one video at a time. */
export async function reorderVideos(ctx: WriteContext, videos: readonly { id: number; order: number }[]): Promise<void> {
  validateReorder(videos);
  for (const { id, order } of videos) {
    await ctx.run(videoStream(id), videoDecider, { type: "ReorderVideo", data: { videoId: id, order } });
  }
}

export const loadVideo = (store: EventStore, videoId: number): Promise<VideoState> => loadState(store, videoStream(videoId), videoDecider);

// ---------------------------------------------------------------------------------------------
// From the form to the video's content

/**
 * The content fields the input sets. Methodics and highlights keep the ids that are the video's
 * own and get provisional ids otherwise; tags get provisional ids (see withAllocatedIds).
 */
function changesOf(input: Partial<VideoInput>, current: VideoContent | null): Partial<VideoContent> {
  const own = (ids: number[]) => (id: number | null | undefined) => (id != null && ids.includes(id) ? id : PROVISIONAL_ID);
  const ownMethodic = own(current?.methodics.map((m) => m.id) ?? []);
  const ownHighlight = own(current?.highlights.map((h) => h.id) ?? []);
  const changes: Partial<VideoContent> = {
    title: input.title ?? undefined,
    subtitle: input.subtitle === undefined ? undefined : (input.subtitle ?? ""),
    thumbnail: input.thumbnail ?? undefined,
    htmlDesc: input.htmlDesc === undefined ? undefined : (input.htmlDesc ?? ""),
    availability: (input.availability ?? undefined) as Availability | undefined,
    dacastId: input.dacastId,
    mediaUrl: input.mediaUrl,
    length: input.length,
    visible: input.visible ?? undefined,
    order: input.order ?? undefined,
    note: input.note,
    tags: input.tags?.map((name) => ({ id: PROVISIONAL_ID, name })),
    themeIds: input.themes ? [...input.themes] : undefined,
    filterIds: input.filters ? [...input.filters] : undefined,
    methodics: input.methodics?.map((m) => ({ id: ownMethodic(m.id), url: m.url, name: m.name, order: m.order })),
    highlights: input.highlights?.map((h) => ({ id: ownHighlight(h.id), timestamp: h.timestamp, text: h.text })),
    relatedVideoIds: input.related ? [...input.related] : undefined,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** Real ids for the provisional ones: new methodics and highlights, and the tags by name. */
async function withAllocatedIds(ctx: WriteContext, changes: Partial<VideoContent>, current: VideoContent | null): Promise<Partial<VideoContent>> {
  const result: Partial<VideoContent> = {};
  if (changes.methodics) {
    const ids = await allocate(ctx, "methodic", changes.methodics.filter((m) => m.id === PROVISIONAL_ID).length);
    result.methodics = changes.methodics.map((m) => (m.id === PROVISIONAL_ID ? { ...m, id: ids.shift()! } : m));
  }
  if (changes.highlights) {
    const ids = await allocate(ctx, "highlight", changes.highlights.filter((h) => h.id === PROVISIONAL_ID).length);
    result.highlights = changes.highlights.map((h) => (h.id === PROVISIONAL_ID ? { ...h, id: ids.shift()! } : h));
  }
  if (changes.tags) result.tags = await registerTags(ctx, changes.tags.map((t) => t.name), current?.tags ?? []);
  return result;
}

/** Themes, filters and related videos named by the changes must exist (checked on their own streams). */
async function ensureNamedItemsExist(store: EventStore, changes: Partial<VideoContent>): Promise<void> {
  const issues: FieldIssue[] = [];
  const check = async (field: keyof VideoContent, ids: number[] | undefined, exists: (id: number) => Promise<boolean>, code: string) => {
    for (const id of new Set(ids ?? [])) {
      if (!(await exists(id))) {
        issues.push({ field, code, params: { id } });
        return; // the first missing item of a field is the one to show
      }
    }
  };
  await check("themeIds", changes.themeIds, (id) => themeExists(store, id), "THEME_NOT_FOUND");
  await check("filterIds", changes.filterIds, (id) => filterExists(store, id), "FILTER_NOT_FOUND");
  await check("relatedVideoIds", changes.relatedVideoIds, async (id) => (await loadVideo(store, id)).status === "active", "RELATED_VIDEO_NOT_FOUND");
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The decider names content fields; the client knows the form's (editVideo's argument) names. */
const apiFieldNames: Record<string, string> = { themeIds: "themes", filterIds: "filters", relatedVideoIds: "related" };

async function inApiTerms(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.issues.map((issue) => {
        const [first, ...rest] = issue.field.split(".");
        // a tag is a name in the form: "tags.2.name" is the form's "tags.2"
        const path = first === "tags" ? rest.slice(0, 1) : rest;
        return { ...issue, field: [apiFieldNames[first!] ?? first, ...path].join(".") };
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Slugs and tags

/** A slug made from this title, with or without a numeric suffix, can stay. */
function slugFitsTitle(slug: string, title: string): boolean {
  const base = slugify(title);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

const MAX_SLUG_ATTEMPTS = 100;

/** Reserves `base`, or `base-2`, `base-3`… when another video holds it. */
async function reserveSlug(ctx: WriteContext, base: string, videoId: number): Promise<string> {
  for (let n = 1; n <= MAX_SLUG_ATTEMPTS; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await runUnprojected(ctx, videoSlugStream(slug), videoSlugDecider, { type: "ReserveVideoSlug", data: { slug, videoId } });
      return slug;
    } catch (error) {
      if (!(isDomainError(error) && error.code === "VIDEO_SLUG_TAKEN")) throw error;
    }
  }
  throw new DomainError("VIDEO_SLUG_TAKEN", { slug: base });
}

async function releaseSlug(ctx: WriteContext, slug: string, videoId: number): Promise<void> {
  await runUnprojected(ctx, videoSlugStream(slug), videoSlugDecider, { type: "ReleaseVideoSlug", data: { slug, videoId } });
}

/**
 * Tag ids by name: a name already registered (spelled with any case or accents) keeps its id,
 * a new one is registered. The video's current tags are known without reading their streams.
 */
async function registerTags(ctx: WriteContext, names: readonly string[], known: readonly VideoTag[]): Promise<VideoTag[]> {
  const byKey = new Map(known.map((tag) => [slugify(tag.name), tag]));
  const keys = [...new Set(names.map((name) => slugify(name)))];
  const unknown = keys.filter((key) => !byKey.has(key));
  for (const key of unknown) {
    const state = await loadState(ctx.services.store, tagStream(key), tagDecider);
    if (state.tag) byKey.set(key, state.tag);
  }
  const toRegister = unknown.filter((key) => !byKey.has(key));
  const ids = await allocate(ctx, "tag", toRegister.length);
  for (const [i, key] of toRegister.entries()) {
    const name = names.find((n) => slugify(n) === key)!.trim();
    await runUnprojected(ctx, tagStream(key), tagDecider, { type: "RegisterTag", data: { tagId: ids[i]!, name } });
    // a concurrent save may have registered the name first: its id stands
    byKey.set(key, (await loadState(ctx.services.store, tagStream(key), tagDecider)).tag!);
  }
  return keys.map((key) => byKey.get(key)!);
}

// ---------------------------------------------------------------------------------------------

const allocate = (ctx: WriteContext, kind: string, count: number) =>
  allocateIds(ctx.services.store, kind, count, ctx.commandContext.actor, ctx.commandContext.correlationId);

/** Slug and tag streams feed no read model, so there is nothing to wait for. */
const runUnprojected = <S, C, E extends DomainEvent>(ctx: WriteContext, stream: string, decider: Decider<S, C, E>, command: C) =>
  handleCommand(ctx.services.store, stream, decider, command, { actor: ctx.commandContext.actor, correlationId: ctx.commandContext.correlationId });

async function loadState<S, C, E extends DomainEvent>(store: EventStore, stream: string, decider: Decider<S, C, E>): Promise<S> {
  const events = await store.readStream(stream);
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as E), decider.initialState());
}
