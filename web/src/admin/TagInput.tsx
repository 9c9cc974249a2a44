import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { createDebounce } from "../hooks/debounce.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useSearchTagsMutation } from "../mutations/useSearchTagsMutation.ts";
import { Button } from "../ui/Button.tsx";
import { fieldId } from "../ui/Field.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

/** Lower case without accents, as the server compares tags ("Vzdelávanie" matches "vzdel"). */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The spec's tag search: from the first character, at most once per 400 ms (and once more when typing pauses). */
const SEARCH_DEBOUNCE_MS = 400;

interface TagInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Suggestions for what is typed, from searchTags; an answer that comes after a newer question is dropped. */
function useTagSuggestions() {
  const [suggestions, setSuggestions] = useState<readonly { id: number; name: string }[]>([]);
  const [searchTags] = useSearchTagsMutation();
  const latest = useRef(0);
  const search = useMemo(
    () =>
      createDebounce(SEARCH_DEBOUNCE_MS, (searchString: string) => {
        const request = ++latest.current;
        searchTags({ searchString }).then(
          (result) => {
            if (request === latest.current) setSuggestions(result.searchTags);
          },
          () => {
            if (request === latest.current) setSuggestions([]); // suggestions are a help: without them the tag is typed whole
          },
        );
      }),
    [searchTags],
  );
  useEffect(() => () => search.cancel(), [search]);
  return {
    suggestions,
    /** Asks for suggestions from the first character; an empty text clears them. */
    ask: (text: string) => (text.trim().length >= 1 ? search(text.trim()) : setSuggestions([])),
    clear: () => {
      latest.current++;
      setSuggestions([]);
    },
  };
}

/** The chosen tags, each with a button removing it. */
function TagChips({ tags, onChange }: TagInputProps) {
  const { t } = useTranslation();
  if (tags.length === 0) return <p className="admin-empty">{t("admin.noTags")}</p>;
  return (
    <ul className="admin-chips">
      {tags.map((tag) => (
        <li key={tag} className="admin-chip">
          {tag}
          <Button
            variant="ghost"
            size="small"
            className="admin-chip__remove"
            aria-label={t("admin.videoForm.removeTag", { name: tag })}
            onClick={() => onChange(tags.filter((each) => each !== tag))}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The combobox's list of suggestions; the input keeps the focus while one is clicked. */
function TagSuggestions(props: {
  listId: string;
  shown: readonly { id: number | string; name: string }[];
  active: number;
  open: boolean;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation();
  const { listId, shown, active, open, onPick } = props;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t("admin.videoForm.suggestions")}
      className="tag-input__list"
      hidden={!open}
    >
      {shown.map((tag, index) => (
        <li
          key={tag.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? "tag-input__option tag-input__option--active" : "tag-input__option"}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(tag.name)}
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Free tags: the chosen ones as chips (each with a remove button), and a combobox whose
 * suggestions come from searchTags as the admin types. Arrow keys move through the suggestions,
 * Enter takes the marked one (or the text typed, as a new tag), Escape closes the list.
 */
export function TagInput({ tags, onChange }: TagInputProps) {
  const { t } = useTranslation();
  const id = fieldId("video", "tags");
  const listId = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const { suggestions, ask, clear } = useTagSuggestions();
  // an answer to an earlier, shorter search may still be here: only what matches the text shows
  const shown = suggestions.filter((tag) => !tags.includes(tag.name) && folded(tag.name).includes(folded(text.trim())));
  const open = text.trim().length > 0 && shown.length > 0;
  const add = (name: string) => {
    const tag = name.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setText("");
    setActive(-1);
    clear();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && open) setActive((index) => (index + 1) % shown.length);
    else if (event.key === "ArrowUp" && open) setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    else if (event.key === "Escape" && open) clear();
    else if (event.key === "Enter") add(open && active >= 0 ? shown[active]!.name : text);
    else return;
    event.preventDefault();
  };

  return (
    <div className="field tag-input">
      <span className="field__label">
        <label htmlFor={id}>{t("admin.videoForm.tags")}</label>
      </span>
      <TagChips tags={tags} onChange={onChange} />
      <div className="tag-input__box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            ask(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={clear}
        />
        <TagSuggestions listId={listId} shown={shown} active={active} open={open} onPick={add} />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t("admin.videoForm.tagsHint")}
      </p>
    </div>
  );
}

/** The free tags of an admin form, across the form's grid. */
export function TagsField({ form }: { form: AdminFormPart<{ tags: string[] }> }) {
  return (
    <div className="field--wide">
      <TagInput tags={form.values.tags} onChange={(tags) => form.set("tags", tags)} />
    </div>
  );
}
