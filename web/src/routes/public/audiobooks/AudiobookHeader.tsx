import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookHeader_audiobook$key } from "../../../__generated__/AudiobookHeader_audiobook.graphql.ts";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";

/** The audiobook's title and subtitle, the language it is read in and who may listen. */
export function AudiobookHeader({ audiobook }: { audiobook: AudiobookHeader_audiobook$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment AudiobookHeader_audiobook on Audiobook {
        title
        titleLang
        subtitle
        subtitleLang
        availability
        language {
          name
          nameCz
          nameEn
          nameEs
        }
      }
    `,
    audiobook,
  );
  return (
    <header className="audiobook-page__header">
      <h1 className="audiobook-page__title" lang={contentLang(data.titleLang, lang)}>
        {data.title}
      </h1>
      {data.subtitle && (
        <p className="audiobook-page__subtitle" lang={contentLang(data.subtitleLang, lang)}>
          {data.subtitle}
        </p>
      )}
      <dl className="audiobook-page__facts">
        {data.language && (
          <div>
            <dt>{t("audiobooks.readIn")}</dt>
            <dd>{localisedName(data.language, lang)}</dd>
          </div>
        )}
        <div>
          <dt className="visually-hidden">{t("audiobookForm.availability")}</dt>
          <dd>
            <AvailabilityBadge availability={data.availability} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
