import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The text group of each list (admin.themes, admin.filters, admin.languages). */
export type CatalogueKind = "themes" | "filters" | "languages";

/** Which items use a theme, filter or language (the server's `usage`, for library admins). */
export interface Usage {
  readonly count: number;
  readonly titles: readonly string[];
}

/** Whether anything uses the item: then a theme or filter offers no delete, a language asks where its audiobooks go. */
export const inUse = (usage: Usage | null | undefined): usage is Usage => (usage?.count ?? 0) > 0;

/**
 * "… Videá s touto témou (3): A, B, C", naming at most `named` titles (the list's rows three, the
 * dialogs all the server gives), with "…" where more use it than are named; null when unused.
 */
export function useUsageText() {
  const { t } = useTranslation();
  return (kind: CatalogueKind, usage: Usage | null | undefined, named = 10): string | null => {
    if (!inUse(usage)) return null;
    const titles = usage.titles.slice(0, named);
    return t(`admin.${kind}.usedBy`, {
      count: usage.count,
      titles: [...titles, ...(usage.count > titles.length ? ["…"] : [])].join(", "),
    });
  };
}
