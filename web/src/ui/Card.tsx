/**
 * A card in a grid: a picture, a title that links to the item (its link covers the whole card, so
 * the card is one big target and one tab stop), and a few lines under it.
 *
 *   <Card
 *     media={<img src={thumbnail} alt={`${title} – ${person}`} width="320" height="180" loading="lazy" />}
 *     title={<Link to={paths.video(lang, slug)}>{title}</Link>}
 *     footer={<AvailabilityBadge availability={availability} />}
 *   >
 *     <p>{subtitle}</p>
 *   </Card>
 *
 * Without a link in its title it is a plain panel (a plan, a summary).
 */
import type { ReactNode } from "react";

interface CardProps {
  /** The picture (empty: none). */
  media?: ReactNode;
  /** The title: a link to the item makes the whole card its target. A level-3 heading. */
  title: ReactNode;
  footer?: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}

export function Card({ media, title, footer, className = "", titleClassName = "", children }: CardProps) {
  return (
    <article className={`card ${className}`}>
      <div className="card__media">{media}</div>
      <div className="card__body">
        <h3 className={`card__title ${titleClassName}`}>{title}</h3>
        {children}
        <div className="card__footer">{footer}</div>
      </div>
    </article>
  );
}
