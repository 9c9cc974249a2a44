import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import type { VideoMethodics_video$key } from "../../../__generated__/VideoMethodics_video.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { paths } from "../../route-table.ts";

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
            <MethodicLink methodic={methodic} />
          </li>
        ))}
      </ul>
      {methodics.some((methodic) => !methodic.url) && (
        <p className="video-page__methodics-hint">{t("video.methodicsLocked")}</p>
      )}
    </aside>
  );
}

/** A document the viewer may open links to the PDF viewer; a members-only one shows its name alone. */
function MethodicLink({ methodic }: { methodic: { name: string; url: string | null | undefined } }) {
  const lang = useLang();
  const title = (
    <>
      <span aria-hidden="true" className="video-page__pdf-icon">
        PDF
      </span>
      {methodic.name}
    </>
  );
  if (!methodic.url) return <span className="video-page__methodic--locked">{title}</span>;
  return <Link to={paths.pdf(lang, methodic.name)}>{title}</Link>;
}
