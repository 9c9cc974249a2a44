import type { ReactNode } from "react";
import { useLang } from "../hooks/useLang.ts";
import { contentLang } from "../i18n/content-lang.ts";
import "./StoryHeader.css";

/** A story's title and subtitle, each with the language it came in. */
export interface StoryTitles {
  readonly title: string;
  readonly titleLang: string;
  readonly subtitle: string;
  readonly subtitleLang: string;
}

interface Props {
  /** The page's block (video-page, audiobook-page): the prefix of its header's classes. */
  block: string;
  story: StoryTitles;
  /** The facts under the subtitle, each a Fact. */
  children: ReactNode;
}

/** A living book's page heading: its title, subtitle (who tells it) and a list of facts about it. */
export function StoryHeader({ block, story, children }: Props) {
  const lang = useLang();
  return (
    <header className={`story-header ${block}__header`}>
      <h1 className={`${block}__title`} lang={contentLang(story.titleLang, lang)}>
        {story.title}
      </h1>
      {story.subtitle && (
        <p className={`story-header__subtitle ${block}__subtitle`} lang={contentLang(story.subtitleLang, lang)}>
          {story.subtitle}
        </p>
      )}
      <dl className={`story-header__facts ${block}__facts`}>{children}</dl>
    </header>
  );
}

/** One fact in a StoryHeader: its name and value. */
export function Fact({ term, termClassName, children }: { term: string; termClassName?: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termClassName}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
