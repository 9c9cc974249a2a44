import type { RequestContext } from "../../app/context.ts";
import type { HighlightResolvers, VideoResolvers } from "../../__generated__/resolvers-types.ts";
import { LANGUAGE_NAMES } from "../../shared/lang.ts";
import { accessDenial, isAdmin } from "../access/index.ts";
import { type MediaAccess, mediaUrlFor } from "../media/index.ts";
import { TRANSLATION_LANGS } from "./events.ts";
import type { VideoParent, VideoView } from "./queries.ts";
import { fieldOf, localised } from "./translations.ts";

/**
 * The fields of a Video and its Highlights that depend on the request: texts in its language (with
 * the language they are in), caption tracks with URLs for this viewer, the gate's verdict, and the
 * raw translations for library admins.
 */

const text = (field: "title" | "subtitle") => (video: VideoParent, ctx: RequestContext) =>
  localised(video[field], fieldOf(video.translations, field), ctx.lang);

export const localisedCardFields = {
  title: (video, _args, ctx) => text("title")(video, ctx).text,
  titleLang: (video, _args, ctx) => text("title")(video, ctx).lang,
  subtitle: (video, _args, ctx) => text("subtitle")(video, ctx).text,
  subtitleLang: (video, _args, ctx) => text("subtitle")(video, ctx).lang,
  accessDenial: (video, _args, ctx) => accessDenial(ctx.viewer, video.availability)?.denial ?? null,
  accessDenialReason: (video, _args, ctx) => accessDenial(ctx.viewer, video.availability)?.reason ?? null,
} satisfies VideoResolvers;

/** Fields read from the whole video (the card does not carry them). */
export const localisedWholeFields = {
  htmlDesc: (video: VideoView, ctx: RequestContext) =>
    localised(video.htmlDesc, fieldOf(video.translations, "htmlDesc"), ctx.lang).text,
  htmlDescLang: (video: VideoView, ctx: RequestContext) =>
    localised(video.htmlDesc, fieldOf(video.translations, "htmlDesc"), ctx.lang).lang,
  translations: (video: VideoView, ctx: RequestContext) =>
    isAdmin(ctx.viewer)
      ? TRANSLATION_LANGS.map((lang) => ({
          lang,
          title: "",
          subtitle: "",
          htmlDesc: "",
          ...video.translations?.[lang],
        }))
      : null,
  /** Every track with its label; the URL as the video's media: plain, signed, or none for a viewer who may not play. */
  subtitles: (video: VideoView, ctx: RequestContext, access: MediaAccess) =>
    Promise.all(
      (video.subtitles ?? []).map(async (track) => ({
        lang: track.lang,
        label: LANGUAGE_NAMES[ctx.lang][track.lang],
        url: await mediaUrlFor(ctx.services, ctx.viewer, track.url, access),
      })),
    ),
};

export const highlightFields = {
  text: (highlight, _args, ctx) => localised(highlight.text, highlight.translations, ctx.lang).text,
  textLang: (highlight, _args, ctx) => localised(highlight.text, highlight.translations, ctx.lang).lang,
  translations: (highlight, _args, ctx) =>
    isAdmin(ctx.viewer)
      ? TRANSLATION_LANGS.map((lang) => ({ lang, text: highlight.translations?.[lang] ?? "" }))
      : null,
} satisfies HighlightResolvers;
