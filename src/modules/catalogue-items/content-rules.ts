import * as Schema from "effect/Schema";
import { isMediaAddress, isMediaLength } from "../../shared/formats.ts";
import { contentTextLimits as max } from "../../shared/limits.ts";
import { RequiredTextUpTo, RichTextUpTo, TextUpTo } from "../../shared/validation.ts";

/**
 * The content rules videos, audiobooks and webinars share: the ids of their own parts (tags,
 * methodics, files), the texts every card shows, and how a checked content is normalised.
 */

/** An id: a whole number from 1. */
export const ItemId = Schema.Number.check(
  Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 1) || "INVALID"),
);

/** A position in an ordered list, numbered from 1. */
export const SortOrder = Schema.Number.check(
  Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 1) || "ORDER_INVALID"),
);

/** A text the form may leave empty (turned into null when the content is normalised). */
export const OptionalText = (limit: number) => Schema.NullOr(TextUpTo(limit));

/** The video file: a path of the library or another host's http(s) URL. */
export const MediaUrl = Schema.NullOr(
  TextUpTo(max.address).check(Schema.makeFilter((s: string) => s === "" || isMediaAddress(s) || "MEDIA_URL_INVALID")),
);

/** A video's or webinar's length: empty, or a clock ("45:00", "1:05:30"). */
export const MediaLength = Schema.NullOr(
  TextUpTo(max.label).check(Schema.makeFilter((s: string) => s === "" || isMediaLength(s) || "MEDIA_LENGTH_INVALID")),
);

/** The title, subtitle, cover (`thumbnailRequired`: the code when it is missing), description and availability. */
export const cardFields = (thumbnailRequired: string) => ({
  title: RequiredTextUpTo(max.title),
  subtitle: TextUpTo(max.subtitle),
  thumbnail: TextUpTo(max.address).check(Schema.isMinLength(1, { message: thumbnailRequired })),
  htmlDesc: RichTextUpTo(max.richText),
  availability: Schema.Literals([0, 1, 2]).annotate({ message: "AVAILABILITY_INVALID" }),
});

/** The item's tags; `itemId` is the rule for their ids (optional in a draft, whose new tags have none yet). */
export const OwnTags = <Id extends Schema.Top>(itemId: Id) =>
  Schema.Array(Schema.Struct({ id: itemId, name: RequiredTextUpTo(max.label) }));

/** A file of the item's own, placed in its list (a methodic, a material). */
export const OwnFileFields = <Id extends Schema.Top>(itemId: Id) => ({
  id: itemId,
  url: RequiredTextUpTo(max.address),
  name: RequiredTextUpTo(max.label),
  order: SortOrder,
});

/** A free tag of the item's. */
export type OwnTag = { id: number; name: string };
/** A file of the item's own in its list's order (a methodology PDF, a webinar's document). */
export type OwnFile = { id: number; url: string; name: string; order: number };

/** One of the item's own parts (a tag, methodic, file) that may not have its id yet. */
export type Unnumbered<Item extends { id: number }> = Omit<Item, "id"> & { id?: number };

export const blankToNull = (value: string | null) => (value === null || value === "" ? null : value);

/** The first of each id, in the form's order. */
export const uniqueById = <T extends { id: number }>(items: readonly T[]) =>
  items.filter((item, i) => items.findIndex((x) => x.id === item.id) === i);

/** The items in the form's order, numbered 1…n (ties keep the form's order). */
export const numbered = <T extends { order: number }>(items: readonly T[]): T[] =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.order - b.item.order || a.i - b.i)
    .map(({ item }, i) => ({ ...item, order: i + 1 }));
