import { dayForm } from "../../../format/day-plural.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";

/** "1 deň", "3 dni", "30 dní" (0 as 5 or more), in the interface language's forms (format/day-plural.ts). */
export function useDays(): (count: number) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (count) => t(`days.${dayForm(count, lang)}`, { count });
}
