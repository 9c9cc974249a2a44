/** The webinar admin's kinds of list, and their addresses under /{lang}/profil (admin-side spec §2). */
export type AdminKind = "webinars" | "packs";

export const ADMIN_PATHS: Record<AdminKind, string> = {
  webinars: "webinare-spravca",
  packs: "webinare-baliky-spravca",
};

/** A kind's list, and where an item of it is edited (useAdminSave's paths). */
export function formPaths(lang: string, kind: AdminKind) {
  const listPath = `/${lang}/profil/${ADMIN_PATHS[kind]}`;
  return { listPath, editPath: (id: number) => `${listPath}/${id}` };
}
