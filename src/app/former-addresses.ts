import type { Kysely } from "kysely";
import type Koa from "koa";
import { ROUTES } from "../../web/src/routes/route-table.ts";
import { LANGUAGES } from "../shared/lang.ts";

/**
 * A public detail page whose slug its item may have had before (the admin gave it another one):
 * `currentSlug` finds the item's current slug by the former one (one indexed lookup), null when
 * the slug was never anybody's. `route` names the client's route (web/src/routes/route-table.ts).
 */
export type FormerAddress = {
  route: "video" | "audiobook" | "webinar" | "pack";
  /** Any database: the read models' types would tie the app's module seam to every module's tables. */
  currentSlug: (db: Kysely<any>, formerSlug: string) => Promise<string | null>;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "video/:slug" → /^\/(sk|cz|en|es)\/video\/([^/]+)\/?$/: the detail page itself, nothing below it. */
function patternOf(route: FormerAddress["route"]): RegExp {
  const [word, param, ...rest] = ROUTES[route].split("/");
  if (param !== ":slug" || rest.length > 0) throw new Error(`${route}: not a detail route by slug`);
  return new RegExp(`^/(${LANGUAGES.join("|")})/${escape(word!)}/([^/]+)/?$`);
}

/**
 * Where an old address of a detail page moved: its path with the current slug (and the request's
 * query), or null for any other path. Only the detail routes are looked at, each with one query.
 */
export function formerAddressTarget(addresses: readonly FormerAddress[]) {
  const patterns = addresses.map((address) => ({ address, pattern: patternOf(address.route) }));
  return async (db: Kysely<any>, path: string): Promise<string | null> => {
    for (const { address, pattern } of patterns) {
      const match = pattern.exec(path);
      if (!match) continue;
      let slug: string;
      try {
        slug = decodeURIComponent(match[2]!);
      } catch {
        return null;
      }
      const current = await address.currentSlug(db, slug);
      if (current === null || current === slug) return null;
      const word = ROUTES[address.route].split("/")[0]!;
      return `/${match[1]}/${word}/${encodeURIComponent(current)}`;
    }
    return null;
  };
}

/** Redirects (301, permanently: crawlers and e-mailed links learn the new address) before the client is served. */
export function redirectFormerAddress(
  target: ReturnType<typeof formerAddressTarget>,
  db: Kysely<any>,
  ctx: Koa.Context,
): Promise<boolean> {
  return target(db, ctx.path).then((location) => {
    if (location === null) return false;
    ctx.status = 301;
    ctx.redirect(location + (ctx.querystring ? `?${ctx.querystring}` : ""));
    return true;
  });
}
