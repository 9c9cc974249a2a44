import { Flag } from "../../../../components/Flag.tsx";
import { isLang } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** An item's interface language as a flag with the language's name beside it, `named` visibly (or a blank of the flag's width). */
export function LanguageFlagLabel({ flag, named = false }: { flag?: string | null; named?: boolean }) {
  const { t } = useTranslation();
  if (!isLang(flag)) return <span className="admin-row__flag" aria-hidden="true" />;
  return (
    <span className="admin-row__flag">
      <Flag lang={flag} />
      <span className={named ? undefined : "visually-hidden"}>{t(`languages.${flag}`)}</span>
    </span>
  );
}
