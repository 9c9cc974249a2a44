import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { Testimonials_query$key } from "../../../__generated__/Testimonials_query.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { carouselColumnsFor, carouselSlots } from "./carousel-columns.ts";
import "./Testimonials.css";

export const SLIDE_DURATION_MS = 600;
export const RESIZE_DEBOUNCE_MS = 500;

/** Columns for the current window width, recomputed once resizing pauses for 500 ms. */
function useCarouselColumns(): number {
  const [columns, setColumns] = useState(() => carouselColumnsFor(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setColumns(carouselColumnsFor(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      clearTimeout(timer);
    };
  }, []);
  return columns;
}

type Slide = "previous" | "next";

/**
 * Which items the carousel shows and how it slides: `slots` are the item indexes on the track
 * (one hidden item each side of the visible ones while it rotates), `shift` how many items the
 * track is moved by (at rest one; two or none while sliding to the next or previous item).
 */
function useCarousel(count: number, columns: number) {
  const [first, setFirst] = useState(0);
  const [sliding, setSliding] = useState<Slide | null>(null);
  const slideEnd = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(slideEnd.current), []);

  const rotates = count > columns;
  const slide = (direction: Slide) => {
    if (sliding || !rotates) return;
    setSliding(direction);
    slideEnd.current = setTimeout(() => {
      setFirst((current) => (current + (direction === "next" ? 1 : -1) + count) % count);
      setSliding(null);
    }, SLIDE_DURATION_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") slide("previous");
    if (event.key === "ArrowRight") slide("next");
  };
  const slots = rotates
    ? carouselSlots(first % count, columns, count)
    : Array.from({ length: count }, (_, index) => index);
  const shift = !rotates ? 0 : sliding === "next" ? 2 : sliding === "previous" ? 0 : 1;
  return { rotates, sliding, slide, onKeyDown, slots, shift };
}

/**
 * Testimonials in the visitor's language. When there are more than fit, arrows rotate them one
 * item at a time with a 600 ms slide (also with the arrow keys while focus is inside).
 */
export function Testimonials({ query }: { query: Testimonials_query$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { getReferences } = useFragment(
    graphql`
      fragment Testimonials_query on Query {
        getReferences {
          id
          title
          name
          text
          languageFlag
        }
      }
    `,
    query,
  );
  const references = getReferences.filter((reference) => reference.languageFlag === lang);
  const columns = useCarouselColumns();
  const { rotates, sliding, slide, onKeyDown, slots, shift } = useCarousel(references.length, columns);

  return (
    <section id="testimonials" className="section testimonials" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="section__title">
        {t("testimonials.title")}
      </h2>
      {references.length === 0 ? (
        <p>{t("testimonials.empty")}</p>
      ) : (
        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-labelledby="testimonials-heading"
          onKeyDown={onKeyDown}
        >
          {rotates && <CarouselArrow direction="previous" onClick={() => slide("previous")} />}
          <div className="carousel__viewport">
            <ul
              className="carousel__track"
              data-columns={columns}
              style={{
                transform: `translateX(${(-shift * 100) / columns}%)`,
                transition: sliding ? `transform ${SLIDE_DURATION_MS}ms ease-in-out` : "none",
              }}
            >
              {slots.map((referenceIndex, slot) => {
                const visible = !rotates || (slot >= 1 && slot <= columns);
                return (
                  <li
                    key={slot}
                    className="carousel__item"
                    style={{ flexBasis: `${100 / columns}%` }}
                    aria-hidden={!visible}
                    inert={!visible}
                  >
                    <Testimonial reference={references[referenceIndex]!} />
                  </li>
                );
              })}
            </ul>
          </div>
          {rotates && <CarouselArrow direction="next" onClick={() => slide("next")} />}
        </div>
      )}
    </section>
  );
}

function CarouselArrow({ direction, onClick }: { direction: Slide; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={t(direction === "next" ? "testimonials.next" : "testimonials.previous")}
      onClick={onClick}
    >
      <span aria-hidden="true">{direction === "next" ? "›" : "‹"}</span>
    </button>
  );
}

function Testimonial({ reference }: { reference: { text: string; name: string; title: string } }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__text">{reference.text}</blockquote>
      <figcaption>
        <strong className="testimonial__name">{reference.name}</strong>
        {reference.title && <span className="testimonial__title">{reference.title}</span>}
      </figcaption>
    </figure>
  );
}
