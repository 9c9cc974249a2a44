import type { RequestContext } from "../../app/context.ts";
import { LANGUAGE_NAMES } from "../../shared/lang.ts";
import { accessDenial, isAdmin } from "../access/index.ts";
import { type MediaAccess, mediaUrlFor } from "../media/index.ts";
import { type Highlight, TRANSLATION_LANGS } from "./events.ts";
import type { VideoCardView, VideoView } from "./queries.ts";
import { fieldOf, localised } from "./translations.ts";

/**
 * The fields of a Video and its Highlights that depend on the request: texts in its language (with
 * the language they are in), caption tracks with URLs for this viewer, the gate's verdict, and the
 * raw translations for library admins.
 */

/** A Video is resolved either from a whole row (detail page) or from a list card (home page). */
type VideoParent = VideoView | VideoCardView;

const text = (field: "title" | "subtitle") => (video: VideoParent, ctx: RequestContext) =>
  localised(video[field], fieldOf(video.translations, field), ctx.lang);

export const localisedCardFields = {
  title: (video: VideoParent, _args: unknown, ctx: RequestContext) => text("title")(video, ctx).text,
  titleLang: (video: VideoParent, _args: unknown, ctx: RequestContext) => text("title")(video, ctx).lang,
  subtitle: (video: VideoParent, _args: unknown, ctx: RequestContext) => text("subtitle")(video, ctx).text,
  subtitleLang: (video: VideoParent, _args: unknown, ctx: RequestContext) => text("subtitle")(video, ctx).lang,
  accessDenial: (video: VideoParent, _args: unknown, ctx: RequestContext) =>
    accessDenial(ctx.viewer, video.availability)?.denial ?? null,
  accessDenialReason: (video: VideoParent, _args: unknown, ctx: RequestContext) =>
    accessDenial(ctx.viewer, video.availability)?.reason ?? null,
};

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
  text: (highlight: Highlight, _args: unknown, ctx: RequestContext) =>
    localised(highlight.text, highlight.translations, ctx.lang).text,
  textLang: (highlight: Highlight, _args: unknown, ctx: RequestContext) =>
    localised(highlight.text, highlight.translations, ctx.lang).lang,
  translations: (highlight: Highlight, _args: unknown, ctx: RequestContext) =>
    isAdmin(ctx.viewer)
      ? TRANSLATION_LANGS.map((lang) => ({ lang, text: highlight.translations?.[lang] ?? "" }))
      : null,
};
