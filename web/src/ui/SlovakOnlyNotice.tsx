/**
 * The sections that exist only in Slovak (webinars, workshops) say so in the other languages: a
 * modal with the notice and an OK button that closes it (visitor-side spec §1). In Slovak it
 * shows nothing. Once closed it stays closed for the visit in that language (the pages under the
 * site's frame are mounted anew on each address, so the memory lives beside the component); a
 * change of language asks again.
 *
 *   <SlovakOnlyNotice section="webinar" />
 */
import { useId, useState } from "react";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { Lang } from "../../../src/shared/lang.ts";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

/** The sections whose notice was closed in this visit, per language. */
const closed = new Set<string>();

export function SlovakOnlyNotice({ section }: { section: "webinar" | "workshop" }) {
  const { t } = useTranslation();
  const lang = useLang();
  const textId = useId();
  const key = `${section}:${lang}`;
  const [, setClosedIn] = useState<Lang | null>(null);
  if (lang === "sk" || closed.has(key)) return null;
  const close = () => {
    closed.add(key);
    setClosedIn(lang);
  };
  return (
    <Dialog
      title={t("slovakOnly.title")}
      onClose={close}
      describedBy={textId}
      actions={
        <Button onClick={close} data-autofocus>
          {t("slovakOnly.ok")}
        </Button>
      }
    >
      <p id={textId}>{t(`slovakOnly.${section}`)}</p>
    </Dialog>
  );
}
