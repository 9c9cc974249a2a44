import { textBinder } from "../../../../admin/field-bindings.ts";
import { PanelFieldset } from "../../../../admin/PanelFieldset.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { extractPlayerId } from "./video-fields.ts";
import { CAPTION_LANGS, newKey, type CaptionValue, type VideoFormValues } from "./video-form-values.ts";

interface Props {
  form: AdminForm<VideoFormValues>;
}

/** How the video plays: the external player's id (a pasted embed code or link keeps only the id), its length, a media file and caption tracks. */
export function VideoPlaybackFields({ form }: Props) {
  const { t } = useTranslation();
  const text = textBinder(form, "video");
  return (
    <PanelFieldset legend={t("admin.videoForm.player")}>
      <TextField
        {...text("dacastId")}
        label={t("admin.videoForm.dacastId")}
        hint={t("admin.videoForm.dacastIdHint")}
        autoComplete="off"
        onBlur={(event) => form.set("dacastId", extractPlayerId(event.target.value))}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData("text");
          if (!/[<\s?]/.test(pasted)) return;
          event.preventDefault();
          form.set("dacastId", extractPlayerId(pasted));
        }}
      />
      <TextField {...text("length")} label={t("admin.videoForm.length")} hint={t("admin.videoForm.lengthHint")} />
      <TextField
        {...text("mediaUrl")}
        label={t("admin.videoForm.mediaUrl")}
        hint={t("admin.videoForm.mediaUrlHint")}
        className="field--wide"
      />
      <CaptionTracks form={form} />
    </PanelFieldset>
  );
}

function CaptionTracks({ form }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const update = (key: string, change: Partial<CaptionValue>) =>
    form.set("captions", (captions) =>
      captions.map((caption) => (caption.key === key ? { ...caption, ...change } : caption)),
    );
  const unused = CAPTION_LANGS.find((lang) => !values.captions.some((caption) => caption.lang === lang));
  return (
    <div className="field--wide admin-subsection">
      <h3 className="admin-subsection__title">{t("admin.videoForm.captions")}</h3>
      {values.captions.length === 0 && <p className="admin-empty">{t("admin.videoForm.captionsEmpty")}</p>}
      <ul className="admin-repeat">
        {values.captions.map((caption, index) => {
          const position = index + 1;
          return (
            <li key={caption.key} className="admin-repeat__row admin-repeat__row--caption">
              <SelectField
                form="video"
                name={`captions.${index}.lang`}
                label={t("admin.videoForm.captionLang", { position })}
                value={caption.lang}
                error={errors[`captions.${index}.lang`]}
                options={CAPTION_LANGS.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
                onChange={(event) => update(caption.key, { lang: event.target.value })}
              />
              <TextField
                form="video"
                name={`captions.${index}.url`}
                label={t("admin.videoForm.captionUrl", { position })}
                value={caption.url}
                error={errors[`captions.${index}.url`]}
                onChange={(event) => update(caption.key, { url: event.target.value })}
              />
              <Button
                variant="ghost"
                size="small"
                className="admin-repeat__remove"
                onClick={() => form.set("captions", (captions) => captions.filter((each) => each.key !== caption.key))}
              >
                {t("admin.videoForm.removeCaption", { position })}
              </Button>
            </li>
          );
        })}
      </ul>
      {unused && (
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            form.set("captions", (captions) => [...captions, { key: newKey("caption"), lang: unused, url: "" }])
          }
        >
          {t("admin.videoForm.addCaption")}
        </Button>
      )}
    </div>
  );
}
