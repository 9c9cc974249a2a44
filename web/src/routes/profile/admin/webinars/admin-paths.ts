/** The webinar admin's kinds of list, and their addresses under /{lang}/profil (admin-side spec §2). */
export type AdminKind = "webinars" | "packs";

export const ADMIN_PATHS: Record<AdminKind, string> = { webinars: "webinare-spravca", packs: "webinare-baliky-spravca" };
