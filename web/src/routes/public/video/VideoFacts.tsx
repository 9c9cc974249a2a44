import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoFacts_video$key } from "../../../__generated__/VideoFacts_video.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { Fact, StoryHeader } from "../../../components/StoryHeader.tsx";

/** The video's title and subtitle, with its themes and length. */
export function VideoFacts({ video: videoKey }: { video: VideoFacts_video$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const video = useFragment(
    graphql`
      fragment VideoFacts_video on Video {
        title
        titleLang
        subtitle
        subtitleLang
        length
        themes {
          id
          name
          nameCz
          nameEn
          nameEs
        }
      }
    `,
    videoKey,
  );
  return (
    <StoryHeader block="video-page" story={video}>
      {video.themes.length > 0 && (
        <Fact term={t("video.themes")}>
          <ul className="inline-list video-page__themes">
            {video.themes.map((theme) => (
              <li key={theme.id}>{localisedName(theme, lang)}</li>
            ))}
          </ul>
        </Fact>
      )}
      {video.length && <Fact term={t("video.length")}>{video.length}</Fact>}
    </StoryHeader>
  );
}
