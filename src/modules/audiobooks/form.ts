import { ValidationError } from "../../shared/errors.ts";
import { storedReference } from "../media/index.ts";
import { TRANSLATION_LANGS, type VideoTranslations } from "../videos/index.ts";
import type { AudiobookDraft } from "./decide.ts";
import type { AudiobookContent } from "./events.ts";

/** An item of a form's list: an existing one keeps its id, a new one has none. */
export type FileInput = { id?: number | null; url: string; name: string; order?: number | null };
export type TranslationsInput = {
  [L in "cz" | "en" | "es"]?: { title?: string | null; subtitle?: string | null; htmlDesc?: string | null } | null;
};

/** The fields of editAudiobook (besides its id). When editing, an absent field keeps its value; null clears the optional texts. */
export type AudiobookInput = {
  title?: string | null;
  subtitle?: string | null;
  thumbnail?: string | null;
  htmlDesc?: string | null;
  availability?: number | null;
  visible?: boolean | null;
  /** A place in the library's list (from 1); default for a new one: after the last. */
  order?: number | null;
  tags?: readonly string[] | null;
  languageId?: number | null;
  methodics?: readonly FileInput[] | null;
  /** The e-book: at most one is kept (a new one replaces the old). */
  materials?: readonly FileInput[] | null;
  audioFiles?: readonly FileInput[] | null;
  note?: string | null;
  translations?: TranslationsInput | null;
  /** The public address the admin chose (editing only: a new audiobook's is made from its title). */
  slug?: string | null;
};

/** A new audiobook: visible, for subscribers (availability 0), the rest empty. */
export const newAudiobookDefaults = (): AudiobookDraft => ({
  title: "",
  subtitle: "",
  thumbnail: "",
  htmlDesc: "",
  availability: 0,
  languageId: null,
  note: null,
  visible: true,
  tags: [],
  methodics: [],
  audioFiles: [],
  ebook: null,
});

/** The item's id when it is one of the audiobook's own at the same file (another file under an old id is a new item). */
const own = (items: readonly { id: number; url: string }[]) => (input: FileInput) => {
  const url = storedReference(input.url);
  const found = input.id != null ? items.find((item) => item.id === input.id && item.url === url) : undefined;
  return found ? { id: found.id } : {};
};

/** The form's materials as the one e-book: the last new one, or else the last one given; none for an empty list. */
function ebookOf(materials: readonly FileInput[] | null, current: AudiobookContent | null): AudiobookDraft["ebook"] {
  if (!materials || materials.length === 0) return null;
  const ownEbook = own(current?.ebook ? [current.ebook] : []);
  const chosen = [...materials].reverse().find((m) => ownEbook(m).id === undefined) ?? materials.at(-1)!;
  return { ...ownEbook(chosen), url: storedReference(chosen.url), name: chosen.name };
}

function translationsOf(input: TranslationsInput | null): VideoTranslations {
  return Object.fromEntries(
    TRANSLATION_LANGS.flatMap((lang) => {
      const texts = input?.[lang];
      return texts
        ? [
            [
              lang,
              { title: texts.title ?? "", subtitle: texts.subtitle ?? "", htmlDesc: texts.htmlDesc ?? "" },
            ] as const,
          ]
        : [];
    }),
  );
}

/** The content fields the form sets, keyed as the content; an absent field is left out (it keeps its value). */
export function draftOf(input: AudiobookInput, current: AudiobookContent | null): Partial<AudiobookDraft> {
  const ownFile = own(current?.audioFiles ?? []);
  const durations = new Map((current?.audioFiles ?? []).map((file) => [file.id, file.durationSeconds]));
  const ownMethodic = own(current?.methodics ?? []);
  const changes: Partial<AudiobookDraft> = {
    title: input.title ?? undefined,
    subtitle: input.subtitle === undefined ? undefined : (input.subtitle ?? ""),
    thumbnail: input.thumbnail == null ? undefined : storedReference(input.thumbnail),
    htmlDesc: input.htmlDesc === undefined ? undefined : (input.htmlDesc ?? ""),
    availability: input.availability ?? undefined,
    visible: input.visible ?? undefined,
    languageId: input.languageId,
    note: input.note,
    tags: input.tags?.map((name) => ({ name })),
    methodics: input.methodics?.map((m, i) => ({
      ...ownMethodic(m),
      url: storedReference(m.url),
      name: m.name,
      order: m.order ?? i + 1,
    })),
    audioFiles: input.audioFiles?.map((file, i) => {
      const id = ownFile(file).id;
      return {
        ...(id === undefined ? {} : { id, durationSeconds: durations.get(id)! }),
        url: storedReference(file.url),
        name: file.name,
        order: file.order ?? i + 1,
      };
    }),
    ebook: input.materials === undefined ? undefined : ebookOf(input.materials, current),
    translations: input.translations === undefined ? undefined : translationsOf(input.translations),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** Runs the checks of a form, reporting a refused field by the form's name for it (the e-book is `materials`). */
export async function inApiTerms<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.issues.map((issue) => {
        const [first, ...rest] = issue.field.split(".");
        if (first === "ebook") return { ...issue, field: ["materials", ...rest].join(".") };
        return first === "tags" ? { ...issue, field: ["tags", ...rest.slice(0, 1)].join(".") } : issue;
      }),
    );
  }
}
