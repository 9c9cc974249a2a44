import { isDeepStrictEqual } from "node:util";
import * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { sanitizeRichText } from "../../shared/rich-text.ts";
import { isHighlightTimestamp } from "../../shared/formats.ts";
import { contentTextLimits as max } from "../../shared/limits.ts";
import { RequiredTextUpTo, RichTextUpTo, TextUpTo, validate } from "../../shared/validation.ts";
import {
  blankToNull,
  ItemId,
  MediaLength,
  MediaUrl,
  numbered,
  OptionalText,
  OwnFileFields,
  OwnTags,
} from "../catalogue-items/index.ts";
import { validateBoth, validateOrder } from "../catalogue-lists/index.ts";
import type { FileReference } from "../media/index.ts";
import {
  evolveWebinar,
  evolveWebinarPack,
  type ItemState,
  type WebinarContent,
  type WebinarEvent,
  webinarEvents,
  type WebinarPackContent,
  type WebinarPackEvent,
  webinarPackEvents,
} from "./events.ts";

/**
 * The rules of webinars and packs (reference.md §5: a webinar needs a title; price required and a
 * number, availableFor digits only). Prices are whole cents inside: the API's euro decimal is
 * turned into cents before a command is made (form.ts).
 */
const PriceCents = Schema.Number.check(
  Schema.makeFilter((n: number) => (Number.isSafeInteger(n) && n >= 0 && n <= 10_000_000) || "PRICE_INVALID"),
);
const Days = Schema.Number.check(
  Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 1 && n <= 3650) || "AVAILABLE_FOR_INVALID"),
);
const Timestamp = Schema.Trim.check(Schema.makeFilter((s: string) => isHighlightTimestamp(s) || "TIME_FORMAT_INVALID"));

const WebinarSchema = Schema.Struct({
  title: RequiredTextUpTo(max.title),
  thumbnail: TextUpTo(max.address),
  htmlDesc: RichTextUpTo(max.richText),
  priceCents: PriceCents,
  availableFor: Days,
  dacastId: OptionalText(max.address),
  mediaUrl: MediaUrl,
  length: MediaLength,
  visible: Schema.Boolean,
  tags: OwnTags(ItemId),
  materials: Schema.Array(Schema.Struct(OwnFileFields(ItemId))),
  highlights: Schema.Array(Schema.Struct({ id: ItemId, timestamp: Timestamp, text: RequiredTextUpTo(max.highlight) })),
});

const PackSchema = Schema.Struct({
  title: RequiredTextUpTo(max.title),
  htmlDesc: RichTextUpTo(max.richText),
  priceCents: PriceCents,
  availableFor: Days,
  visible: Schema.Boolean,
  webinarIds: Schema.Array(ItemId),
});

export function validateWebinarContent(input: WebinarContent): WebinarContent {
  const valid = validate(WebinarSchema, input);
  return {
    ...valid,
    htmlDesc: sanitizeRichText(valid.htmlDesc),
    dacastId: blankToNull(valid.dacastId),
    mediaUrl: blankToNull(valid.mediaUrl),
    length: blankToNull(valid.length),
    tags: [...valid.tags],
    materials: numbered(valid.materials),
    highlights: [...valid.highlights],
  };
}

export function validatePackContent(input: WebinarPackContent): WebinarPackContent {
  const valid = validate(PackSchema, input);
  return { ...valid, htmlDesc: sanitizeRichText(valid.htmlDesc), webinarIds: [...new Set(valid.webinarIds)] };
}

/** The files a webinar refers to: the cover for everybody, the media and materials only through signed URLs. */
export const webinarFiles = (
  content: Pick<WebinarContent, "thumbnail" | "mediaUrl" | "materials">,
): FileReference[] => [
  ...(content.thumbnail ? [{ url: content.thumbnail, public: true }] : []),
  ...(content.mediaUrl ? [{ url: content.mediaUrl, public: false }] : []),
  ...content.materials.map((material) => ({ url: material.url, public: false })),
];

export type WebinarCommand =
  | { type: "CreateWebinar"; data: { webinarId: number; slug: string; order: number; content: WebinarContent } }
  | { type: "EditWebinar"; data: { webinarId: number; slug: string; content: WebinarContent } }
  | { type: "DeleteWebinar"; data: { webinarId: number } };

export function decideWebinar(command: WebinarCommand, state: ItemState<WebinarContent>): WebinarEvent[] {
  switch (command.type) {
    case "CreateWebinar": {
      if (state.status !== "none") throw new DomainError("WEBINAR_ALREADY_EXISTS");
      const { webinarId, slug } = command.data;
      const [content, order] = validateBoth(
        () => validateWebinarContent(command.data.content),
        () => validateOrder(command.data.order),
      );
      return [{ type: "WebinarCreated", data: { webinarId, slug, order, ...content, files: webinarFiles(content) } }];
    }
    case "EditWebinar": {
      if (state.status !== "active") throw new DomainError("WEBINAR_NOT_FOUND");
      const { webinarId, slug } = command.data;
      const { visible, ...details } = validateWebinarContent(command.data.content);
      const { visible: wasVisible, ...before } = state.content;
      const events: WebinarEvent[] = [];
      // the address it leaves keeps answering (a redirect): the read model of former slugs learns it here
      const moved = slug === state.slug ? {} : { formerSlug: state.slug };
      if (slug !== state.slug || !isDeepStrictEqual(before, details))
        events.push({
          type: "WebinarEdited",
          data: { webinarId, slug, ...details, files: webinarFiles(details), ...moved },
        });
      if (visible !== wasVisible)
        events.push({ type: visible ? "WebinarShown" : "WebinarHidden", data: { webinarId } });
      return events;
    }
    case "DeleteWebinar": {
      if (state.status !== "active") throw new DomainError("WEBINAR_NOT_FOUND");
      const former = state.formerSlugs.length > 0 ? { formerSlugs: state.formerSlugs } : {};
      return [
        { type: "WebinarDeleted", data: { webinarId: command.data.webinarId, slug: state.slug, files: [], ...former } },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export type WebinarPackCommand =
  | {
      type: "CreateWebinarPack";
      data: { webinarPackId: number; slug: string; order: number; content: WebinarPackContent };
    }
  | { type: "EditWebinarPack"; data: { webinarPackId: number; slug: string; content: WebinarPackContent } }
  | { type: "DeleteWebinarPack"; data: { webinarPackId: number } }
  /** A webinar being deleted leaves the pack; nothing when the pack is gone or does not have it (a run repeated). */
  | { type: "RemoveDeletedWebinar"; data: { webinarPackId: number; webinarId: number; title: string } };

export function decideWebinarPack(
  command: WebinarPackCommand,
  state: ItemState<WebinarPackContent>,
): WebinarPackEvent[] {
  switch (command.type) {
    case "CreateWebinarPack": {
      if (state.status !== "none") throw new DomainError("WEBINAR_PACK_ALREADY_EXISTS");
      const { webinarPackId, slug } = command.data;
      const [content, order] = validateBoth(
        () => validatePackContent(command.data.content),
        () => validateOrder(command.data.order),
      );
      return [{ type: "WebinarPackCreated", data: { webinarPackId, slug, order, ...content } }];
    }
    case "EditWebinarPack": {
      if (state.status !== "active") throw new DomainError("WEBINAR_PACK_NOT_FOUND");
      const { webinarPackId, slug } = command.data;
      const { visible, ...details } = validatePackContent(command.data.content);
      const { visible: wasVisible, ...before } = state.content;
      const events: WebinarPackEvent[] = [];
      const moved = slug === state.slug ? {} : { formerSlug: state.slug };
      if (slug !== state.slug || !isDeepStrictEqual(before, details))
        events.push({ type: "WebinarPackEdited", data: { webinarPackId, slug, ...details, ...moved } });
      if (visible !== wasVisible)
        events.push({ type: visible ? "WebinarPackShown" : "WebinarPackHidden", data: { webinarPackId } });
      return events;
    }
    case "DeleteWebinarPack": {
      if (state.status !== "active") throw new DomainError("WEBINAR_PACK_NOT_FOUND");
      const former = state.formerSlugs.length > 0 ? { formerSlugs: state.formerSlugs } : {};
      return [
        {
          type: "WebinarPackDeleted",
          data: { webinarPackId: command.data.webinarPackId, slug: state.slug, ...former },
        },
      ];
    }
    case "RemoveDeletedWebinar": {
      if (state.status !== "active" || !state.content.webinarIds.includes(command.data.webinarId)) return [];
      return [{ type: "WebinarPackWebinarRemoved", data: command.data }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const webinarDecider: Decider<ItemState<WebinarContent>, WebinarCommand, WebinarEvent> = {
  events: webinarEvents,
  initialState: () => ({ status: "none" }),
  evolve: evolveWebinar,
  decide: decideWebinar,
};

export const webinarPackDecider: Decider<ItemState<WebinarPackContent>, WebinarPackCommand, WebinarPackEvent> = {
  events: webinarPackEvents,
  initialState: () => ({ status: "none" }),
  evolve: evolveWebinarPack,
  decide: decideWebinarPack,
};
