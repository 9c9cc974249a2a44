import { graphql, useFragment } from "react-relay/hooks";
import type { VideoCatalogueFields_choices$key } from "../../../../__generated__/VideoCatalogueFields_choices.graphql.ts";
import { PanelFieldset } from "../../../../admin/PanelFieldset.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { localisedName } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TagsField } from "../../../../admin/TagInput.tsx";
import type { VideoFormValues } from "./video-form-values.ts";

interface Props {
  form: AdminForm<VideoFormValues>;
  choices: VideoCatalogueFields_choices$key;
  videoId: number | null;
}

/** Where the video belongs: its themes (at least one), filters, free tags and the videos recommended after it. */
export function VideoCatalogueFields({ form, choices, videoId }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment VideoCatalogueFields_choices on Query {
        getThemes {
          id
          name
          nameCz
          nameEn
          nameEs
        }
        getBaseTags {
          id
          name
          nameCz
          nameEn
          nameEs
        }
        getAllVideos {
          id
          title
        }
      }
    `,
    choices,
  );
  const { values, errors } = form;
  return (
    <PanelFieldset legend={t("admin.videoForm.catalogue")}>
      <CheckboxGroup
        name="themes"
        legend={t("admin.videoForm.themes")}
        required
        error={errors.themes}
        options={data.getThemes.map((theme) => ({ id: theme.id, label: localisedName(theme, lang) }))}
        chosen={values.themes}
        onChange={(themes) => form.set("themes", themes)}
      />
      <CheckboxGroup
        name="filters"
        legend={t("admin.videoForm.filters")}
        options={data.getBaseTags.map((filter) => ({ id: filter.id, label: localisedName(filter, lang) }))}
        chosen={values.filters}
        onChange={(filters) => form.set("filters", filters)}
      />
      <TagsField form={form} />
      <RelatedVideos form={form} videos={data.getAllVideos.filter((video) => video.id !== videoId)} />
    </PanelFieldset>
  );
}

interface CheckboxGroupProps {
  name: string;
  legend: string;
  required?: boolean;
  error?: string;
  options: readonly { id: number; label: string }[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/** Check boxes in a labelled group; the group's error is tied to each box (the first takes the focus). */
function CheckboxGroup({ name, legend, required, error, options, chosen, onChange }: CheckboxGroupProps) {
  const errorId = `video-${name}-error`;
  return (
    <fieldset className="admin-choices">
      <legend>
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      {options.map((option, index) => (
        <label key={option.id} className="admin-choices__option">
          <input
            type="checkbox"
            name={name}
            value={option.id}
            checked={chosen.includes(option.id)}
            aria-invalid={error && index === 0 ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
            }
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RelatedVideos({
  form,
  videos,
}: {
  form: AdminForm<VideoFormValues>;
  videos: readonly { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  const chosen = form.values.related;
  const titleOf = (id: number) => videos.find((video) => video.id === id)?.title ?? `#${id}`;
  return (
    <div className="field--wide admin-subsection">
      <h3 className="admin-subsection__title">{t("admin.videoForm.related")}</h3>
      {chosen.length === 0 ? (
        <p className="admin-empty">{t("admin.videoForm.relatedEmpty")}</p>
      ) : (
        <ul className="admin-chips">
          {chosen.map((id) => (
            <li key={id} className="admin-chip">
              {titleOf(id)}
              <Button
                variant="ghost"
                size="small"
                className="admin-chip__remove"
                aria-label={t("admin.videoForm.relatedRemove", { title: titleOf(id) })}
                onClick={() => form.set("related", (related) => related.filter((each) => each !== id))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SelectField
        form="video"
        name="related"
        label={t("admin.videoForm.relatedChoose")}
        value=""
        placeholder={t("admin.videoForm.relatedPlaceholder")}
        options={videos
          .filter((video) => !chosen.includes(video.id))
          .map((video) => ({ value: String(video.id), label: video.title }))}
        onChange={(event) =>
          event.target.value && form.set("related", (related) => [...related, Number(event.target.value)])
        }
      />
    </div>
  );
}
