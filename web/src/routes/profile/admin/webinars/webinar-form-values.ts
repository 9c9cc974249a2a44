/**
 * The webinar and pack forms' values: made from what the server gives (or a new item's
 * defaults), checked the way the server checks them, and turned into editWebinar's and
 * editWebinarPack's variables. Pure.
 */
import type { FileEntry } from "../../../../admin/file-selection.ts";
import {
  changedOrderToSend,
  coverEntries,
  coverToSend,
  filesToSend,
  missingFileNames,
  orderField,
  storedFilesInOrder,
  type StoredFile,
} from "../../../../admin/form-values.ts";
import { htmlLang } from "../../../../i18n/content-lang.ts";
import { extractPlayerId } from "../videos/video-fields.ts";
import {
  highlightProblems,
  highlightsFrom,
  highlightToSend,
  type HighlightValue,
  isLengthOrEmpty,
  type StoredHighlight,
} from "../videos/video-form-values.ts";

export interface WebinarFormValues {
  title: string;
  /** Euro as typed: "8.90" or "8,90". */
  price: string;
  /** Days of access, digits only. */
  availableFor: string;
  thumbnail: FileEntry[];
  htmlDesc: string;
  dacastId: string;
  length: string;
  visible: boolean;
  order: string;
  tags: string[];
  /** The PDFs in their order. */
  materials: FileEntry[];
  highlights: HighlightValue[];
  /** The public address; a new webinar has none yet (the server makes it from the title). */
  slug: string;
}

export interface PackFormValues {
  title: string;
  price: string;
  availableFor: string;
  htmlDesc: string;
  visible: boolean;
  order: string;
  /** The included webinars' ids in the pack's order. */
  webinars: number[];
  /** The public address; a new pack has none yet. */
  slug: string;
}

export const emptyWebinarValues = (): WebinarFormValues => ({
  title: "",
  price: "",
  availableFor: "",
  thumbnail: [],
  htmlDesc: "",
  dacastId: "",
  length: "",
  visible: true,
  order: "",
  tags: [],
  materials: [],
  highlights: [],
  slug: "",
});

export const emptyPackValues = (): PackFormValues => ({
  title: "",
  price: "",
  availableFor: "",
  htmlDesc: "",
  visible: true,
  order: "",
  webinars: [],
  slug: "",
});

/**
 * The price as the form shows it, in the interface language's format with two decimals: "8,90"
 * in Slovak, Czech and Spanish, "8.90" in English (either is accepted back, `priceToSend`).
 */
export const priceField = (price: number, lang: string): string =>
  new Intl.NumberFormat(htmlLang(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(price);

export interface StoredWebinar {
  slug: string;
  title: string;
  price: number;
  availableFor: number;
  thumbnail?: string | null;
  htmlDesc: string;
  dacastId?: string | null;
  length?: string | null;
  visible: boolean;
  order?: number | null;
  tags: readonly { name: string }[];
  materials: readonly StoredFile[];
  highlights: readonly StoredHighlight[];
}

export function valuesFromWebinar(webinar: StoredWebinar, lang: string): WebinarFormValues {
  return {
    title: webinar.title,
    price: priceField(webinar.price, lang),
    availableFor: String(webinar.availableFor),
    thumbnail: coverEntries(webinar.thumbnail),
    htmlDesc: webinar.htmlDesc,
    dacastId: webinar.dacastId ?? "",
    length: webinar.length ?? "",
    visible: webinar.visible,
    order: orderField(webinar.order),
    tags: webinar.tags.map((tag) => tag.name),
    materials: storedFilesInOrder(webinar.materials),
    highlights: highlightsFrom(webinar.highlights),
    slug: webinar.slug,
  };
}

export function valuesFromPack(
  pack: {
    slug: string;
    title: string;
    price: number;
    availableFor: number;
    htmlDesc: string;
    visible: boolean;
    order?: number | null;
    webinarIds: readonly number[];
  },
  lang: string,
): PackFormValues {
  return {
    title: pack.title,
    price: priceField(pack.price, lang),
    availableFor: String(pack.availableFor),
    htmlDesc: pack.htmlDesc,
    visible: pack.visible,
    order: orderField(pack.order),
    webinars: [...pack.webinarIds],
    slug: pack.slug,
  };
}

export type WebinarProblem = "required" | "price" | "number" | "format" | "length";

/** Euro with at most two decimals, a dot or a comma: "8", "8.9", "8,90". */
const PRICE = /^\d+([.,]\d{1,2})?$/;

/** The price to send, in euro (the server computes the cents). */
export const priceToSend = (price: string): number => Number(price.trim().replace(",", "."));

/** Title, price and days, as the server requires them for a new webinar or pack. */
function checkCommon(values: { title: string; price: string; availableFor: string }): Record<string, WebinarProblem> {
  const problems: Record<string, WebinarProblem> = {};
  if (!values.title.trim()) problems.title = "required";
  if (!values.price.trim()) problems.price = "required";
  else if (!PRICE.test(values.price.trim())) problems.price = "price";
  if (!values.availableFor.trim()) problems.availableFor = "required";
  else if (!/^\d+$/.test(values.availableFor.trim()) || Number(values.availableFor) < 1)
    problems.availableFor = "number";
  return problems;
}

/** The webinar's checks: problems keyed by field path ("highlights.0.timestamp"). */
export function checkWebinar(values: WebinarFormValues): Record<string, WebinarProblem> {
  return {
    ...checkCommon(values),
    ...(isLengthOrEmpty(values.length) ? {} : { length: "length" as const }),
    ...highlightProblems(values.highlights),
    ...missingFileNames("materials", values.materials),
  };
}

export const checkPack = (values: PackFormValues): Record<string, WebinarProblem> => checkCommon(values);

/** editWebinar's variables; every file is stored by now (uploaded first). */
export function webinarVariables(values: WebinarFormValues, webinarId: number | null, loadedOrder = "") {
  return {
    webinarId: webinarId ?? undefined,
    title: values.title.trim(),
    price: priceToSend(values.price),
    availableFor: Number(values.availableFor),
    thumbnail: coverToSend(values.thumbnail),
    htmlDesc: values.htmlDesc,
    dacastId: extractPlayerId(values.dacastId.trim()),
    length: values.length.trim(),
    visible: values.visible,
    order: changedOrderToSend(webinarId, values.order, loadedOrder),
    tags: values.tags,
    materials: filesToSend(values.materials),
    highlights: values.highlights.map(highlightToSend),
    // a new webinar's address is made from its title
    slug: webinarId === null ? undefined : values.slug.trim(),
  };
}

/** editWebinarPack's variables. */
export function packVariables(values: PackFormValues, webinarPackId: number | null, loadedOrder = "") {
  return {
    webinarPackId: webinarPackId ?? undefined,
    title: values.title.trim(),
    price: priceToSend(values.price),
    availableFor: Number(values.availableFor),
    htmlDesc: values.htmlDesc,
    visible: values.visible,
    order: changedOrderToSend(webinarPackId, values.order, loadedOrder),
    webinars: values.webinars,
    slug: webinarPackId === null ? undefined : values.slug.trim(),
  };
}
