import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { SEARCH_MAX_LENGTH } from "./catalogue-query.ts";

/** Typing settles for this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  initialText: string;
  onSearch: (text: string) => void;
  /** The field's label and placeholder (the video catalogue's by default). */
  label?: string;
  placeholder?: string;
}

/** The search field; reports the trimmed text once typing pauses for 500 ms. */
export function SearchBox({ initialText, onSearch, label, placeholder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialText);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="search-box field">
      <label htmlFor={id} className="catalogue__label">
        {label ?? t("catalogue.search")}
      </label>
      <input
        id={id}
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        placeholder={placeholder ?? t("catalogue.searchPlaceholder")}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
}
