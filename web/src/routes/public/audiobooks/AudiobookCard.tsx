import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookCard_audiobook$key } from "../../../__generated__/AudiobookCard_audiobook.graphql.ts";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge.tsx";
import { StoryCard } from "../../../components/StoryCard.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { paths } from "../../route-table.ts";

/** An audiobook in the list: cover, title, subtitle, the description's beginning, its language and availability; the card links to the detail. */
export function AudiobookCard({ audiobook }: { audiobook: AudiobookCard_audiobook$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment AudiobookCard_audiobook on Audiobook {
        slug
        title
        titleLang
        subtitle
        subtitleLang
        excerpt
        htmlDescLang
        thumbnail
        availability
        language {
          name
          nameCz
          nameEn
          nameEs
          abbreviation
        }
      }
    `,
    audiobook,
  );
  const footer = (
    <>
      {data.language && (
        <abbr
          className="badge badge--language"
          title={t("audiobooks.language", { language: localisedName(data.language, lang) })}
        >
          {data.language.abbreviation}
        </abbr>
      )}
      <AvailabilityBadge availability={data.availability} />
    </>
  );
  return (
    <StoryCard
      block="audiobook-card"
      story={data}
      to={paths.audiobook(lang, data.slug)}
      coverHeight="320"
      footer={footer}
    >
      {data.excerpt && (
        <p className="audiobook-card__excerpt" lang={contentLang(data.htmlDescLang, lang)}>
          {data.excerpt}
        </p>
      )}
    </StoryCard>
  );
}
