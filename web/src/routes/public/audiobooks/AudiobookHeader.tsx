import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookHeader_audiobook$key } from "../../../__generated__/AudiobookHeader_audiobook.graphql.ts";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge.tsx";
import { Fact, StoryHeader } from "../../../components/StoryHeader.tsx";
import { useLang } from "../../../hooks/useLang.ts";
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
    <StoryHeader block="audiobook-page" story={data}>
      {data.language && <Fact term={t("audiobooks.readIn")}>{localisedName(data.language, lang)}</Fact>}
      <Fact term={t("audiobookForm.availability")} termClassName="visually-hidden">
        <AvailabilityBadge availability={data.availability} />
      </Fact>
    </StoryHeader>
  );
}
