import { useId, useState } from "react";
import { moveItem } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { TextField } from "../../../../ui/TextField.tsx";

interface Webinar {
  id: number;
  title: string;
}

interface Props {
  /** Every webinar, to choose from. */
  webinars: readonly Webinar[];
  /** The chosen ones' ids in the pack's order. */
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}

/** Folds accents and case away, so "skola" finds "Škola". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The pack's webinars: the chosen ones in order (drag to reorder, remove), and a search over the
 * others, each with an Add button.
 */
export function PackWebinarsField({ webinars, chosen, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState("");
  const byId = new Map(webinars.map((webinar) => [webinar.id, webinar]));
  const items = chosen.map((id) => byId.get(id) ?? { id, title: `#${id}` });
  const query = folded(search.trim());
  const offered = webinars.filter((webinar) => !chosen.includes(webinar.id) && folded(webinar.title).includes(query));
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="admin-form__section">
        <legend id={titleId}>{t("webinarAdmin.fields.webinars")}</legend>
        <SortableList
          labelledBy={titleId}
          className="admin-rows"
          items={items}
          idOf={(webinar) => webinar.id}
          nameOf={(webinar) => webinar.title}
          disabled={disabled}
          onMove={(from, to) => onChange(moveItem(chosen, from, to))}
          empty={t("webinarAdmin.fields.noWebinars")}
          renderItem={(webinar) => (
            <div className="admin-row">
              <span className="admin-row__title" lang="sk">
                {webinar.title}
              </span>
              <Button
                variant="secondary"
                size="small"
                className="admin-row__delete"
                disabled={disabled}
                aria-label={t("webinarAdmin.fields.removeWebinar", { title: webinar.title })}
                onClick={() => onChange(chosen.filter((id) => id !== webinar.id))}
              >
                {t("webinarAdmin.admissions.remove")}
              </Button>
            </div>
          )}
        />
        <TextField
          form="pack"
          name="webinarSearch"
          type="search"
          label={t("webinarAdmin.fields.findWebinar")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {offered.length === 0 ? (
          <p className="admin-empty">{t("webinarAdmin.fields.noMatch")}</p>
        ) : (
          <ul className="pack-picker" aria-label={t("webinarAdmin.fields.offered")}>
            {offered.map((webinar) => (
              <li key={webinar.id}>
                <span lang="sk">{webinar.title}</span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={disabled}
                  aria-label={`${t("webinarAdmin.fields.addWebinar")}: ${webinar.title}`}
                  onClick={() => onChange([...chosen, webinar.id])}
                >
                  {t("webinarAdmin.fields.addWebinar")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
