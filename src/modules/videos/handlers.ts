import { aggregateStream } from "../../eventstore/aggregate.ts";
import { assertRevision } from "../../eventstore/revision-check.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { DomainError, type ErrorCode, type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import { filterList } from "../filters/index.ts";
import { themeList } from "../themes/index.ts";
import { checkReferences, type NamedReference, newCover } from "../uploads/index.ts";
import { validateBoth, validateOrder } from "../catalogue-lists/index.ts";
import { checkVideoDraft, type VideoContentInput, type VideoDraft, videoDecider } from "./decide.ts";
import { type VideoContent, type VideoState, videoStream } from "./events.ts";
import { reorderVideos } from "./order.ts";
import { nextVideoOrder } from "./queries.ts";
import { draftOf, inApiTerms, newVideoDefaults, type VideoFormInput } from "./form.ts";
import { allocate, requestedSlug, slugIssue, type WriteContext } from "../catalogue-items/index.ts";
import { registerTags, videoSlugs } from "./registries.ts";

/**
 * The admin's writes on videos: the form is checked first (its rules, that the themes, filters
 * and related videos it names exist, and that a new cover is an uploaded image), then the ids
 * are taken (the video's, its new methodics', highlights' and tags'), the slug reserved, and the
 * command run.
 */

const loadVideo = async (store: EventStore, videoId: number): Promise<VideoState> =>
  (await aggregateStream(store, videoStream(videoId), videoDecider)).state;

/** Themes, filters and related videos named by the changes must exist (checked on their own streams). */
async function ensureNamedItemsExist(store: EventStore, changes: Partial<VideoDraft>): Promise<void> {
  const issues: FieldIssue[] = [];
  const check = async (
    field: keyof VideoContent,
    ids: number[] | undefined,
    exists: (id: number) => Promise<boolean>,
    code: ErrorCode,
  ) => {
    for (const id of new Set(ids ?? [])) {
      if (!(await exists(id))) {
        issues.push({ field, code, params: { id } });
        return; // the first missing item of a field is the one to show
      }
    }
  };
  await check("themeIds", changes.themeIds, (id) => themeList.exists(store, id), "THEME_NOT_FOUND");
  await check("filterIds", changes.filterIds, (id) => filterList.exists(store, id), "FILTER_NOT_FOUND");
  await check(
    "relatedVideoIds",
    changes.relatedVideoIds,
    async (id) => (await loadVideo(store, id)).status === "active",
    "RELATED_VIDEO_NOT_FOUND",
  );
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * The changes with ids for the new methodics and highlights, and the tags' ids by name. No
 * highlight gets id 1: the form sends an id of 1 or lower as a new highlight, so one with id 1
 * could never be kept.
 */
async function withIds(
  ctx: WriteContext,
  changes: Partial<VideoDraft>,
  current: VideoContent | null,
): Promise<Partial<VideoContentInput>> {
  const numbered = async <Item extends { id?: number }>(kind: string, items: Item[], lowest = 1) => {
    const wanted = items.filter((item) => item.id === undefined).length;
    let ids = (await allocate(ctx, kind, wanted)).filter((id) => id >= lowest);
    if (ids.length < wanted) ids = [...ids, ...(await allocate(ctx, kind, wanted - ids.length))];
    return items.map((item) => ({ ...item, id: item.id ?? ids.shift()! }));
  };
  const { tags, methodics, highlights, ...rest } = changes;
  return {
    ...rest,
    ...(methodics && { methodics: await numbered("methodic", methodics) }),
    ...(highlights && { highlights: await numbered("highlight", highlights, 2) }),
    ...(tags && {
      tags: await registerTags(
        ctx,
        tags.map((tag) => tag.name),
        current?.tags ?? [],
      ),
    }),
  };
}

/** The form's rules, its position (when it gives one) and the address chosen: one answer naming every bad field. */
function checkForm(
  videoId: number | undefined,
  draft: VideoDraft,
  order: number | null | undefined,
  slug?: string | null,
) {
  const slugError = slug == null ? undefined : slugIssue(slug);
  try {
    validateBoth(
      () => checkVideoDraft(videoId, draft),
      () => (order == null ? undefined : validateOrder(order)),
    );
  } catch (error) {
    if (slugError && error instanceof ValidationError) throw new ValidationError([...error.issues, slugError]);
    throw error;
  }
  if (slugError) throw new ValidationError([slugError]);
}

/**
 * What a loader of many videos (the demo catalogue, the benchmarks' data) gives besides the form:
 * the id it took beforehand, and the video's number in the list, recorded as given. A loader runs
 * its commands without waiting for the read models, which therefore cannot tell it where the list
 * ends.
 */
export type VideoLoading = { videoId?: number; position?: number };

/** The methodologies the form adds (no id yet): each a PDF uploaded with uploadMethodic, or one of the demo folder. */
const newMethodics = (methodics: VideoDraft["methodics"] | undefined): NamedReference[] =>
  (methodics ?? []).flatMap((m, i) =>
    m.id === undefined
      ? [{ field: `methodics.${i}.url`, url: m.url, kind: "methodic" as const, refusal: "METHODIC_NOT_UPLOADED" }]
      : [],
  );

/**
 * Creates a video from the form; returns its id and slug. It goes after the last video; a position
 * the form gives inside the list then moves it there, as a drag and drop would (order.ts), so the
 * list stays numbered 1…n. The form's rules answer REQUIRED for a missing title, thumbnail or theme.
 */
export async function createVideo(
  ctx: WriteContext,
  input: VideoFormInput,
  options: VideoLoading = {},
): Promise<{ videoId: number; slug: string }> {
  const draft: VideoDraft = { ...newVideoDefaults(), ...draftOf(input, null) };
  await inApiTerms(async () => {
    checkForm(options.videoId, draft, input.order);
    await ensureNamedItemsExist(ctx.services.store, draft);
    await checkReferences(ctx.services, [...newCover(draft.thumbnail, null), ...newMethodics(draft.methodics)]);
  });

  const end = options.position ?? (await nextVideoOrder(ctx.services.db));
  const videoId = options.videoId ?? (await allocate(ctx, "video", 1))[0]!;
  const content: VideoContentInput = { ...newVideoDefaults(), ...(await withIds(ctx, draft, null)) };
  const slug = await videoSlugs.reserve(ctx, slugify(content.title), videoId);
  try {
    await ctx.run(videoStream(videoId), videoDecider, {
      type: "CreateVideo",
      data: { videoId, slug, order: end, content },
    });
  } catch (error) {
    await videoSlugs.release(ctx, slug, videoId);
    throw error;
  }
  if (options.position === undefined && input.order != null && input.order < end)
    await reorderVideos(ctx, [{ id: videoId, order: input.order }]);
  return { videoId, slug };
}

/**
 * Applies the fields given; returns the slug. A new title keeps the address; a slug the admin
 * chose is reserved exactly (another video's current or former slug is VIDEO_SLUG_TAKEN on `slug`)
 * and the one left stays reserved by this video, which it redirects to. A position given moves
 * the video there in the library's list (a drag and drop of one video), after the edit.
 */
export async function editVideo(
  ctx: WriteContext,
  videoId: number,
  input: VideoFormInput,
  expectedRevision?: bigint,
): Promise<{ slug: string }> {
  const state = await loadVideo(ctx.services.store, videoId);
  if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
  await assertRevision(ctx.services.store, videoStream(videoId), expectedRevision);
  const { video } = state;
  const changes = draftOf(input, video.content);
  const asked = requestedSlug(video.slug, input.slug);
  await inApiTerms(async () => {
    checkForm(videoId, { ...video.content, ...changes }, input.order, asked);
    await ensureNamedItemsExist(ctx.services.store, changes);
    await checkReferences(ctx.services, [
      ...newCover(changes.thumbnail, video.content.thumbnail),
      ...newMethodics(changes.methodics),
    ]);
  });

  // claimed before anything else is written, so a taken address changes nothing
  const claimedAnew = asked !== null && (await videoSlugs.claim(ctx, asked, videoId));
  const slug = asked ?? video.slug;
  try {
    const numbered = await withIds(ctx, changes, video.content);
    await ctx.run(
      videoStream(videoId),
      videoDecider,
      { type: "EditVideo", data: { videoId, slug, changes: numbered } },
      { expectedRevision },
    );
  } catch (error) {
    if (claimedAnew) await videoSlugs.release(ctx, slug, videoId);
    throw error;
  }
  if (input.order != null) await reorderVideos(ctx, [{ id: videoId, order: input.order }]);
  return { slug };
}

/** Deletes the video and frees every address it had: its current slug and the former ones that redirected to it. */
export async function deleteVideo(ctx: WriteContext, videoId: number): Promise<void> {
  const { events } = await ctx.run(videoStream(videoId), videoDecider, { type: "DeleteVideo", data: { videoId } });
  for (const event of events) {
    if (event.type !== "VideoDeleted") continue;
    for (const slug of [event.data.slug, ...(event.data.formerSlugs ?? [])])
      await videoSlugs.release(ctx, slug, videoId);
  }
}
