import type { ReactNode } from "react";

interface Props<V extends string> {
  /** The radio group's name; the option's id is `${name}-${value}`. */
  name: string;
  value: V;
  chosen: V | null;
  onChoose: (value: V) => void;
  title: ReactNode;
  text: ReactNode;
}

/**
 * One choice of a radio group drawn as a card (a payment method, a plan to upgrade to): the title
 * is the label, the text under it describes it. The chosen one is highlighted.
 */
export function ChoiceOption<V extends string>({ name, value, chosen, onChoose, title, text }: Props<V>) {
  const id = `${name}-${value}`;
  return (
    <div className={chosen === value ? "method-option method-option--chosen" : "method-option"}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        aria-describedby={`${id}-text`}
      />
      <div>
        {/* the label covers the whole option (CSS), so a click anywhere on it chooses */}
        <label htmlFor={id} className="method-option__title">
          {title}
        </label>
        <p id={`${id}-text`} className="method-option__text">
          {text}
        </p>
      </div>
    </div>
  );
}
