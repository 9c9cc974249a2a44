import { ValidationError } from "../../shared/errors.ts";
import type { VideoDraft } from "./decide.ts";
import type { VideoContent } from "./events.ts";

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

/** A new video: visible, for subscribers (availability 0), at `order`, the rest empty. */
export const newVideoDefaults = (order: number): VideoContent => ({
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

/**
 * The content fields the form sets. Methodics and highlights keep the ids that are the video's
 * own; the others, and every tag, are new (no id: ids are taken once the draft is known to be valid).
 */
export function draftOf(input: Partial<VideoInput>, current: VideoContent | null): Partial<VideoDraft> {
  const own = (ids: number[]) => (id: number | null | undefined) => (id != null && ids.includes(id) ? { id } : {});
  const ownMethodic = own(current?.methodics.map((m) => m.id) ?? []);
  const ownHighlight = own(current?.highlights.map((h) => h.id) ?? []);
  const changes: Partial<VideoDraft> = {
    title: input.title ?? undefined,
    subtitle: input.subtitle === undefined ? undefined : (input.subtitle ?? ""),
    thumbnail: input.thumbnail ?? undefined,
    htmlDesc: input.htmlDesc === undefined ? undefined : (input.htmlDesc ?? ""),
    availability: input.availability ?? undefined,
    dacastId: input.dacastId,
    mediaUrl: input.mediaUrl,
    length: input.length,
    visible: input.visible ?? undefined,
    order: input.order ?? undefined,
    note: input.note,
    tags: input.tags?.map((name) => ({ name })),
    themeIds: input.themes ? [...input.themes] : undefined,
    filterIds: input.filters ? [...input.filters] : undefined,
    methodics: input.methodics?.map((m) => ({ ...ownMethodic(m.id), url: m.url, name: m.name, order: m.order })),
    highlights: input.highlights?.map((h) => ({ ...ownHighlight(h.id), timestamp: h.timestamp, text: h.text })),
    relatedVideoIds: input.related ? [...input.related] : undefined,
  };
  // an absent field keeps the video's value
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** The decider names content fields; the client knows the form's (editVideo's argument) names. */
const apiFieldNames: Record<string, string> = { themeIds: "themes", filterIds: "filters", relatedVideoIds: "related" };

/** Runs the checks of a form, reporting a refused field by the form's name for it. */
export async function inApiTerms(check: () => Promise<void>): Promise<void> {
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
