import { type Expression, type RawBuilder, sql } from "kysely";
import { type LanguageView, languageList } from "../languages/index.ts";
import type { TranslationLang, VideoTranslations } from "../videos/index.ts";
import type { OwnTag } from "../catalogue-items/index.ts";
import type { AudiobookMethodic, AudioFile, Ebook } from "./events.ts";

/** An audiobook as the API shows it, before the viewer's permissions are applied (resolvers.ts). */
export type AudiobookView = {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  htmlDesc: string;
  availability: number;
  visible: boolean;
  order: number;
  languageId: number | null;
  language: LanguageView | null;
  note: string | null;
  tags: OwnTag[];
  methodics: AudiobookMethodic[];
  audioFiles: AudioFile[];
  ebook: Ebook | null;
  translations: VideoTranslations;
  totalSeconds: number;
};

/** An audiobook as a list card shows it (from `audiobook_cards`): the texts in the request's language beside the Slovak ones. */
export type AudiobookCardView = Pick<
  AudiobookView,
  | "id"
  | "slug"
  | "title"
  | "subtitle"
  | "thumbnail"
  | "availability"
  | "visible"
  | "order"
  | "languageId"
  | "language"
  | "totalSeconds"
> & {
  excerpt: string;
  translations?: { [L in TranslationLang]?: { title: string; subtitle: string; excerpt: string } };
};

/** Either: a whole row (detail, admin) or a card (list). */
export type AudiobookParent = AudiobookView | AudiobookCardView;

/** The audiobook's language as one JSON object (null when it has none), a subquery of the same statement. */
export const languageOf = (languageId: Expression<number | null>): RawBuilder<LanguageView | null> =>
  sql<LanguageView | null>`(${languageList.asJson(sql`ARRAY[${languageId}]::int[]`)})->0`;

/** An AudioFile as the Audiobook resolves it: with its audiobook's id, for the counters. */
export type AudioFileParent = {
  audiobookId: number;
  id: number;
  name: string;
  order: number;
  durationSeconds: number;
  url: string | null;
};

export const isWhole = (audiobook: AudiobookParent): audiobook is AudiobookView => "htmlDesc" in audiobook;

export type AudiobookMethodicMatch = { url: string; availability: number };
