import type { Lang } from "../../../../../../src/shared/lang.ts";
import { paths } from "../../../route-table.ts";

/** The webinar admin's kinds of list, and their addresses under /{lang}/profil (admin-side spec §2). */
export type AdminKind = "webinars" | "packs";

const LIST_PATHS = { webinars: paths.adminWebinars, packs: paths.adminPacks };
const FORM_PATHS = { webinars: paths.adminWebinar, packs: paths.adminPack };

/** A kind's list. */
export const adminListPath = (lang: Lang, kind: AdminKind) => LIST_PATHS[kind](lang);

/** Where an item of a kind is edited ("new" creates one). */
export const adminFormPath = (lang: Lang, kind: AdminKind, id: number | "new") => FORM_PATHS[kind](lang, id);

/** A kind's list, and where an item of it is edited (useAdminSave's paths). */
export function formPaths(lang: Lang, kind: AdminKind) {
  return { listPath: adminListPath(lang, kind), editPath: (id: number) => adminFormPath(lang, kind, id) };
}
