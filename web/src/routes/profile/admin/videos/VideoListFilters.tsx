import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  type AvailabilityName,
  isNarrowed,
  type VideoListQuery,
  type VisibilityName,
} from "./video-list-query.ts";

/** Typing settles for this long before the list is asked for again (as the public search). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 400;

interface Props {
  /** The testing videos' list has one availability: it offers no choice of it. */
  withAvailability: boolean;
  query: VideoListQuery;
  onChange: (change: Partial<VideoListQuery>) => void;
}

/**
 * The video list's search by title (asked for once typing pauses) and its availability and
 * visibility choices, with a button that shows every video again.
 */
export function VideoListFilters({ withAvailability, query, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.search);
  // the address changed without typing (Back, the clear button): the box shows it
  const [shown, setShown] = useState(query.search);
  if (shown !== query.search) {
    setShown(query.search);
    if (text.trim() !== query.search) setText(query.search);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ search: value.trim() }), ADMIN_SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText("");
    onChange({ search: "", availability: null, visibility: null });
  };

  return (
    <div role="search" className="admin-list-filters" aria-label={t("admin.videos.list.filters")}>
      <TextField
        form="admin-videos"
        name="search"
        type="search"
        className="admin-list-filters__search"
        label={t("admin.videos.list.search")}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => type(event.target.value)}
      />
      {withAvailability && (
        <SelectField
          form="admin-videos"
          name="availability"
          label={t("admin.videos.list.availability")}
          value={query.availability ?? ""}
          onChange={(event) => onChange({ availability: (event.target.value || null) as AvailabilityName | null })}
          options={[
            { value: "", label: t("admin.videos.list.any") },
            { value: "free", label: t("admin.videos.availability.free") },
            { value: "testing", label: t("admin.videos.availability.testing") },
            { value: "subscription", label: t("admin.videos.availability.subscription") },
          ]}
        />
      )}
      <SelectField
        form="admin-videos"
        name="visibility"
        label={t("admin.videos.list.visibility")}
        value={query.visibility ?? ""}
        onChange={(event) => onChange({ visibility: (event.target.value || null) as VisibilityName | null })}
        options={[
          { value: "", label: t("admin.videos.list.any") },
          { value: "visible", label: t("admin.videos.list.visible") },
          { value: "hidden", label: t("admin.videos.list.hidden") },
        ]}
      />
      {(isNarrowed(query) || text !== "") && (
        <Button variant="secondary" size="small" className="admin-list-filters__clear" onClick={clear}>
          {t("admin.videos.list.clear")}
        </Button>
      )}
    </div>
  );
}
