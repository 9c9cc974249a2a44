import { aggregateStream } from "../../eventstore/aggregate.ts";
import { assertRevision } from "../../eventstore/revision-check.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { slugify } from "../../shared/text.ts";
import { validateBoth, validateOrder } from "../catalogue-lists/index.ts";
import { languageList } from "../languages/index.ts";
import { newCover } from "../uploads/index.ts";
import { registerTags } from "../videos/index.ts";
import { type AudiobookContentInput, type AudiobookDraft, audiobookDecider, checkAudiobookDraft } from "./decide.ts";
import { type AudiobookContent, type AudiobookState, audiobookStream } from "./events.ts";
import { audioDurations, checkFiles, type NamedFile } from "./files.ts";
import { type AudiobookInput, draftOf, inApiTerms, newAudiobookDefaults } from "./form.ts";
import { audiobookOrder, reorderAudiobooks } from "./order.ts";
import { audiobookSlugs } from "./registries.ts";
import { allocate, requestedSlug, slugIssue, type WriteContext } from "../catalogue-items/index.ts";

/**
 * The admin's writes on audiobooks: the form is checked first (its rules, that its language exists
 * and that its cover and files are uploads of the right kind), then the new audio files' lengths
 * are read, the ids taken (the audiobook's, its new files', methodologies' and tags'), the slug
 * reserved, and the command run. A refused form writes nothing.
 */
export const loadAudiobook = async (
  ctx: Pick<WriteContext, "services">,
  audiobookId: number,
): Promise<AudiobookState> =>
  (await aggregateStream(ctx.services.store, audiobookStream(audiobookId), audiobookDecider)).state;

/** The new files the changes name (a cover other than the current one, files without an id yet), each with the form's field it stands in. */
function newFiles(changes: Partial<AudiobookDraft>, current: AudiobookContent | null): NamedFile[] {
  return [
    ...newCover(changes.thumbnail, current?.thumbnail),
    ...(changes.audioFiles ?? []).flatMap((file, i) =>
      file.id === undefined ? [{ field: `audioFiles.${i}.url`, url: file.url, kind: "audio" as const }] : [],
    ),
    ...(changes.ebook && changes.ebook.id === undefined
      ? [{ field: "materials", url: changes.ebook.url, kind: "material" as const }]
      : []),
    ...(changes.methodics ?? []).flatMap((m, i) =>
      m.id === undefined ? [{ field: `methodics.${i}.url`, url: m.url, kind: "methodic" as const }] : [],
    ),
  ];
}

/** The form's rules, its position and address, its language and its files, in that order; then the new audio files' lengths. */
async function checkForm(
  ctx: WriteContext,
  draft: AudiobookDraft,
  changes: Partial<AudiobookDraft>,
  order: number | null | undefined,
  current: AudiobookContent | null,
  slug: string | null = null,
): Promise<number[]> {
  return inApiTerms(async () => {
    const slugError = slug === null ? undefined : slugIssue(slug);
    try {
      validateBoth(
        () => checkAudiobookDraft(draft),
        () => (order == null ? undefined : validateOrder(order)),
      );
    } catch (error) {
      if (slugError && error instanceof ValidationError) throw new ValidationError([...error.issues, slugError]);
      throw error;
    }
    if (slugError) throw new ValidationError([slugError]);
    if (changes.languageId != null && !(await languageList.exists(ctx.services.store, changes.languageId))) {
      throw new ValidationError([{ field: "languageId", code: "LANGUAGE_NOT_FOUND" }]);
    }
    const files = newFiles(changes, current);
    await checkFiles(ctx.services, files);
    return audioDurations(
      ctx.services,
      files.filter((file) => file.kind === "audio"),
    );
  });
}

/** The changes with ids for the new files, methodologies and e-book, the read lengths, and the tags' ids by name. */
async function withIds(
  ctx: WriteContext,
  changes: Partial<AudiobookDraft>,
  durations: number[],
  current: AudiobookContent | null,
): Promise<Partial<AudiobookContentInput>> {
  const idsFor = async <Item extends { id?: number }>(kind: string, items: Item[]) => {
    const ids = await allocate(ctx, kind, items.filter((item) => item.id === undefined).length);
    return items.map((item) => ({ ...item, id: item.id ?? ids.shift()! }));
  };
  const lengths = [...durations];
  const { tags, methodics, audioFiles, ebook, ...rest } = changes;
  return {
    ...rest,
    ...(methodics && { methodics: await idsFor("methodic", methodics) }),
    ...(audioFiles && {
      audioFiles: (await idsFor("audio-file", audioFiles)).map((file) => ({
        ...file,
        durationSeconds: file.durationSeconds ?? lengths.shift()!,
      })),
    }),
    ...(ebook !== undefined && { ebook: ebook && (await idsFor("material", [ebook]))[0]! }),
    ...(tags && {
      tags: await registerTags(
        ctx,
        tags.map((tag) => tag.name),
        current?.tags ?? [],
      ),
    }),
  };
}

/** What a loader of many audiobooks (the demo catalogue) gives besides the form: the id it took, and the audiobook's place. */
export type AudiobookLoading = { audiobookId?: number; position?: number };

/** Creates an audiobook from the form (after the last one; a position inside the list moves it there); returns its id and slug. */
export async function createAudiobook(
  ctx: WriteContext,
  input: AudiobookInput,
  options: AudiobookLoading = {},
): Promise<{ audiobookId: number; slug: string }> {
  const changes = draftOf(input, null);
  const draft: AudiobookDraft = { ...newAudiobookDefaults(), ...changes };
  const durations = await checkForm(ctx, draft, draft, input.order, null);
  const end = options.position ?? (await audiobookOrder.next(ctx.services.db));
  const audiobookId = options.audiobookId ?? (await allocate(ctx, "audiobook", 1))[0]!;
  const content = { ...draft, ...(await withIds(ctx, draft, durations, null)) } as AudiobookContentInput;
  const slug = await audiobookSlugs.reserve(ctx, slugify(content.title), audiobookId);
  try {
    await ctx.run(audiobookStream(audiobookId), audiobookDecider, {
      type: "CreateAudiobook",
      data: { audiobookId, slug, order: end, content },
    });
  } catch (error) {
    await audiobookSlugs.release(ctx, slug, audiobookId);
    throw error;
  }
  if (options.position === undefined && input.order != null && input.order < end)
    await reorderAudiobooks(ctx, [{ id: audiobookId, order: input.order }]);
  return { audiobookId, slug };
}

/**
 * Applies the fields given (an absent one keeps its value); a position given moves the audiobook
 * there afterwards. A new title keeps the address; a slug the admin chose is reserved exactly
 * (another audiobook's current or former slug is AUDIOBOOK_SLUG_TAKEN on `slug`) and the one left
 * stays reserved by this audiobook, which it redirects to.
 */
export async function editAudiobook(
  ctx: WriteContext,
  audiobookId: number,
  input: AudiobookInput,
  expectedRevision?: bigint,
): Promise<{ slug: string }> {
  const state = await loadAudiobook(ctx, audiobookId);
  if (state.status !== "active") throw new DomainError("AUDIOBOOK_NOT_FOUND");
  await assertRevision(ctx.services.store, audiobookStream(audiobookId), expectedRevision);
  const { audiobook } = state;
  const changes = draftOf(input, audiobook.content);
  const asked = requestedSlug(audiobook.slug, input.slug);
  const draft = { ...audiobook.content, ...changes };
  const durations = await checkForm(ctx, draft, changes, input.order, audiobook.content, asked);
  // claimed before anything else is written, so a taken address changes nothing
  const claimedAnew = asked !== null && (await audiobookSlugs.claim(ctx, asked, audiobookId));
  const slug = asked ?? audiobook.slug;
  try {
    const content = {
      ...audiobook.content,
      ...(await withIds(ctx, changes, durations, audiobook.content)),
    } as AudiobookContentInput;
    await ctx.run(
      audiobookStream(audiobookId),
      audiobookDecider,
      { type: "EditAudiobook", data: { audiobookId, slug, content } },
      { expectedRevision },
    );
  } catch (error) {
    if (claimedAnew) await audiobookSlugs.release(ctx, slug, audiobookId);
    throw error;
  }
  if (input.order != null) await reorderAudiobooks(ctx, [{ id: audiobookId, order: input.order }]);
  return { slug };
}

export async function deleteAudiobook(ctx: WriteContext, audiobookId: number): Promise<void> {
  const { events } = await ctx.run(audiobookStream(audiobookId), audiobookDecider, {
    type: "DeleteAudiobook",
    data: { audiobookId },
  });
  // every address it had is freed: the current one and the former ones that redirected to it
  for (const event of events) {
    if (event.type !== "AudiobookDeleted") continue;
    for (const slug of [event.data.slug, ...(event.data.formerSlugs ?? [])])
      await audiobookSlugs.release(ctx, slug, audiobookId);
  }
}
