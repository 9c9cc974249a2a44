import { DEFAULT_LANG, isLang, type Lang } from "../../../src/shared/lang.ts";
import { paths, ROUTES } from "./route-table.ts";

/**
 * Path arithmetic of the client's routes. The language is the first path segment; the login
 * screen is an overlay addressed by appending /login to the path of the page under it.
 */

const LOGIN_OVERLAY = /^\/([^/]+)((?:\/[^/]+){0,4})\/login\/?$/;

export interface PageLocation {
  /** The path of the page to render (without the /login suffix). */
  pagePath: string;
  /** Whether the login overlay is open above that page. */
  loginOpen: boolean;
}

/** "/sk/video/x/login" → the page "/sk/video/x" with the overlay open; up to four segments may precede /login. */
export function splitLoginOverlay(pathname: string): PageLocation {
  const match = LOGIN_OVERLAY.exec(pathname);
  if (!match) return { pagePath: pathname, loginOpen: false };
  const [, lang, padding] = match;
  return { pagePath: padding ? `/${lang}${padding}` : `/${lang}/`, loginOpen: true };
}

const segmentsOf = (pathname: string) => pathname.split("/").filter(Boolean);

/** The login overlay above the home page: /{lang}/login. */
export const loginPath = (lang: Lang): string => `${paths.home(lang)}login`;

/** The login link: the current page plus /login, except on home and registration pages where it is /{lang}/login. */
export function loginPathFor(pagePath: string, lang: Lang): string {
  const [, area] = segmentsOf(pagePath);
  if (!area || area === ROUTES.registration) return loginPath(lang);
  return `${pagePath.replace(/\/+$/, "")}/login`;
}

/** The same page in another language: only the first segment changes. */
export function withLanguage(pathname: string, lang: Lang): string {
  const [, ...rest] = segmentsOf(pathname);
  return `/${lang}/${rest.join("/")}`;
}

/**
 * Where a path whose first segment is not a supported language should go: a two-letter code is
 * taken for a language we do not have and replaced by sk; anything else gets the sk prefix.
 */
export function withDefaultLanguage(pathname: string): string {
  const segments = segmentsOf(pathname);
  const [first, ...rest] = segments;
  if (first && isLang(first)) return pathname;
  const kept = first && /^[a-z]{2}$/i.test(first) ? rest : segments;
  return `/${DEFAULT_LANG}/${kept.join("/")}`;
}

/** The 1-based `?page=N` query parameter as a 0-based page index (anything invalid is the first page). */
export function pageIndexFrom(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The query string for a 0-based page index; the first page has none. */
export function pageQuery(search: URLSearchParams, pageIndex: number): string {
  const next = new URLSearchParams(search);
  if (pageIndex > 0) next.set("page", String(pageIndex + 1));
  else next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "";
}

/**
 * A `redirect` query target is followed only when it is a path on this site: an absolute or
 * protocol-relative URL could send a visitor who just signed in to somebody else's page.
 */
export function localRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** The query string without the login overlay's `redirect` parameter (for the page under it). */
export function withoutRedirect(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("redirect");
  const query = params.toString();
  return query ? `?${query}` : "";
}

const THANK_YOU_PAGE = /^\/[^/]+\/registracia\/dakujeme\/?$/;

/**
 * Where the login overlay goes after signing in: the `redirect` query target if it is a local path;
 * home when opened above the registration thank-you page (nothing more to do there); else the page
 * the login gate saved, or the page under the overlay.
 */
export function afterLoginPath(options: {
  lang: Lang;
  pagePath: string;
  search: string;
  returnPath: string | null;
}): string {
  const { lang, pagePath, search, returnPath } = options;
  const redirect = localRedirectTarget(new URLSearchParams(search).get("redirect"));
  if (redirect) return redirect;
  if (THANK_YOU_PAGE.test(pagePath)) return paths.home(lang);
  return localRedirectTarget(returnPath) ?? `${pagePath}${withoutRedirect(search)}`;
}
