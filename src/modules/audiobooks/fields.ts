import type { RequestContext } from "../../app/context.ts";
import type { AudioFileResolvers, AudiobookResolvers } from "../../__generated__/resolvers-types.ts";
import { accessDenial, canPlay, isAdmin } from "../access/index.ts";
import { type MediaAccess, mediaAccess, mediaUrlFor } from "../media/index.ts";
import { fieldOf, localised, TRANSLATION_LANGS } from "../videos/index.ts";
import { fromWhole, loadersOf } from "./loaders.ts";
import { excerptOf } from "./projections/audiobooks.ts";
import { type AudioFileParent, type AudiobookParent, type AudiobookView, isWhole } from "./views.ts";

/**
 * The fields of an Audiobook that depend on the request: texts in its language (with the language
 * they are in), the gate's verdict, file URLs for this viewer (plain for free audiobooks, signed
 * for entitled viewers of members-only ones, null for the rest), and what only library admins see.
 */
const playable = (audiobook: Pick<AudiobookParent, "availability">, ctx: RequestContext) =>
  canPlay(ctx.viewer, audiobook.availability);
export const mediaAccessOf = (audiobook: Pick<AudiobookParent, "availability">, ctx: RequestContext): MediaAccess =>
  mediaAccess({ isFree: audiobook.availability === 2, viewerMayOpen: playable(audiobook, ctx) });
const urlFor = (audiobook: AudiobookView, ctx: RequestContext, url: string) =>
  mediaUrlFor(ctx.services, ctx.viewer, url, mediaAccessOf(audiobook, ctx));

const text = (field: "title" | "subtitle", audiobook: AudiobookParent, ctx: RequestContext) =>
  localised(audiobook[field], fieldOf(audiobook.translations, field), ctx.lang);
const description = (audiobook: AudiobookView, ctx: RequestContext) =>
  localised(audiobook.htmlDesc, fieldOf(audiobook.translations, "htmlDesc"), ctx.lang);
type Args = unknown;
const adminsOnly =
  <T>(read: (audiobook: AudiobookParent, args: Args, ctx: RequestContext) => T) =>
  (audiobook: AudiobookParent, args: Args, ctx: RequestContext) =>
    isAdmin(ctx.viewer) ? read(audiobook, args, ctx) : null;

export const audiobookFields = {
  title: (a, _args, ctx) => text("title", a, ctx).text,
  titleLang: (a, _args, ctx) => text("title", a, ctx).lang,
  subtitle: (a, _args, ctx) => text("subtitle", a, ctx).text,
  subtitleLang: (a, _args, ctx) => text("subtitle", a, ctx).lang,
  excerpt: (a, _args, ctx) =>
    isWhole(a)
      ? excerptOf(description(a, ctx).text)
      : localised(a.excerpt, fieldOf(a.translations, "excerpt"), ctx.lang).text,
  htmlDesc: fromWhole((a, ctx) => description(a, ctx).text, ""),
  htmlDescLang: fromWhole((a, ctx) => description(a, ctx).lang, "sk"),
  thumbnail: (a) => a.thumbnail || null,
  canPlay: (a, _args, ctx) => playable(a, ctx),
  accessDenial: (a, _args, ctx) => accessDenial(ctx.viewer, a.availability)?.denial ?? null,
  accessDenialReason: (a, _args, ctx) => accessDenial(ctx.viewer, a.availability)?.reason ?? null,
  material: fromWhole(
    async (a, ctx) => (a.ebook ? { id: a.ebook.id, name: a.ebook.name, url: await urlFor(a, ctx, a.ebook.url) } : null),
    null,
  ),
  methodics: fromWhole(
    (a, ctx) => Promise.all(a.methodics.map(async (m) => ({ ...m, url: await urlFor(a, ctx, m.url) }))),
    [],
  ),
  audioFiles: fromWhole(
    (a, ctx) =>
      Promise.all(
        a.audioFiles.map(async (file) => ({
          audiobookId: a.id,
          id: file.id,
          name: file.name,
          order: file.order,
          durationSeconds: file.durationSeconds,
          url: await urlFor(a, ctx, file.url),
        })),
      ),
    [],
  ),
  tags: fromWhole((a) => a.tags.map((tag) => ({ id: tag.id, name: tag.name, type: "tags" })), []),
  note: adminsOnly(fromWhole((a) => a.note, null)),
  translations: adminsOnly(
    fromWhole(
      (a) =>
        TRANSLATION_LANGS.map((lang) => ({ lang, title: "", subtitle: "", htmlDesc: "", ...a.translations[lang] })),
      null,
    ),
  ),
  openedStatistic: adminsOnly(async (a, _args, ctx) => (await loadersOf(ctx).counters.load(a.id))?.opened ?? 0),
  downloadedEbookStatistic: adminsOnly(
    async (a, _args, ctx) => (await loadersOf(ctx).counters.load(a.id))?.ebookDownloaded ?? 0,
  ),
  resumePosition: (a, _args, ctx) =>
    ctx.viewer.kind === "user"
      ? loadersOf(ctx)
          .positions.load(a.id)
          .then((p) => p ?? null)
      : null,
} satisfies AudiobookResolvers;

const fileCounter =
  (field: "played" | "listened") => async (file: AudioFileParent, _args: Args, ctx: RequestContext) =>
    isAdmin(ctx.viewer)
      ? ((await loadersOf(ctx).fileCounters.load(file.audiobookId)).get(file.id)?.[field] ?? 0)
      : null;

export const audioFileFields = {
  playedStatistic: fileCounter("played"),
  listenedStatistic: fileCounter("listened"),
} satisfies AudioFileResolvers;
