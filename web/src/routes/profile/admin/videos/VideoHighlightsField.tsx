import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { TIMESTAMP_MAX_LENGTH } from "./video-fields.ts";
import { newHighlight, type HighlightValue, type VideoFormValues } from "./video-form-values.ts";

/** The video's time points (HighlightsField on the video form's values). */
export function VideoHighlightsField({ form }: { form: AdminForm<VideoFormValues> }) {
  return (
    <HighlightsField
      formName="video"
      highlights={form.values.highlights}
      errors={form.errors}
      onChange={(next) => form.set("highlights", next)}
    />
  );
}

interface HighlightsProps {
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  highlights: readonly HighlightValue[];
  /** The form's errors by field path ("highlights.0.timestamp"). */
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (highlights: HighlightValue[]) => void;
}

/** The time points worth jumping to (a video's, a webinar's): a time (hh:mm:ss, at most 8 characters, checked) and a text each; add and remove. */
export function HighlightsField({ formName, highlights: list, errors, onChange }: HighlightsProps) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<HighlightValue>) =>
    onChange(list.map((each) => (each.key === key ? { ...each, ...change } : each)));
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="admin-form__section">
        <legend>{t("admin.videoForm.highlights")}</legend>
        {list.length === 0 && <p className="admin-empty">{t("admin.videoForm.highlightsEmpty")}</p>}
        <ol className="admin-repeat">
          {list.map((highlight, index) => {
            const position = index + 1;
            return (
              <li key={highlight.key} className="admin-repeat__row admin-repeat__row--highlight">
                <TextField
                  form={formName}
                  name={`highlights.${index}.timestamp`}
                  label={t("admin.videoForm.timestamp", { position })}
                  hint={t("admin.videoForm.timestampHint")}
                  required
                  maxLength={TIMESTAMP_MAX_LENGTH}
                  inputMode="numeric"
                  className="admin-repeat__time"
                  value={highlight.timestamp}
                  error={errors[`highlights.${index}.timestamp`]}
                  onChange={(event) => update(highlight.key, { timestamp: event.target.value })}
                />
                <TextField
                  form={formName}
                  name={`highlights.${index}.text`}
                  label={t("admin.videoForm.highlightText", { position })}
                  required
                  value={highlight.text}
                  error={errors[`highlights.${index}.text`]}
                  onChange={(event) => update(highlight.key, { text: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="small"
                  className="admin-repeat__remove"
                  onClick={() => onChange(list.filter((each) => each.key !== highlight.key))}
                >
                  {t("admin.videoForm.removeHighlight", { position })}
                </Button>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" size="small" onClick={() => onChange([...list, newHighlight()])}>
          {t("admin.videoForm.addHighlight")}
        </Button>
      </fieldset>
    </div>
  );
}
