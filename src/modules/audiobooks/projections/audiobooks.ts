import { sql, type Transaction } from "kysely";
import type { ProjectionWrites } from "../../../eventstore/projection-writes.ts";
import type { Projector } from "../../../eventstore/projector.ts";
import { normaliseForSearch, stripHtml } from "../../../shared/text.ts";
import type { TranslationLang, VideoTranslations } from "../../videos/index.ts";
import {
  type AudiobookContent,
  type AudiobookDetails,
  type AudiobookEvent,
  type AudioFile,
  audiobookEvents,
} from "../events.ts";
import { closeUpAfter } from "../../catalogue-items/index.ts";
import { audiobookOrder } from "../order.ts";
import type { AudiobookTables } from "../tables.ts";

/** A list card's description: the text without tags and entities, cut at 320 characters with an ellipsis. */
export const EXCERPT_LENGTH = 320;
export function excerptOf(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
  const text = stripHtml(html).replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, name: string) => entities[name]!);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

type Texts = { title: string; subtitle: string; htmlDesc: string };
const searchWords = (texts: Texts) =>
  sql<string>`to_tsvector('simple', ${normaliseForSearch([texts.title, texts.subtitle, stripHtml(texts.htmlDesc)].join(" "))})`;

function translatedCardColumns(translations: VideoTranslations = {}) {
  const text = (lang: TranslationLang): Texts => translations[lang] ?? { title: "", subtitle: "", htmlDesc: "" };
  const columns: Record<string, unknown> = {};
  for (const lang of ["cz", "en", "es"] as const) {
    columns[`title_${lang}`] = text(lang).title;
    columns[`subtitle_${lang}`] = text(lang).subtitle;
    columns[`excerpt_${lang}`] = excerptOf(text(lang).htmlDesc);
    columns[`search_${lang}`] = searchWords(text(lang));
  }
  return columns;
}

const totalSeconds = (files: readonly AudioFile[]) =>
  Math.round(files.reduce((sum, file) => sum + file.durationSeconds, 0) * 1000) / 1000;

const detailColumns = (details: AudiobookDetails) => ({
  title: details.title,
  subtitle: details.subtitle,
  thumbnail: details.thumbnail,
  html_desc: details.htmlDesc,
  availability: details.availability,
  language_id: details.languageId,
  note: details.note,
  tags: JSON.stringify(details.tags),
  methodics: JSON.stringify(details.methodics),
  translations: JSON.stringify(details.translations ?? {}),
});

const cardDetailColumns = (details: AudiobookDetails) => ({
  title: details.title,
  subtitle: details.subtitle,
  thumbnail: details.thumbnail,
  excerpt: excerptOf(details.htmlDesc),
  availability: details.availability,
  language_id: details.languageId,
  search_vector: searchWords(details),
  ...translatedCardColumns(details.translations),
});

const filesColumns = (files: readonly AudioFile[]) => ({
  audio_files: JSON.stringify(files),
  total_seconds: totalSeconds(files),
});

/** An audio-file event changes the jsonb list: read the row's list, apply, write it back with the new total. */
async function changeFiles(
  trx: Transaction<AudiobookTables>,
  audiobookId: number,
  change: (files: AudioFile[]) => AudioFile[],
): Promise<void> {
  const row = await trx.selectFrom("audiobooks").select("audio_files").where("id", "=", audiobookId).executeTakeFirst();
  if (!row) return;
  const files = change(row.audio_files).sort((a, b) => a.order - b.order || a.id - b.id);
  await trx.updateTable("audiobooks").set(filesColumns(files)).where("id", "=", audiobookId).execute();
  await trx
    .updateTable("audiobook_cards")
    .set({ total_seconds: totalSeconds(files) })
    .where("id", "=", audiobookId)
    .execute();
}

async function both(
  writes: ProjectionWrites<AudiobookTables>,
  audiobookId: number,
  row: Record<string, unknown>,
  card: Record<string, unknown>,
) {
  await writes.update("audiobooks", { id: audiobookId }, row);
  await writes.update("audiobook_cards", { id: audiobookId }, card);
}

/** A deleted audiobook's rows go, after the audiobooks behind it move up one. */
async function deleted(trx: Transaction<AudiobookTables>, audiobookId: number): Promise<void> {
  await closeUpAfter(trx, audiobookOrder.tables, audiobookId);
  for (const table of ["audiobooks", "audiobook_cards"] as const)
    await sql`DELETE FROM ${sql.table(table)} WHERE id = ${audiobookId}`.execute(trx);
}

function created(
  writes: ProjectionWrites<AudiobookTables>,
  data: AudiobookContent & { audiobookId: number; slug: string; order: number },
) {
  const { audiobookId: id, slug, order, visible } = data;
  const common = { id, slug, visible, sort_order: order, total_seconds: totalSeconds(data.audioFiles) };
  return Promise.all([
    writes.upsert(
      "audiobooks",
      { ...common, ...detailColumns(data), ...filesColumns(data.audioFiles), ebook: JSON.stringify(data.ebook) },
      ["id"],
    ),
    writes.upsert("audiobook_cards", { ...common, ...cardDetailColumns(data) } as never, ["id"]),
  ]);
}

async function applyEvent(writes: ProjectionWrites<AudiobookTables>, event: AudiobookEvent): Promise<void> {
  const id = event.data.audiobookId;
  switch (event.type) {
    case "AudiobookCreated":
      await created(writes, event.data);
      return;
    case "AudiobookEdited":
      return both(
        writes,
        id,
        { slug: event.data.slug, ...detailColumns(event.data) },
        { slug: event.data.slug, ...cardDetailColumns(event.data) },
      );
    case "AudioFilesAdded":
      return writes.execute((trx) => changeFiles(trx, id, (files) => [...files, ...event.data.audioFiles]));
    case "AudioFilesRemoved":
      return writes.execute((trx) =>
        changeFiles(trx, id, (files) => files.filter((file) => !event.data.audioFileIds.includes(file.id))),
      );
    case "AudioFilesReordered": {
      const given = new Map(event.data.audioFiles.map((file) => [file.id, file]));
      return writes.execute((trx) =>
        changeFiles(trx, id, (files) => files.map((file) => ({ ...file, ...given.get(file.id) }))),
      );
    }
    case "AudiobookEbookReplaced":
      return writes.update("audiobooks", { id }, { ebook: JSON.stringify(event.data.ebook) });
    case "AudiobookHidden":
    case "AudiobookShown":
      return both(
        writes,
        id,
        { visible: event.type === "AudiobookShown" },
        { visible: event.type === "AudiobookShown" },
      );
    case "AudiobookLanguageRemoved":
      return both(writes, id, { language_id: null }, { language_id: null });
    case "AudiobookLanguageMoved":
      return both(writes, id, { language_id: event.data.languageId }, { language_id: event.data.languageId });
    case "AudiobookDeleted":
      return writes.execute((trx) => deleted(trx, id));
  }
}

export const audiobooksProjector: Projector<AudiobookTables> = {
  name: "audiobooks",
  version: 1,
  handles: [...audiobookEvents.types, ...audiobookOrder.events.order.types],
  tables: ["audiobooks", "audiobook_cards"],
  async apply(writes, recorded) {
    const renumber = audiobookOrder.renumbering(recorded);
    if (renumber) return writes.executeReplaceable(renumber);
    const event = audiobookEvents.decode(recorded);
    if (event) await applyEvent(writes, event);
  },
};
