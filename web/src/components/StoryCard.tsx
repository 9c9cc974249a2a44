import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLang } from "../hooks/useLang.ts";
import { contentLang } from "../i18n/content-lang.ts";
import { Card } from "../ui/Card.tsx";
import type { StoryTitles } from "./StoryHeader.tsx";

/** What a story's card shows of it in every list: title, subtitle and cover. */
interface StoryCardFields extends StoryTitles {
  readonly thumbnail: string | null | undefined;
}

interface Props {
  /** The card's class, and the prefix of its title's and subtitle's (video-card, audiobook-card). */
  block: string;
  story: StoryCardFields;
  /** The story's page. */
  to: string;
  coverHeight: string;
  footer: ReactNode;
  /** Lines under the subtitle. */
  children?: ReactNode;
}

/** A living book (a video or an audiobook) in a grid: cover, title and subtitle; the whole card links to its page. */
export function StoryCard({ block, story, to, coverHeight, footer, children }: Props) {
  const lang = useLang();
  return (
    <Card
      className={block}
      titleClassName={`${block}__title`}
      // the picture shows the story's person: it is named after the story and who tells it
      media={
        story.thumbnail ? (
          <img
            src={story.thumbnail}
            alt={coverAlt(story.title, story.subtitle)}
            lang={contentLang(story.titleLang, lang)}
            loading="lazy"
            width="320"
            height={coverHeight}
          />
        ) : null
      }
      title={
        <Link to={to} lang={contentLang(story.titleLang, lang)}>
          {story.title}
        </Link>
      }
      footer={footer}
    >
      {story.subtitle && (
        <p className={`${block}__subtitle`} lang={contentLang(story.subtitleLang, lang)}>
          {story.subtitle}
        </p>
      )}
      {children}
    </Card>
  );
}

/** A cover's alternative text: the story's title and, from its subtitle, who tells it. */
export const coverAlt = (title: string, subtitle: string): string => (subtitle ? `${title}: ${subtitle}` : title);
