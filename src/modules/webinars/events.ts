import type { DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { formerSlugsAfter } from "../../shared/slugs.ts";
import type { OwnFile, OwnTag } from "../catalogue-items/index.ts";
import type { FileReference } from "../media/index.ts";

/**
 * Webinars, one stream each (`webinar-<id>`), and packs (`webinar-pack-<id>`). Their events say
 * what the admin did: created, edited, hid or showed, deleted. The library's order of webinars and
 * of packs is one stream each (`webinar-list`, `webinar-pack-list`: the whole order, see order.ts).
 * Admissions live on streams of their own (admission.ts).
 */
export const webinarStream = (webinarId: number) => `webinar-${webinarId}`;
export const webinarPackStream = (webinarPackId: number) => `webinar-pack-${webinarPackId}`;
export const WEBINAR_LIST_STREAM = "webinar-list";
export const WEBINAR_PACK_LIST_STREAM = "webinar-pack-list";

/** A document (PDF) of a webinar. */
export type WebinarMaterial = OwnFile;
export type WebinarHighlight = { id: number; timestamp: string; text: string };

/** What the admin's form edits besides the visibility (WebinarEdited carries all of it). */
export type WebinarDetails = {
  title: string;
  thumbnail: string;
  /** Sanitised HTML. */
  htmlDesc: string;
  priceCents: number;
  availableFor: number;
  dacastId: string | null;
  mediaUrl: string | null;
  length: string | null;
  tags: OwnTag[];
  materials: WebinarMaterial[];
  highlights: WebinarHighlight[];
};
export type WebinarContent = WebinarDetails & { visible: boolean };

/** `files`: every file the webinar refers to after the event and whether it is public (the media module's registry). */
type Files = { files: FileReference[] };
type Id = { webinarId: number };

export type WebinarCreated = DomainEvent<
  "WebinarCreated",
  Id & WebinarContent & Files & { slug: string; order: number }
>;
/** `formerSlug`: the address the edit left (the admin chose another one), which keeps leading here. */
export type WebinarEdited = DomainEvent<
  "WebinarEdited",
  Id & WebinarDetails & Files & { slug: string; formerSlug?: string }
>;
export type WebinarHidden = DomainEvent<"WebinarHidden", Id>;
export type WebinarShown = DomainEvent<"WebinarShown", Id>;
/** `formerSlugs`: the addresses it had before, released with `slug` (absent when it never changed). */
export type WebinarDeleted = DomainEvent<"WebinarDeleted", Id & Files & { slug: string; formerSlugs?: string[] }>;
export type WebinarEvent = WebinarCreated | WebinarEdited | WebinarHidden | WebinarShown | WebinarDeleted;

export const webinarEvents = eventCodec<WebinarEvent>({
  types: { WebinarCreated: true, WebinarEdited: true, WebinarHidden: true, WebinarShown: true, WebinarDeleted: true },
});

export type WebinarPackDetails = {
  title: string;
  htmlDesc: string;
  priceCents: number;
  availableFor: number;
  /** The included webinars in the pack's order. */
  webinarIds: number[];
};
export type WebinarPackContent = WebinarPackDetails & { visible: boolean };
type PackId = { webinarPackId: number };

export type WebinarPackCreated = DomainEvent<
  "WebinarPackCreated",
  PackId & WebinarPackContent & { slug: string; order: number }
>;
export type WebinarPackEdited = DomainEvent<
  "WebinarPackEdited",
  PackId & WebinarPackDetails & { slug: string; formerSlug?: string }
>;
export type WebinarPackHidden = DomainEvent<"WebinarPackHidden", PackId>;
export type WebinarPackShown = DomainEvent<"WebinarPackShown", PackId>;
export type WebinarPackDeleted = DomainEvent<"WebinarPackDeleted", PackId & { slug: string; formerSlugs?: string[] }>;
/** A webinar of the pack was deleted, so it left the pack (before its own deletion); `title` as it was. */
export type WebinarPackWebinarRemoved = DomainEvent<
  "WebinarPackWebinarRemoved",
  PackId & { webinarId: number; title: string }
>;
export type WebinarPackEvent =
  | WebinarPackCreated
  | WebinarPackEdited
  | WebinarPackHidden
  | WebinarPackShown
  | WebinarPackDeleted
  | WebinarPackWebinarRemoved;

export const webinarPackEvents = eventCodec<WebinarPackEvent>({
  types: {
    WebinarPackCreated: true,
    WebinarPackEdited: true,
    WebinarPackHidden: true,
    WebinarPackShown: true,
    WebinarPackDeleted: true,
    WebinarPackWebinarRemoved: true,
  },
});

/**
 * The state of an item stream: none yet, active with its slug and content, or deleted.
 * `formerSlugs`: the addresses it had before its current one, still reserved by it and leading to it.
 */
export type ItemState<Content> =
  | { status: "none" }
  | { status: "active"; slug: string; formerSlugs: string[]; content: Content }
  | { status: "deleted" };

const formerOf = (state: ItemState<unknown>, slug: string): string[] =>
  state.status === "active" ? formerSlugsAfter(state.formerSlugs, state.slug, slug) : [];

export function evolveWebinar(state: ItemState<WebinarContent>, event: WebinarEvent): ItemState<WebinarContent> {
  switch (event.type) {
    case "WebinarCreated": {
      const { webinarId: _id, slug, order: _order, files: _files, ...content } = event.data;
      return { status: "active", slug, formerSlugs: [], content };
    }
    case "WebinarEdited": {
      if (state.status !== "active") return state;
      const { webinarId: _id, slug, files: _files, formerSlug: _former, ...details } = event.data;
      return {
        status: "active",
        slug,
        formerSlugs: formerOf(state, slug),
        content: { ...details, visible: state.content.visible },
      };
    }
    case "WebinarHidden":
    case "WebinarShown":
      return state.status === "active"
        ? { ...state, content: { ...state.content, visible: event.type === "WebinarShown" } }
        : state;
    case "WebinarDeleted":
      return { status: "deleted" };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}

export function evolveWebinarPack(
  state: ItemState<WebinarPackContent>,
  event: WebinarPackEvent,
): ItemState<WebinarPackContent> {
  switch (event.type) {
    case "WebinarPackCreated": {
      const { webinarPackId: _id, slug, order: _order, ...content } = event.data;
      return { status: "active", slug, formerSlugs: [], content };
    }
    case "WebinarPackEdited": {
      if (state.status !== "active") return state;
      const { webinarPackId: _id, slug, formerSlug: _former, ...details } = event.data;
      return {
        status: "active",
        slug,
        formerSlugs: formerOf(state, slug),
        content: { ...details, visible: state.content.visible },
      };
    }
    case "WebinarPackHidden":
    case "WebinarPackShown":
      return state.status === "active"
        ? { ...state, content: { ...state.content, visible: event.type === "WebinarPackShown" } }
        : state;
    case "WebinarPackDeleted":
      return { status: "deleted" };
    case "WebinarPackWebinarRemoved":
      return state.status === "active"
        ? {
            ...state,
            content: {
              ...state.content,
              webinarIds: state.content.webinarIds.filter((id) => id !== event.data.webinarId),
            },
          }
        : state;
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
