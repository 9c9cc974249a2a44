import { isLang, langOfPath, loadTexts } from "../i18n/index.ts";
import { loadHomePage, loadLoginOverlay, loadVideoPage } from "./chunks.ts";
import { splitLoginOverlay } from "./paths.ts";
import { askHomePage } from "./public/home/early-queries.ts";

/** The pages where visits start, whose chunk and queries are started before the first render. */
export type FirstPage = { kind: "home" } | { kind: "video"; slug: string } | { kind: "other" };

const VIDEO_PAGE = /^\/[^/]+\/video\/([^/]+)\/?$/;

/** Which page an address shows (without react-router, which the boot script must not wait for). */
export function firstPageOf(pathname: string): FirstPage & { loginOpen: boolean } {
  const { pagePath, loginOpen } = splitLoginOverlay(pathname);
  const [, lang, ...rest] = pagePath.split("/");
  if (pagePath === "/") return { kind: "home", loginOpen }; // redirected to /sk/
  // an address without a supported language is redirected first (LanguageLayout)
  if (!isLang(lang)) return { kind: "other", loginOpen };
  if (rest.every((segment) => segment === "")) return { kind: "home", loginOpen };
  const video = VIDEO_PAGE.exec(pagePath);
  if (video) {
    try {
      return { kind: "video", slug: decodeURIComponent(video[1]!), loginOpen };
    } catch {
      return { kind: "other", loginOpen };
    }
  }
  return { kind: "other", loginOpen };
}

let started: Promise<unknown> | undefined;

/**
 * Starts what the first page needs, all side by side: the texts of its language, its chunks (its
 * page, the login dialog when open) and, where visits start, its queries. Resolves when the texts
 * and chunks are there (the queries' answers are waited for by their screens). Once per page load:
 * boot.ts calls it as early as it can, main.tsx before its first render.
 */
export function startFirstPage({ pathname, search }: { pathname: string; search: string }): Promise<unknown> {
  if (started) return started;
  const lang = langOfPath(pathname);
  const page = firstPageOf(pathname);
  const ignore = () => {}; // the screen asks itself
  if (page.kind === "home") askHomePage(lang, search).catch(ignore);
  // a chunk of its own, so that other pages do not load the video query: its question is asked
  // before the first render (the screen then waits for the answer rather than asking too)
  const askingVideo =
    page.kind === "video"
      ? import("./public/video/early-queries.ts").then(
          ({ askVideoPage }) => void askVideoPage(page.slug, lang).catch(ignore),
        )
      : undefined;
  started = Promise.all([
    loadTexts(lang, "site"),
    page.kind === "video" ? loadTexts(lang, "video") : undefined,
    page.kind === "home" ? loadHomePage() : page.kind === "video" ? loadVideoPage() : undefined,
    page.loginOpen ? Promise.all([loadLoginOverlay(), loadTexts(lang, "account")]) : undefined,
    askingVideo?.catch(ignore),
  ]);
  return started;
}
