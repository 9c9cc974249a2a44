import { DEFAULT_LANG, isLang, type Lang } from "../../../src/shared/lang.ts";
import type { ProfileMessages } from "./locales/sk/profile.ts";
import type { AccountMessages } from "./locales/sk/account.ts";
import type { SiteMessages } from "./locales/sk/site.ts";
import type { HomeMessages } from "./locales/sk/home.ts";
import type { VideoMessages } from "./locales/sk/video.ts";
import type { AdminMessages } from "./locales/sk/admin.ts";
import type { AudiobookMessages } from "./locales/sk/audiobook.ts";
import type { WebinarMessages } from "./locales/sk/webinar.ts";
import { readable, type ReadablePromise } from "../hooks/readable-promise.ts";
import { TextStore, type Translate, translator } from "./translate.ts";

export { LANGUAGES, DEFAULT_LANG, isLang, type Lang } from "../../../src/shared/lang.ts";

export type Messages = SiteMessages &
  HomeMessages &
  VideoMessages &
  AccountMessages &
  ProfileMessages &
  AdminMessages &
  AudiobookMessages &
  WebinarMessages;

/**
 * The interface texts come in one chunk per language and part, so a page loads only its own
 * language's texts, and the account and profile texts only where they are shown:
 * - site: the frame (header, footer) and the top of the home page;
 * - home: the home page below the catalogue (loaded as a visitor nears it);
 * - video: the video page, the PDF viewer and the access gate (ui/AccessGate);
 * - account: signing in and password reset, registration, payments, the terms of use, and the
 *   forms' own texts (validation, confirmations);
 * - profile: the profile area (which also shows payments, so it needs the account part too);
 * - admin: the library admins' screens under /profil (with the account and profile parts);
 * - audiobook: the audiobook list, detail and player, and the admins' audiobook screens;
 * - webinar: the webinar and pack pages, their purchase, the profile's webinars and the admins' webinar screens.
 */
export type TextPart = "site" | "home" | "video" | "account" | "profile" | "admin" | "audiobook" | "webinar";

type Texts = Record<string, unknown>;
const chunks: Record<Lang, Record<TextPart, () => Promise<Texts>>> = {
  sk: {
    site: () => import("./locales/sk/site.ts").then((m) => m.site),
    home: () => import("./locales/sk/home.ts").then((m) => m.home),
    video: () => import("./locales/sk/video.ts").then((m) => m.video),
    account: () => import("./locales/sk/account.ts").then((m) => m.account),
    profile: () => import("./locales/sk/profile.ts").then((m) => m.profile),
    admin: () => import("./locales/sk/admin.ts").then((m) => m.admin),
    audiobook: () => import("./locales/sk/audiobook.ts").then((m) => m.audiobook),
    webinar: () => import("./locales/sk/webinar.ts").then((m) => m.webinar),
  },
  cz: {
    site: () => import("./locales/cz/site.ts").then((m) => m.site),
    home: () => import("./locales/cz/home.ts").then((m) => m.home),
    video: () => import("./locales/cz/video.ts").then((m) => m.video),
    account: () => import("./locales/cz/account.ts").then((m) => m.account),
    profile: () => import("./locales/cz/profile.ts").then((m) => m.profile),
    admin: () => import("./locales/cz/admin.ts").then((m) => m.admin),
    audiobook: () => import("./locales/cz/audiobook.ts").then((m) => m.audiobook),
    webinar: () => import("./locales/cz/webinar.ts").then((m) => m.webinar),
  },
  en: {
    site: () => import("./locales/en/site.ts").then((m) => m.site),
    home: () => import("./locales/en/home.ts").then((m) => m.home),
    video: () => import("./locales/en/video.ts").then((m) => m.video),
    account: () => import("./locales/en/account.ts").then((m) => m.account),
    profile: () => import("./locales/en/profile.ts").then((m) => m.profile),
    admin: () => import("./locales/en/admin.ts").then((m) => m.admin),
    audiobook: () => import("./locales/en/audiobook.ts").then((m) => m.audiobook),
    webinar: () => import("./locales/en/webinar.ts").then((m) => m.webinar),
  },
  es: {
    site: () => import("./locales/es/site.ts").then((m) => m.site),
    home: () => import("./locales/es/home.ts").then((m) => m.home),
    video: () => import("./locales/es/video.ts").then((m) => m.video),
    account: () => import("./locales/es/account.ts").then((m) => m.account),
    profile: () => import("./locales/es/profile.ts").then((m) => m.profile),
    admin: () => import("./locales/es/admin.ts").then((m) => m.admin),
    audiobook: () => import("./locales/es/audiobook.ts").then((m) => m.audiobook),
    webinar: () => import("./locales/es/webinar.ts").then((m) => m.webinar),
  },
};

/** The texts loaded so far, one catalogue per language (a part adds its groups to it). */
const store = new TextStore();

let language: Lang = DEFAULT_LANG;
const languageListeners = new Set<() => void>();

/**
 * The interface language, which follows the first path segment (see LanguageLayout). Components
 * read texts through useTranslation, which renders again when the language changes.
 */
export const i18n = {
  get language(): Lang {
    return language;
  },
  changeLanguage(lang: Lang): void {
    if (lang === language) return;
    language = lang;
    for (const listener of languageListeners) listener();
  },
  subscribe(listener: () => void): () => void {
    languageListeners.add(listener);
    return () => languageListeners.delete(listener);
  },
};

const translators = new Map<Lang, Translate<Messages>>();

/** The lookup function of one language's texts (those of its parts loaded so far). */
export function translatorFor(lang: Lang): Translate<Messages> {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = translator<Messages>(store, lang)));
  return t;
}

const loading = new Map<string, ReadablePromise<void>>();

/**
 * Loads one language's part of the texts, once: the same promise every time, which React's `use`
 * reads at once when it has settled. A failed load is forgotten: the next call tries again.
 */
export function loadTexts(lang: Lang, part: TextPart): ReadablePromise<void> {
  const key = `${lang}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = readable(
      chunks[lang][part]().then(
        (texts) => {
          store.add(lang, texts);
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      ),
    );
    loading.set(key, promise);
  }
  return promise;
}

/** The language of an address: its first segment, or sk for an unknown one (LanguageLayout redirects those). */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/**
 * Starts loading parts of the texts in the current address's language beside an area's chunk, so
 * the area's first render need not wait for one after the other. A failure shows where useTexts waits.
 */
export function prefetchTexts(...parts: TextPart[]): void {
  const lang = langOfPath(window.location.pathname);
  for (const part of parts) loadTexts(lang, part).catch(() => {});
}

/** The value for <html lang>: the interface code cz is Czech, whose standard tag is cs. */
export const htmlLang = (lang: Lang): string => (lang === "cz" ? "cs" : lang);

/** A catalogue item's name in the interface language (themes, filters, languages). */
export function localisedName(
  item: { name: string; nameCz: string; nameEn: string; nameEs: string },
  lang: Lang,
): string {
  switch (lang) {
    case "sk":
      return item.name;
    case "cz":
      return item.nameCz;
    case "en":
      return item.nameEn;
    case "es":
      return item.nameEs;
  }
}
