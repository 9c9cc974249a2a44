import { useEffect, useRef } from "react";
import { graphql } from "react-relay/hooks";
import type { AudiobookPageQuery } from "../../../__generated__/AudiobookPageQuery.graphql.ts";
import { BackLink } from "../../../components/BackLink.tsx";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { coverAlt } from "../../../components/StoryCard.tsx";
import { useMediaPageQuery } from "../../../components/useMediaPageQuery.ts";
import { useCurrentSlug } from "../../../hooks/useCurrentSlug.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useIncrementOpenedStatisticMutation } from "../../../mutations/useIncrementOpenedStatisticMutation.ts";
import { Notice } from "../../../ui/Notice.tsx";
import { AudiobookDocuments } from "./AudiobookDocuments.tsx";
import { AudiobookHeader } from "./AudiobookHeader.tsx";
import { AudiobookPlayer } from "./player/AudiobookPlayer.tsx";
import { paths } from "../../route-table.ts";
import "./AudiobookPage.css";

const audiobookPageQuery = graphql`
  query AudiobookPageQuery($slug: String!) {
    getAudiobook(slug: $slug) {
      id
      slug
      title
      subtitle
      thumbnail
      htmlDesc
      htmlDescLang
      titleLang
      ...AudiobookHeader_audiobook
      ...AudiobookPlayer_audiobook
      ...AudiobookDocuments_audiobook
    }
  }
`;

/**
 * /{lang}/audiokniha/{slug}: the audiobook's title, cover, player (or the access gate), parts,
 * description, e-book and methodologies. What the viewer may play depends on who is signed in,
 * so signing in or out fetches it again; a signed URL refused (access ended) or about to expire
 * fetches fresh ones.
 */
export function AudiobookPage() {
  useTexts("audiobook", "video");
  const { t } = useTranslation();
  const lang = useLang();
  const { answer, refresh } = useMediaPageQuery<AudiobookPageQuery>(audiobookPageQuery);
  const audiobook = answer.getAudiobook;
  useCurrentSlug(audiobook?.slug);
  useOpenedOnce(audiobook?.id ?? null);
  const back = (
    <BackLink className="audiobook-page__back" to={paths.audiobookList(lang)}>
      {t("audiobooks.back")}
    </BackLink>
  );
  if (!audiobook) return <Notice title={t("audiobooks.notFound")} action={back} />;

  return (
    <article className="page audiobook-page">
      <WindowTitle title={audiobook.title} />
      {back}
      <div className="audiobook-page__layout">
        <div className="audiobook-page__aside">
          {audiobook.thumbnail && (
            <img
              className="audiobook-page__cover"
              src={audiobook.thumbnail}
              alt={coverAlt(audiobook.title, audiobook.subtitle)}
              lang={contentLang(audiobook.titleLang, lang)}
              width="480"
              height="480"
            />
          )}
          <AudiobookDocuments audiobook={audiobook} />
        </div>
        <div className="audiobook-page__main">
          <AudiobookHeader audiobook={audiobook} />
          <AudiobookPlayer audiobook={audiobook} refresh={refresh} />
          {audiobook.htmlDesc && (
            <section className="audiobook-page__description" aria-labelledby="audiobook-description">
              <h2 id="audiobook-description">{t("audiobooks.description")}</h2>
              {/* rich text the server has already sanitised */}
              <div
                lang={contentLang(audiobook.htmlDescLang, lang)}
                dangerouslySetInnerHTML={{ __html: audiobook.htmlDesc }}
              />
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/** Tells the server once per page that the audiobook was opened (it counts each listener once). */
function useOpenedOnce(audiobookId: number | null) {
  const [countOpened] = useIncrementOpenedStatisticMutation();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (audiobookId === null || counted.current === audiobookId) return;
    counted.current = audiobookId;
    countOpened({ id: audiobookId }).catch(() => undefined);
  }, [audiobookId, countOpened]);
}
