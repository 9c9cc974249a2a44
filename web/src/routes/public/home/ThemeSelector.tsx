import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { ThemeSelector_query$key } from "../../../__generated__/ThemeSelector_query.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { Slider } from "../../../ui/Slider.tsx";

interface Props {
  query: ThemeSelector_query$key;
  selected: number | null;
  /** Called with the picked theme, or null when the selected theme is picked again (clears it). */
  onSelect: (theme: number | null) => void;
}

/** Themes as toggle buttons with their icons, in a row that scrolls sideways (the theme slider); at most one is selected. */
export function ThemeSelector({ query, selected, onSelect }: Props) {
  const { getThemes: themes } = useFragment(
    graphql`
      fragment ThemeSelector_query on Query {
        getThemes {
          ...catalogueFields_theme @relay(mask: false)
        }
      }
    `,
    query,
  );
  const { t } = useTranslation();
  const lang = useLang();
  if (themes.length === 0) return null;

  return (
    <div className="theme-selector">
      <p id="themes-hint" className="visually-hidden">
        {t("catalogue.themesHint")}
      </p>
      <Slider
        heading={
          <h2 id="themes-heading" className="catalogue__label">
            {t("catalogue.themes")}
          </h2>
        }
        labelledBy="themes-heading"
        describedBy="themes-hint"
        previousLabel={t("catalogue.previousThemes")}
        nextLabel={t("catalogue.nextThemes")}
      >
        {themes.map((theme) => (
          <li key={theme.id}>
            <button
              type="button"
              className="theme-selector__theme"
              aria-pressed={theme.id === selected}
              onClick={() => onSelect(theme.id === selected ? null : theme.id)}
            >
              {/* Decorative: the theme's name is the button's text. */}
              {theme.svgPath ? <img src={theme.svgPath} alt="" width="44" height="44" /> : null}
              <span>{localisedName(theme, lang)}</span>
            </button>
          </li>
        ))}
      </Slider>
    </div>
  );
}
