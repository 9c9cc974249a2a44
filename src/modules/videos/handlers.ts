import { aggregateStream } from "../../eventstore/aggregate.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { DomainError, type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import { filterList } from "../filters/index.ts";
import { themeList } from "../themes/index.ts";
import { validateReorder } from "../catalogue-lists/index.ts";
import { checkVideoDraft, type VideoContentInput, type VideoDraft, videoDecider } from "./decide.ts";
import { type VideoContent, type VideoState, videoStream } from "./events.ts";
import { nextVideoOrder } from "./queries.ts";
import { draftOf, inApiTerms, newVideoDefaults, type VideoInput } from "./video-form.ts";
import { allocate, registerTags, releaseSlug, reserveSlug, slugFitsTitle, type WriteContext } from "./video-names.ts";

/**
 * The admin's writes on videos: the form is checked first (its rules, and that the themes,
 * filters and related videos it names exist), then the ids are taken (the video's, its new
 * methodics', highlights' and tags'), the slug reserved, and the command run.
 */

const loadVideo = async (store: EventStore, videoId: number): Promise<VideoState> => (await aggregateStream(store, videoStream(videoId), videoDecider)).state;

/** Themes, filters and related videos named by the changes must exist (checked on their own streams). */
async function ensureNamedItemsExist(store: EventStore, changes: Partial<VideoDraft>): Promise<void> {
  const issues: FieldIssue[] = [];
  const check = async (field: keyof VideoContent, ids: number[] | undefined, exists: (id: number) => Promise<boolean>, code: string) => {
    for (const id of new Set(ids ?? [])) {
      if (!(await exists(id))) {
        issues.push({ field, code, params: { id } });
        return; // the first missing item of a field is the one to show
      }
    }
  };
  await check("themeIds", changes.themeIds, (id) => themeList.exists(store, id), "THEME_NOT_FOUND");
  await check("filterIds", changes.filterIds, (id) => filterList.exists(store, id), "FILTER_NOT_FOUND");
  await check("relatedVideoIds", changes.relatedVideoIds, async (id) => (await loadVideo(store, id)).status === "active", "RELATED_VIDEO_NOT_FOUND");
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The changes with ids for the new methodics and highlights, and the tags' ids by name. */
async function withIds(ctx: WriteContext, changes: Partial<VideoDraft>, current: VideoContent | null): Promise<Partial<VideoContentInput>> {
  const numbered = async <Item extends { id?: number }>(kind: string, items: Item[]) => {
    const ids = await allocate(ctx, kind, items.filter((item) => item.id === undefined).length);
    return items.map((item) => ({ ...item, id: item.id ?? ids.shift()! }));
  };
  const { tags, methodics, highlights, ...rest } = changes;
  return {
    ...rest,
    ...(methodics && { methodics: await numbered("methodic", methodics) }),
    ...(highlights && { highlights: await numbered("highlight", highlights) }),
    ...(tags && { tags: await registerTags(ctx, tags.map((tag) => tag.name), current?.tags ?? []) }),
  };
}

/** Creates a video from the form (with an id taken beforehand: the demo catalogue); returns its id and slug. */
export async function createVideo(ctx: WriteContext, input: VideoInput, options: { videoId?: number } = {}): Promise<{ videoId: number; slug: string }> {
  const order = input.order ?? (await nextVideoOrder(ctx.services.db));
  const draft: VideoDraft = { ...newVideoDefaults(order), ...draftOf(input, null) };
  await inApiTerms(async () => {
    checkVideoDraft(options.videoId, draft);
    await ensureNamedItemsExist(ctx.services.store, draft);
  });

  const videoId = options.videoId ?? (await allocate(ctx, "video", 1))[0]!;
  const content: VideoContentInput = { ...newVideoDefaults(order), ...(await withIds(ctx, draft, null)) };
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
  const state = await loadVideo(ctx.services.store, videoId);
  if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
  const { video } = state;
  const changes = draftOf(input, video.content);
  await inApiTerms(async () => {
    checkVideoDraft(videoId, { ...video.content, ...changes });
    await ensureNamedItemsExist(ctx.services.store, changes);
  });

  const numbered = await withIds(ctx, changes, video.content);
  const slug = input.title != null && !slugFitsTitle(video.slug, input.title) ? await reserveSlug(ctx, slugify(input.title), videoId) : video.slug;
  try {
    await ctx.run(videoStream(videoId), videoDecider, { type: "EditVideo", data: { videoId, slug, changes: numbered } });
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
