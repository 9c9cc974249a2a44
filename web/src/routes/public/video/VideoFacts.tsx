import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoFacts_video$key } from "../../../__generated__/VideoFacts_video.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { contentLang } from "../../../i18n/content-lang.ts";

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
    <header className="video-page__header">
      <h1 className="video-page__title" lang={contentLang(video.titleLang, lang)}>
        {video.title}
      </h1>
      {video.subtitle && (
        <p className="video-page__subtitle" lang={contentLang(video.subtitleLang, lang)}>
          {video.subtitle}
        </p>
      )}
      <dl className="video-page__facts">
        {video.themes.length > 0 && (
          <div>
            <dt>{t("video.themes")}</dt>
            <dd>
              <ul className="inline-list video-page__themes">
                {video.themes.map((theme) => (
                  <li key={theme.id}>{localisedName(theme, lang)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {video.length && (
          <div>
            <dt>{t("video.length")}</dt>
            <dd>{video.length}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
