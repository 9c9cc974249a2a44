import type { Lang } from "../../../src/shared/lang.ts";

/**
 * Every page's path below the language segment, with the words the specification gives them
 * (visitor-side and admin-side §2). The <Route> elements use these patterns (nested ones their
 * part below the parent, see `below`), and every link is built from them by `paths`, so a route
 * and the links to it cannot drift apart. Free of React and react-router: the boot script may use it.
 */
const PROFILE = "profil";
const WEBINAR = "webinar/:slug";
const PACK = "balik-webinarov/:slug";

export const ROUTES = {
  home: "",
  // public pages
  video: "video/:slug",
  audiobookList: "audioknihy",
  audiobook: "audiokniha/:slug",
  pdf: "pdf/:name",
  registration: "registracia",
  trialRegistration: "registracia/na-skusku",
  registrationThanks: "registracia/dakujeme",
  paidRegistration: "registracia/:organisationType",
  registrationPayment: "registracia/:organisationType/platba",
  resetPassword: "obnova-hesla/:linkString",
  passwordResetDone: "heslo-zresetovane",
  terms: "podmienky-pouzivania",
  webinarList: "webinare",
  packList: "webinare/baliky",
  webinar: WEBINAR,
  webinarPurchase: `${WEBINAR}/zakupenie`,
  webinarPurchaseThanks: `${WEBINAR}/zakupenie/dakujeme`,
  webinarRegister: `${WEBINAR}/registracia`,
  webinarRegisterPayment: `${WEBINAR}/registracia/platba`,
  pack: PACK,
  packPurchase: `${PACK}/zakupenie`,
  packPurchaseThanks: `${PACK}/zakupenie/dakujeme`,
  packRegister: `${PACK}/registracia`,
  packRegisterPayment: `${PACK}/registracia/platba`,
  workshops: "workshopy",
  staticPage: "strana/:page",
  // old addresses, redirected: a video or audiobook without a slug home, a workshop to workshops
  videoWithoutSlug: "video",
  audiobookWithoutSlug: "audiokniha",
  workshop: "workshop",
  // the profile area
  profile: PROFILE,
  passwordChange: `${PROFILE}/zmena-hesla`,
  subscription: `${PROFILE}/predplatne`,
  promoCode: `${PROFILE}/promo-kod`,
  profileWorkshops: `${PROFILE}/workshopy`,
  users: `${PROFILE}/pouzivatelia`,
  userHistory: `${PROFILE}/pouzivatelia/:profileId/historia`,
  // the admin zone, in the profile area
  adminVideos: `${PROFILE}/videa`,
  adminTestVideos: `${PROFILE}/testovacie-videa`,
  adminVideo: `${PROFILE}/video/:videoId`,
  adminAudiobooks: `${PROFILE}/audioknihy`,
  adminTestAudiobooks: `${PROFILE}/testovacie-audioknihy`,
  adminAudiobook: `${PROFILE}/audiokniha/:audiobookId`,
  adminThemesAndFilters: `${PROFILE}/temy_a_filtre`,
  adminLanguages: `${PROFILE}/jazyky`,
  adminReferences: `${PROFILE}/referencie`,
  adminReference: `${PROFILE}/referencia/:referenceId`,
  adminWebinars: `${PROFILE}/webinare-spravca`,
  adminWebinar: `${PROFILE}/webinare-spravca/:webinarId`,
  adminPacks: `${PROFILE}/webinare-baliky-spravca`,
  adminPack: `${PROFILE}/webinare-baliky-spravca/:webinarPackId`,
} as const;

export type RouteName = keyof typeof ROUTES;

/** A value for each `:param` of a pattern, in their order ("new" where an admin form creates). */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamValues<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

type Builder<P extends string> = (lang: Lang, ...params: ParamValues<P>) => string;

/** The path of a pattern with its `:params` filled (each encoded; react-router decodes them for useParams). */
export function fillPattern(pattern: string, lang: Lang, params: readonly (string | number)[]): string {
  let next = 0;
  const path = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[next++];
      if (value === undefined) throw new Error(`missing ${segment} for ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join("/");
  return `/${lang}/${path}`;
}

/**
 * The address of each page: `paths.video(lang, slug)` is /{lang}/video/{slug},
 * `paths.adminWebinar(lang, "new")` /{lang}/profil/webinare-spravca/new, `paths.home(lang)` /{lang}/.
 * A query string (?page=…) is the caller's to add (paths.ts: pageQuery).
 */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, pattern]) => [
    name,
    (lang: Lang, ...params: (string | number)[]) => fillPattern(pattern, lang, params),
  ]),
) as { [Name in RouteName]: Builder<(typeof ROUTES)[Name]> };

/**
 * A nested <Route>'s path: the part of a pattern below its parent's
 * (`below(ROUTES.profile)(ROUTES.passwordChange)` is "zmena-hesla"; the parent itself is "").
 */
export function below<Parent extends string>(parent: Parent) {
  return (pattern: Parent | `${Parent}/${string}`): string => {
    if (pattern === parent) return "";
    if (!pattern.startsWith(`${parent}/`)) throw new Error(`${pattern} is not below ${parent}`);
    return pattern.slice(parent.length + 1);
  };
}
