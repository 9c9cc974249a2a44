import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoMethodics_video$key } from "../../../__generated__/VideoMethodics_video.graphql.ts";
import { DocumentLink } from "../../../components/DocumentLink.tsx";

/**
 * The video's methodology documents: a link to the PDF viewer for each the viewer may open, the
 * name alone (and a hint) for a members-only one.
 */
export function VideoMethodics({ video }: { video: VideoMethodics_video$key }) {
  const { t } = useTranslation();
  const { methodics } = useFragment(
    graphql`
      fragment VideoMethodics_video on Video {
        methodics {
          id
          name
          url
        }
      }
    `,
    video,
  );
  if (methodics.length === 0) return null;
  return (
    <aside className="video-page__methodics" aria-labelledby="methodics-heading">
      <h2 id="methodics-heading">{t("video.methodics")}</h2>
      <ul>
        {methodics.map((methodic) => (
          <li key={methodic.id}>
            <DocumentLink name={methodic.name} url={methodic.url} lockedClassName="video-page__methodic--locked" />
          </li>
        ))}
      </ul>
      {methodics.some((methodic) => !methodic.url) && (
        <p className="video-page__methodics-hint">{t("video.methodicsLocked")}</p>
      )}
    </aside>
  );
}
