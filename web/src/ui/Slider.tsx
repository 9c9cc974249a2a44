/**
 * A row of items that scrolls sideways (the home page's themes): swiped on a phone, moved by its
 * arrow buttons (a 200 ms glide, none for those who asked for less motion), and by the keyboard:
 * the arrow keys, Home and End move the focus between the items. Items snap to the start.
 *
 *   <Slider heading={<h2 id="themes-heading">Témy</h2>} labelledBy="themes-heading"
 *     previousLabel="Predchádzajúce témy" nextLabel="Ďalšie témy">
 *     {themes.map((theme) => <li key={theme.id}><button …>{theme.name}</button></li>)}
 *   </Slider>
 */
import { useRef, useState, type ReactNode } from "react";

// the measuring and the movements load when the row is first pointed at or focused (before an arrow is pressed)
const loadScroll = () => import("./slider-scroll.ts");

interface SliderProps {
  /** Shown above the row, beside the arrows (a heading naming the row). */
  heading?: ReactNode;
  /** The id of the element naming the list, and of one describing it. */
  labelledBy: string;
  describedBy?: string;
  previousLabel: string;
  nextLabel: string;
  /** The items: <li> elements. */
  children: ReactNode;
  className?: string;
}

export function Slider({
  heading,
  labelledBy,
  describedBy,
  previousLabel,
  nextLabel,
  children,
  className,
}: SliderProps) {
  const track = useRef<HTMLUListElement>(null);
  // Whether there is more to see before (bit 1) and after (bit 2) what the track shows: at first
  // more after (the row is longer than a phone), measured once the row is pointed at, focused or scrolled.
  const [more, setMore] = useState(2);
  const measure = () => void loadScroll().then(({ overflowOf }) => track.current && setMore(overflowOf(track.current)));

  // an arrow stays focusable at the end of the row (aria-disabled), so the keyboard's place is not lost
  const arrow = (label: string, name: string, bit: number, direction: 1 | -1) => (
    <button
      type="button"
      className={`slider__arrow slider__arrow--${name}`}
      aria-label={label}
      aria-disabled={!(more & bit) || undefined}
      onClick={() => more & bit && loadScroll().then(({ step }) => step(track.current!, direction))}
    >
      <span aria-hidden="true" />
    </button>
  );
  return (
    <div
      className={`slider${more & 1 ? " slider--more-before" : ""}${more & 2 ? " slider--more-after" : ""}${className ? ` ${className}` : ""}`}
      onPointerEnter={measure}
      onFocus={measure}
    >
      <div className="slider__bar">
        {heading}
        <div className="slider__arrows" hidden={!more}>
          {arrow(previousLabel, "previous", 1, -1)}
          {arrow(nextLabel, "next", 2, 1)}
        </div>
      </div>
      <ul
        ref={track}
        className="slider__track"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        // the arrow keys, Home and End go from item to item
        onKeyDown={({ key, target, currentTarget, nativeEvent }) =>
          loadScroll().then(({ focusStep }) => focusStep(key, target, currentTarget, nativeEvent))
        }
        onScroll={measure}
      >
        {children}
      </ul>
    </div>
  );
}
